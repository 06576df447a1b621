/// One copy of a recorded finding: where it is, by file and object, not by line.
public struct BaselineCopy: Codable, Sendable, Hashable, Comparable {
    /// The file, relative to the baseline file's folder (`/`-separated, `..` where needed).
    public var file: String
    /// The `id` of the copy's root object (absent for a root without one).
    public var objectID: String?

    /// Creates a copy.
    /// - Parameters:
    ///   - file: the file, relative to the baseline's folder.
    ///   - objectID: the root object's id.
    public init(file: String, objectID: String?) {
        self.file = file
        self.objectID = objectID
    }

    public static func < (lhs: BaselineCopy, rhs: BaselineCopy) -> Bool {
        (lhs.file, lhs.objectID ?? "") < (rhs.file, rhs.objectID ?? "")
    }
}
