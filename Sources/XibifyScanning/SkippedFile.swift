import XibifyFormat

/// An input that was found but is not ours to read: passed over with a warning, not refused.
///
/// Legacy pre-Xcode 5 `<archive>` XIBs, documents of a format version xibify does not parse, and
/// XML files that are not Interface Builder documents (an XLIFF file named `.xib`) are usually
/// someone else's to fix. With `ScanOptions.strict` they
/// are refused instead (`DocumentError`).
package struct SkippedFile: Sendable, Equatable {
    /// Why a file was skipped.
    package enum Reason: Sendable, Equatable {
        /// A pre-Xcode 5 `<archive>` XIB.
        case legacyArchive
        /// Well-formed XML whose root is not an IB `<document>` (the root, as found).
        case notInterfaceBuilder(root: String)
        /// An IB `<document>` of a format version xibify does not parse (such as a storyboard of
        /// `version="1.1"` from Xcode 4), the version as found.
        case unsupportedVersion(String)
    }

    /// The file, as displayed.
    package var path: String
    /// Why it was skipped.
    package var reason: Reason
    /// 1-based line of the root element, where known.
    package var line: Int?
    /// 1-based column of the root element, where known.
    package var column: Int?

    /// Creates a skipped file.
    /// - Parameters:
    ///   - path: the file, as displayed.
    ///   - reason: why it was skipped.
    ///   - line: 1-based line, where known.
    ///   - column: 1-based column, where known.
    package init(path: String, reason: Reason, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// The skip a refusal becomes when strict mode is off, or nil for refusals that stay errors.
    /// - Parameter error: the refusal.
    /// - Returns: the skipped file, for legacy archives, unsupported versions and non-IB XML only.
    package init?(skipping error: DocumentError) {
        switch error.reason {
        case .legacyArchive: reason = .legacyArchive
        case .notInterfaceBuilder(let root): reason = .notInterfaceBuilder(root: root)
        case .unsupportedVersion(let version): reason = .unsupportedVersion(version)
        default: return nil
        }
        path = error.path
        line = error.line
        column = error.column
    }

    /// The stable identifier of the reason (the same as the refusal's `DocumentError.code`).
    package var code: String {
        switch reason {
        case .legacyArchive: "legacy-archive"
        case .notInterfaceBuilder: "not-interface-builder"
        case .unsupportedVersion: "unsupported-version"
        }
    }

    /// `path:line:column`, as far as known.
    package var location: String {
        var text = path
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
