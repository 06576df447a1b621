import Foundation

/// Temporary copies of fixture folders, for tests that write (fixtures are never changed in place).
public enum FixtureCopy {
    /// Copies a folder to a new temporary folder and runs a body with the copy's URL.
    /// - Parameters:
    ///   - source: the folder to copy.
    ///   - body: the test, given the copy.
    /// - Returns: what the body returns.
    public static func with<Result>(_ source: URL, _ body: (URL) throws -> Result) throws -> Result {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: copy)
        return try body(copy)
    }
}
