/// Why a target cannot compile a new Swift class (`SwiftTargetReadiness`); paths are shown as the
/// user gave them.
package enum TargetObstacle: Sendable, Equatable {
    /// No Swift yet, and these configurations set no `SWIFT_VERSION`.
    case noSwiftVersion(target: String, configurations: [String])
    /// The bridging header the target names does not exist.
    case missingBridgingHeader(target: String, header: String)
    /// The generated Swift names a class declared only in Objective-C, in `header`, which the
    /// target's bridging header (if any: `bridgingHeader` is false when it has none) does not show.
    case hiddenObjectiveCClass(className: String, header: String, target: String, hasBridgingHeader: Bool)

    /// A stable identifier.
    package var code: String {
        switch self {
        case .noSwiftVersion: "no-swift-version"
        case .missingBridgingHeader: "missing-bridging-header"
        case .hiddenObjectiveCClass: "hidden-objective-c-class"
        }
    }
}
