/// One copy of a recorded finding: where it is, by file and object, not by line.
package struct BaselineCopy: Codable, Sendable, Hashable, Comparable {
    /// The file, relative to the baseline file's folder (`/`-separated, `..` where needed).
    package var file: String
    /// The `id` of the copy's root object (absent for a root without one).
    package var objectID: String?

    /// Creates a copy.
    /// - Parameters:
    ///   - file: the file, relative to the baseline's folder.
    ///   - objectID: the root object's id.
    package init(file: String, objectID: String?) {
        self.file = file
        self.objectID = objectID
    }

    package static func < (lhs: BaselineCopy, rhs: BaselineCopy) -> Bool {
        (lhs.file, lhs.objectID ?? "") < (rhs.file, rhs.objectID ?? "")
    }
}
