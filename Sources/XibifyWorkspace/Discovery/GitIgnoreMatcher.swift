import Foundation

/// Decides which paths of a git work tree its `.gitignore` files and `info/exclude` ignore.
///
/// As git does: the `.gitignore` of the deepest folder that has a matching pattern decides,
/// then the folders above it, then `info/exclude`; within one file the last matching pattern
/// wins, and a `!` pattern re-includes. A path under an ignored folder is ignored whatever its
/// own patterns say (git does not read inside ignored folders). `.gitignore` files are read
/// lazily, once each. Not thread-safe: discovery walks one folder tree at a time.
package final class GitIgnoreMatcher {
    /// The work tree.
    package let workTree: GitWorkTree
    /// Patterns by folder relative to the work tree (`""` or ending with `/`), as read.
    private var lists: [String: [GitIgnorePattern]] = [:]
    /// The patterns of `info/exclude`.
    private let excludes: [GitIgnorePattern]
    /// Reads a file's bytes (nil when it cannot be read).
    private let read: (String) -> [UInt8]?

    /// Creates a matcher for a work tree.
    /// - Parameters:
    ///   - workTree: the work tree.
    ///   - read: reads a file; the default reads from disk.
    package init(workTree: GitWorkTree, read: @escaping (String) -> [UInt8]? = GitIgnoreMatcher.readFile) {
        self.workTree = workTree
        self.read = read
        self.excludes = workTree.excludeFile.flatMap(read).map { Self.parse($0, base: "") } ?? []
    }

    /// Whether git ignores a path.
    /// - Parameters:
    ///   - path: the path relative to the work tree (no leading or trailing `/`).
    ///   - isFolder: whether it is a folder.
    ///   - checkingFolders: also ignored when a folder above it is (false when the caller walks
    ///     down and never enters ignored folders).
    /// - Returns: true when ignored.
    package func isIgnored(_ path: String, isFolder: Bool, checkingFolders: Bool = false) -> Bool {
        if checkingFolders {
            var index = path.startIndex
            while let slash = path[index...].firstIndex(of: "/") {
                if decision(String(path[..<slash]), isFolder: true) == true { return true }
                index = path.index(after: slash)
            }
        }
        return decision(path, isFolder: isFolder) ?? false
    }

    /// The verdict of the patterns on one path, without looking at the folders above it: nil
    /// when no pattern matches.
    private func decision(_ path: String, isFolder: Bool) -> Bool? {
        var folders: [String] = [""]
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            folders.append(String(path[...slash]))
            index = path.index(after: slash)
        }
        for folder in folders.reversed() {
            if let verdict = Self.lastMatch(in: patterns(of: folder), path: path, isFolder: isFolder) {
                return verdict
            }
        }
        return Self.lastMatch(in: excludes, path: path, isFolder: isFolder)
    }

    private static func lastMatch(in patterns: [GitIgnorePattern], path: String, isFolder: Bool) -> Bool? {
        for pattern in patterns.reversed() where pattern.matches(path, isFolder: isFolder) { return !pattern.negated }
        return nil
    }

    /// The patterns of a folder's `.gitignore`, read once.
    private func patterns(of folder: String) -> [GitIgnorePattern] {
        if let known = lists[folder] { return known }
        let file = workTree.root + "/" + folder + ".gitignore"
        let parsed = read(file).map { Self.parse($0, base: folder) } ?? []
        lists[folder] = parsed
        return parsed
    }

    /// Parses an ignore file's lines (a UTF-8 byte-order mark at the start is skipped, as git does).
    /// - Parameters:
    ///   - bytes: the file's bytes.
    ///   - base: the folder the file is in, relative to the work tree.
    /// - Returns: its patterns, in order.
    package static func parse(_ bytes: [UInt8], base: String) -> [GitIgnorePattern] {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        return body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
            .compactMap { GitIgnorePattern(line: $0, base: base) }
    }

    /// Reads a regular file's bytes, or nil.
    /// - Parameter path: the file.
    /// - Returns: its bytes.
    package static func readFile(_ path: String) -> [UInt8]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return Array(data)
    }
}
