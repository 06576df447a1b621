import Foundation
import XibifyFormat
import XibifySupport
import XibifyWriting

/// The app's files as the stages after the scan read them: the disk, under the files that an
/// earlier planning round of the same run wrote in memory.
///
/// Every read of an app's sources, projects, manifests, headers, settings and translations goes
/// through this value, so that a stage can be given the files as they will be after a round of
/// rewriting (a second round plans over the first round's output, never written to disk), and so
/// that a test can hand a stage files that are not on disk at all.
///
/// A file of the overlay hides the file of the same path on disk; its folders exist, and list
/// its name beside the disk's entries. Paths are absolute and compared as written, standardised
/// (`..`, `.`, doubled `/` removed) but with links not resolved: the stages read every file by
/// the path they built from a document's or a project's path.
package struct WorkspaceFiles: Sendable {
    /// The disk as it is, read anew on each request (tests, and readers that must see a change).
    package static let disk = WorkspaceFiles(overlay: [:])

    /// The disk as one run reads it: each file and folder read at most once.
    ///
    /// This value and every value layered on it share one `WorkspaceCache`. For a run that writes
    /// nothing before it has read what it needs; after a write, read with a new one.
    package static func readOnce() -> WorkspaceFiles {
        var files = WorkspaceFiles(overlay: [:])
        files.cache = WorkspaceCache()
        return files
    }

    /// The files written in memory, by standardised absolute path.
    private var overlay: [String: [UInt8]]
    /// For each folder above a file of the overlay, the names of its entries that the overlay adds.
    private var added: [String: Set<String>]
    /// What has been read from the disk, shared by the layers of one run; nil: read each time.
    private var cache: WorkspaceCache?

    /// The disk under the given files.
    /// - Parameter overlay: contents by absolute path.
    package init(overlay: [String: [UInt8]]) {
        self.overlay = [:]
        added = [:]
        for (path, bytes) in overlay { put(path, bytes) }
    }

    /// How this value lists a folder from the disk, where it reads once: for the scan's own walk,
    /// so that the folders it lists are not listed again by later stages.
    package var listing: (@Sendable (String) -> Result<[DirectoryWalker.Entry], FileOperationError>)? {
        guard let cache else { return nil }
        return { cache.listing($0) }
    }

    /// Whether any file is held in memory.
    package var isOverlaid: Bool { !overlay.isEmpty }

    /// Whether a path is held in memory (then the disk has an older state of it, or nothing).
    package func holds(_ path: String) -> Bool { overlay[Self.standardized(path)] != nil }

    /// The paths held in memory, sorted.
    package var overlaidPaths: [String] { overlay.keys.sorted() }

    /// These files with more laid over them (a later file of a path wins).
    /// - Parameter files: contents by absolute path.
    /// - Returns: the layered files.
    package func layered(with files: [String: [UInt8]]) -> WorkspaceFiles {
        var copy = self
        for (path, bytes) in files { copy.put(path, bytes) }
        return copy
    }

    private mutating func put(_ path: String, _ bytes: [UInt8]) {
        let path = Self.standardized(path)
        overlay[path] = bytes
        var child = path
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            added[folder, default: []].insert((child as NSString).lastPathComponent)
            guard folder != "/" else { break }
            child = folder
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// A path with `.`, `..` and doubled slashes resolved lexically.
    ///
    /// Asked for every read: the bytes are searched first, since Foundation's `contains` costs
    /// about 26,000 instructions a call (#28, second part); where they match, Foundation decides
    /// as before.
    private static func standardized(_ path: String) -> String {
        let mayHaveDot = path.containsBytes("/.") && path.contains("/.")
        let mayHaveDouble = path.containsBytes("//") && path.contains("//")
        guard mayHaveDot || mayHaveDouble || path.hasSuffix("/") else { return path }
        return (path as NSString).standardizingPath
    }

    // MARK: - Reading

    /// The bytes of a file, or nil when there is no regular file (or it cannot be read).
    package func bytes(atPath path: String) -> [UInt8]? {
        if let held = overlay[Self.standardized(path)] { return held }
        if let cache { return cache.bytes(atPath: path) }
        return try? RegularFile.bytes(atPath: path)
    }

    /// The contents of a file as `Data`, or nil.
    package func contents(atPath path: String) -> Data? {
        bytes(atPath: path).map { Data($0) }
    }

    /// At most the first `length` bytes of a file, or nil (a source read up to a size cap).
    package func prefix(atPath path: String, length: Int) -> [UInt8]? {
        if let held = overlay[Self.standardized(path)] {
            return held.count <= length ? held : Array(held.prefix(length))
        }
        if let cache { return cache.prefix(atPath: path, length: length) }
        return try? RegularFile.bytes(atPath: path, limit: length)
    }

    /// The size of a file in bytes, or nil when there is no file.
    package func size(atPath path: String) -> Int? {
        if let held = overlay[Self.standardized(path)] { return held.count }
        if let known = cache?.knownBytes(atPath: path) { return known?.count }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else { return nil }
        return (attributes?[.size] as? NSNumber)?.intValue
    }

    /// Whether a file or folder is at a path.
    package func fileExists(atPath path: String) -> Bool {
        let path = Self.standardized(path)
        if overlay[path] != nil || added[path] != nil { return true }
        if let cache { return cache.kind(atPath: path) != .none }
        return FileManager.default.fileExists(atPath: path)
    }

    /// Whether a folder is at a path.
    package func isFolder(atPath path: String) -> Bool {
        let path = Self.standardized(path)
        if overlay[path] != nil { return false }
        if added[path] != nil { return true }
        if let cache { return cache.kind(atPath: path) == .folder }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The names of a folder's entries (the disk's and the overlay's), or nil when the folder
    /// neither exists nor can be listed and the overlay adds nothing to it.
    package func contentsOfDirectory(atPath path: String) -> [String]? {
        let listed =
            cache.map { $0.contentsOfDirectory(atPath: path) }
            ?? (try? FileManager.default.contentsOfDirectory(atPath: path))
        guard let extra = added[Self.standardized(path)] else { return listed }
        return Array(Set(listed ?? []).union(extra))
    }

    /// The files under a folder, as paths relative to it, the overlay's among them: what
    /// `DirectoryWalker.files(under:)` gives for the disk.
    /// - Parameters:
    ///   - root: the folder.
    ///   - skip: decides, from a path relative to the root, which entries to leave out (a folder
    ///     with all below it).
    package func files(under root: String, skip: @escaping (_ relative: String, _ isFolder: Bool) -> Bool) -> [String] {
        var files =
            (cache.map { cache in DirectoryWalker(skip: skip, list: cache.listing) } ?? DirectoryWalker(skip: skip))
            .files(under: root)
        guard isOverlaid else { return files }
        let base = Self.standardized(root)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let listed = Set(files)
        for path in overlay.keys where path.hasPrefix(prefix) {
            let relative = String(path.dropFirst(prefix.count))
            guard !listed.contains(relative) else { continue }
            let parts = relative.split(separator: "/").map(String.init)
            // Hidden entries are never listed, as the walker leaves them out.
            guard !parts.contains(where: { $0.hasPrefix(".") }) else { continue }
            var folder = ""
            var skipped = false
            for part in parts.dropLast() {
                folder = folder.isEmpty ? part : folder + "/" + part
                if skip(folder, true) {
                    skipped = true
                    break
                }
            }
            if !skipped && !skip(relative, false) { files.append(relative) }
        }
        return files
    }
}
