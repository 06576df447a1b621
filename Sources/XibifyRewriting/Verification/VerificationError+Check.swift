extension VerificationError {
    /// The stable identifier of the check that refused the output (`RewriteVerifier`'s checks,
    /// one file each), for reports and for tests to key on.
    public var check: String {
        switch self {
        case .unparsable: "parse"
        case .duplicateID, .danglingReference: "ids"
        case .duplicateKey: "keyed-children"
        case .launchScreenChanged: "launch-screen"
        case .removedIDNamed: "removed-ids"
        case .bytesChanged: "bytes"
        case .classChanged, .placementOnBothLayers, .emptyWrapper: "runtime-model"
        case .unaccountedCrossing, .unconnectedPort, .undeclaredHolderKey: "ports"
        case .missingPlaceholder, .layoutMismatch, .valueMismatch: "reinflation"
        case .baseClassCount: "module"
        case .notInTarget: "project"
        case .translationStranded, .translationChanged: "translations"
        }
    }

    /// The stable identifier of the problem itself, finer than `check`.
    package var code: String {
        switch self {
        case .unparsable: "unparsable"
        case .duplicateID: "duplicate-id"
        case .danglingReference: "dangling-reference"
        case .missingPlaceholder: "missing-placeholder"
        case .layoutMismatch: "layout-mismatch"
        case .valueMismatch: "value-mismatch"
        case .bytesChanged: "bytes-changed"
        case .removedIDNamed: "removed-id-named"
        case .unaccountedCrossing: "unaccounted-crossing"
        case .unconnectedPort: "unconnected-port"
        case .undeclaredHolderKey: "undeclared-holder-key"
        case .classChanged: "class-changed"
        case .launchScreenChanged: "launch-screen-changed"
        case .emptyWrapper: "empty-wrapper"
        case .duplicateKey: "duplicate-key"
        case .placementOnBothLayers: "placement-on-both-layers"
        case .baseClassCount: "base-class-count"
        case .translationStranded: "translation-stranded"
        case .translationChanged: "translation-changed"
        case .notInTarget: "not-in-target"
        }
    }

    /// The file the problem is in, as displayed (nil for a module-wide problem).
    package var path: String? {
        switch self {
        case .unparsable(let path, _, _), .duplicateID(let path, _), .danglingReference(let path, _, _),
            .missingPlaceholder(let path, _), .layoutMismatch(let path, _), .valueMismatch(let path, _, _, _, _),
            .bytesChanged(let path, _), .removedIDNamed(let path, _, _), .unaccountedCrossing(let path, _, _),
            .unconnectedPort(let path, _, _), .undeclaredHolderKey(let path, _, _, _),
            .classChanged(let path, _, _, _, _), .launchScreenChanged(let path, _), .emptyWrapper(let path, _),
            .duplicateKey(let path, _, _), .placementOnBothLayers(let path, _, _),
            .translationStranded(let path, _, _), .translationChanged(let path, _, _, _, _),
            .notInTarget(let path, _, _):
            path
        case .baseClassCount: nil
        }
    }

    /// The 1-based line the problem is on, where the error names one.
    package var line: Int? {
        switch self {
        case .unparsable(_, _, let line): line
        case .danglingReference(_, _, let line), .removedIDNamed(_, _, let line), .duplicateKey(_, _, let line): line
        default: nil
        }
    }

    /// The object the problem is about (a copy's or placeholder's id), where the error names one.
    package var objectID: String? {
        switch self {
        case .missingPlaceholder(_, let id), .layoutMismatch(_, let id), .valueMismatch(_, let id, _, _, _),
            .unaccountedCrossing(_, let id, _), .undeclaredHolderKey(_, let id, _, _),
            .classChanged(_, let id, _, _, _), .placementOnBothLayers(_, let id, _):
            id
        default: nil
        }
    }
}
