/// Why a baseline file could not be used or written.
package enum BaselineError: Error, Sendable, Equatable {
    /// The file cannot be read (missing, no permission); the system's reason.
    case unreadable(path: String, reason: String)
    /// The file is not a baseline: not JSON, or fields missing or of the wrong type.
    case malformed(path: String, detail: String)
    /// A baseline of a format version this build does not know.
    case unsupportedVersion(path: String, version: Int)
    /// The file cannot be written; the system's reason.
    case unwritable(path: String, reason: String)

    /// A stable identifier of the kind of problem.
    package var code: String {
        switch self {
        case .unreadable: "baseline-unreadable"
        case .malformed: "baseline-malformed"
        case .unsupportedVersion: "baseline-unsupported-version"
        case .unwritable: "baseline-unwritable"
        }
    }

    /// The baseline file, as given.
    package var path: String {
        switch self {
        case .unreadable(let path, _), .malformed(let path, _), .unsupportedVersion(let path, _),
            .unwritable(let path, _):
            path
        }
    }
}
