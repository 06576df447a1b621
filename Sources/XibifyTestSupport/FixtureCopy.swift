import Foundation

/// Temporary copies of fixture folders, for tests that write (fixtures are never changed in place).
package enum FixtureCopy {
    /// Copies a folder to a new temporary folder and runs a body with the copy's URL.
    ///
    /// Every file and folder of the copy is writable by its owner, whatever the source's modes
    /// (../shared/corpus is read-only): the writer refuses read-only files without `--force`.
    /// - Parameters:
    ///   - source: the folder to copy.
    ///   - body: the test, given the copy.
    /// - Returns: what the body returns.
    package static func with<Result>(_ source: URL, _ body: (URL) throws -> Result) throws -> Result {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: copy)
        try makeWritable(copy)
        return try body(copy)
    }

    /// Adds the owner's write permission to a folder and everything under it (links are left alone).
    /// - Parameter folder: the folder.
    package static func makeWritable(_ folder: URL) throws {
        let manager = FileManager.default
        var paths = [folder.path]
        paths += (try manager.subpathsOfDirectory(atPath: folder.path)).map { folder.path + "/" + $0 }
        for path in paths {
            let attributes = try manager.attributesOfItem(atPath: path)
            guard attributes[.type] as? FileAttributeType != .typeSymbolicLink,
                let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue, mode & 0o200 == 0
            else { continue }
            try manager.setAttributes([.posixPermissions: mode | 0o200], ofItemAtPath: path)
        }
    }
}
