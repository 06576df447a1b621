import Foundation

/// Why files cannot be added to a `project.pbxproj`; nothing is changed.
///
/// Each case carries the ids, keys and offsets involved; `code` names the case for JSON and tests,
/// and the sentence is rendered only by `errorDescription`.
package enum ProjectEditError: Error, Sendable, Equatable, LocalizedError {
    /// The text is not an old-style property list whose root dictionary holds an `objects` dictionary.
    case notAProject
    /// The property list syntax breaks at this byte offset (an unterminated string or comment,
    /// a missing `;`, `=` or closing bracket).
    case malformed(offset: Int)
    /// A `/* Begin … section */` without its `/* End … section */`, or the other way round.
    case sectionUnbalanced(section: String)
    /// No object with this id is defined in the `objects` dictionary.
    case objectMissing(id: String)
    /// The object exists but is not of a kind the editor may add to.
    case unexpectedISA(id: String, isa: String, expected: [String])
    /// The object has no list under this key (`children`, `files`).
    case listMissing(id: String, key: String)
    /// A file name that cannot be written as a reference: empty, or holding a line break or `*/`.
    case invalidFileName(String)
    /// The group already lists a reference with this path, or the same file is added twice to it.
    case alreadyPresent(fileName: String, groupID: String)
    /// The object or list at this byte offset is not laid out one entry per line as Xcode writes
    /// it, so a line cannot be inserted beside it.
    case unsupportedLayout(offset: Int)

    /// A short stable name for the case.
    package var code: String {
        switch self {
        case .notAProject: "not-a-project"
        case .malformed: "malformed"
        case .sectionUnbalanced: "section-unbalanced"
        case .objectMissing: "object-missing"
        case .unexpectedISA: "unexpected-isa"
        case .listMissing: "list-missing"
        case .invalidFileName: "invalid-file-name"
        case .alreadyPresent: "already-present"
        case .unsupportedLayout: "unsupported-layout"
        }
    }

    package var errorDescription: String? {
        switch self {
        case .notAProject:
            "not an Xcode project file: no old-style property list with an `objects` dictionary"
        case .malformed(let offset):
            "the project file's property list syntax breaks at byte \(offset)"
        case .sectionUnbalanced(let section):
            "the \(section) section's Begin and End comments do not pair up"
        case .objectMissing(let id):
            "the project file defines no object \(id)"
        case .unexpectedISA(let id, let isa, let expected):
            "object \(id) is a \(isa), not a " + expected.joined(separator: " or ")
        case .listMissing(let id, let key):
            "object \(id) has no `\(key)` list"
        case .invalidFileName(let name):
            "\"\(name)\" cannot be written as a file reference (empty, or holding a line break or */)"
        case .alreadyPresent(let name, let group):
            "group \(group) already lists \(name)"
        case .unsupportedLayout(let offset):
            "the project file is not laid out one entry per line at byte \(offset), as Xcode writes it"
        }
    }
}
