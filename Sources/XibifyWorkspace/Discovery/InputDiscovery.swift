import Foundation
import XibifyFormat
import XibifySupport
import XibifyWriting

/// Finds the `.storyboard` and `.xib` files to scan from the paths a user gave.
package struct InputDiscovery: Sendable {
    /// A file to read, and how to show its path.
    package struct Input: Sendable, Hashable {
        /// The path used to read the file.
        package var path: String
        /// The path shown to users: relative to the working folder when under it.
        package var displayPath: String
        /// Reached through a symbolic link whose real path (`path`) is outside every folder
        /// scanned: read and reported, never written (#27).
        package var isOutsideScannedFolders = false

        /// Creates an input.
        /// - Parameters:
        ///   - path: the path used to read the file.
        ///   - displayPath: the path shown to users.
        package init(path: String, displayPath: String) {
            self.path = path
            self.displayPath = displayPath
        }
    }

    /// What discovery found: the files to read, and the paths that could not be read at all.
    package struct Result: Sendable {
        /// The files, sorted by display path.
        package var inputs: [Input]
        /// Paths given by the user that do not exist or cannot be listed, folders under them that
        /// cannot be listed, and IB files found there that cannot be examined (a broken link).
        package var errors: [DocumentError]
        /// What the user may want to know (an `--exclude` pattern that matched nothing, a link
        /// to a folder that was not followed).
        package var warnings: [ScanWarning] = []
        /// Files of xibify's batch writer in the folders walked (absolute paths): what a killed
        /// run left, or what a running one is writing.
        package var scratch: [String] = []
        /// The folders scanned (for a file named directly, its folder), absolute, as given and
        /// with their links resolved: a rewrite writes only below them (`LinkedPath`).
        package var roots: [String] = []
    }

    /// Folders skipped by default wherever they are: dependencies and build products that are
    /// not the project's to fix (CocoaPods, Carthage, Xcode's derived data, SwiftPM's build folder).
    package static let defaultExcludedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", ".build"]

    /// Extensions of folders skipped by default wherever they are: Xcode localization catalogs
    /// (`fr.xcloc`, written by Export Localizations for translators), whose `Source Contents`
    /// hold copies of the app's IB files that no target builds.
    package static let defaultExcludedFolderExtensions: Set<String> = ["xcloc"]

    /// Whether a folder of this name is skipped by default.
    ///
    /// Asked for every folder walked: the names are compared in place (a `String` made per
    /// folder to look it up in the sets cost about 5,600 instructions a folder).
    package static func isDefaultExcluded(folder name: Substring) -> Bool {
        if defaultExcludedFolders.contains(where: { $0.utf8.elementsEqual(name.utf8) }) { return true }
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return false }
        let suffix = name.utf8[name.utf8.index(after: dot)...]
        return defaultExcludedFolderExtensions.contains { $0.utf8.elementsEqual(suffix) }
    }

    /// File extensions that are scanned.
    package static let extensions: Set<String> = ["storyboard", "xib"]

    /// Whether a path names a file of `extensions`, its extension compared case-insensitively
    /// (`pathExtension(of:)` lowercased).
    ///
    /// Asked for every file walked, sources included (6,342 on ../shared/corpus): an ASCII
    /// extension is compared byte by byte without making a lowercased `String`; any other goes
    /// the long way, so what counts as a match is unchanged.
    ///
    /// The path's bytes are read in place: iterating the set and mapping the suffix lazily cost
    /// about 3,400 instructions a file, a third of discovery (#28, second part).
    static func hasScannedExtension(_ path: String) -> Bool {
        var path = path
        let ascii = path.withUTF8 { bytes -> Bool? in
            var dot = -1
            var index = bytes.count - 1
            while index >= 0 && bytes[index] != UInt8(ascii: "/") {
                if dot < 0 && bytes[index] == UInt8(ascii: ".") { dot = index }
                index -= 1
            }
            // No dot, or only a leading one (`.xib` is a hidden file): no extension.
            guard dot > index + 1 else { return false }
            let suffix = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
            guard suffix.allSatisfy({ $0 < 0x80 }) else { return nil }
            return scannedExtensionBytes.contains { scanned in
                scanned.count == suffix.count
                    && zip(scanned, suffix).allSatisfy { $0 == ($1 >= 0x41 && $1 <= 0x5A ? $1 | 0x20 : $1) }
            }
        }
        if let ascii { return ascii }
        return extensions.contains(pathExtension(of: path).lowercased())
    }

    /// `extensions` as bytes, for `hasScannedExtension`.
    private static let scannedExtensionBytes: [[UInt8]] = extensions.map { Array($0.utf8) }

    /// Patterns of paths to leave out.
    package var excludes: [Glob]
    /// The folder that displayed paths are relative to.
    package var workingDirectory: URL
    /// Leave out what the `.gitignore` files and `.git/info/exclude` of a git work tree ignore.
    package var honoursGitIgnore = true
    /// Leave out the folders of `defaultExcludedFolders`.
    package var skipsDefaultFolders = true
    /// Lists one folder (tests make it fail: as root, `chmod` does not stop `opendir`).
    package var listFolder: @Sendable (_ folder: String) -> Swift.Result<[DirectoryWalker.Entry], FileOperationError> =
        DirectoryWalker.listFolder

    /// Creates a discovery.
    /// - Parameters:
    ///   - excludes: patterns of paths to leave out.
    ///   - workingDirectory: the folder displayed paths are relative to.
    package init(excludes: [Glob] = [], workingDirectory: URL) {
        self.excludes = excludes
        self.workingDirectory = workingDirectory.standardizedFileURL
    }

    /// Expands files and folders (searched recursively; hidden folders and `.build` skipped).
    ///
    /// Under a folder, the `--exclude` patterns, the default folders and git's ignore rules
    /// leave paths out; a path named directly (a file, or the folder itself) is always read, as
    /// the user asked for it.
    /// - Parameter paths: what the user named; files are taken whatever their extension.
    /// - Returns: the files, deduplicated and sorted, the unreadable paths, and warnings.
    package func discover(_ paths: [String]) -> Result {
        var inputs: [String: Input] = [:]
        var errors: [DocumentError] = []
        let fileManager = FileManager.default
        let used = MatchedPatterns()
        var walkedAFolder = false
        var scratch: [String] = []
        var linkWarnings: [ScanWarning] = []
        // What was asked for, with links resolved: a link that leads elsewhere leaves it.
        let roots = scannedRoots(paths)
        for path in paths {
            let url =
                (path.hasPrefix("/")
                ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                errors.append(DocumentError(path: path, reason: .unreadable("no such file or folder")))
                continue
            }
            if !isDirectory.boolValue {
                inputs[url.path] = input(path: url.path)
                continue
            }
            walkedAFolder = true
            let rules = ExcludeRules(patterns: excludes, root: url.path, workingDirectory: workingDirectory.path)
            let ignores =
                honoursGitIgnore ? GitWorkTree.containing(url.path).map { GitIgnoreMatcher(workTree: $0) } : nil
            let inTree = ignores.flatMap { ExcludeRules.relative(url.path, to: $0.workTree.root) }
            // The folder's path inside the work tree, as a prefix of the paths under it.
            let treePrefix = inTree.map { $0 == "**" ? "" : $0 + "/" } ?? ""
            let skipsDefaults = skipsDefaultFolders
            let walker = DirectoryWalker(
                skip: { relative, isFolder in
                    // --exclude first, so a pattern counts as used even where git also ignores the path.
                    if let pattern = rules.match(relative) {
                        used.indices.insert(pattern)
                        return true
                    }
                    if isFolder {
                        let name = Self.lastComponent(of: relative)
                        if name == ".build" || (skipsDefaults && Self.isDefaultExcluded(folder: name)) {
                            return true
                        }
                    }
                    if let ignores, inTree != nil {
                        return ignores.isIgnored(treePrefix + relative, isFolder: isFolder)
                    }
                    return false
                }, list: listFolder)
            let walk = walker.walk(under: url.path)
            scratch += walk.scratch.map { (url.path.hasSuffix("/") ? url.path : url.path + "/") + $0 }
            // Plain string work per entry: NSString's path methods and URL standardisation cost
            // tens of thousands of instructions each, a third of `report` on a real app's tree.
            let folder = url.path.hasSuffix("/") ? url.path : url.path + "/"
            for relative in walk.files
            where Self.hasScannedExtension(relative) {
                let file = folder + relative
                inputs[file] = input(path: file)
            }
            // A folder that cannot be listed may hold IB files: refused, so the scan does not look complete.
            for problem in walk.unlistable {
                let shown = problem.path.isEmpty ? path : input(path: folder + problem.path).displayPath
                errors.append(
                    DocumentError(path: shown, reason: .unlistableFolder(problem.reason)))
            }
            // A link to a folder is not followed; it is named unless it leads into a scanned folder.
            for relative in walk.linkedFolders {
                let link = folder + relative
                let destination = Self.resolved(link) ?? link
                guard !roots.real.contains(where: { Self.isInside(destination, $0) }) else { continue }
                linkWarnings.append(
                    .linkedFolder(
                        path: input(path: link).displayPath, destination: input(path: destination).displayPath))
            }
            for problem in walk.unexamined
            where Self.hasScannedExtension(problem.path) {
                errors.append(
                    DocumentError(
                        path: input(path: folder + problem.path).displayPath,
                        reason: .unreadable(problem.reason)))
            }
        }
        // A file reached through a symbolic link is read once, by its real path: when the real
        // file is scanned too, the link is dropped (its layouts would cluster with themselves);
        // otherwise the link's entry reads and edits the real file, so a rewrite keeps the link.
        var byRealPath: [String: (input: Input, isLink: Bool)] = [:]
        for input in inputs.values.sorted(by: { $0.displayPath < $1.displayPath }) {
            let real = Self.realPath(of: input.path)
            let isLink = real != input.path
            // The real file's own entry wins over a link to it; of two links, the first.
            if let kept = byRealPath[real], !(kept.isLink && !isLink) { continue }
            var found = Input(path: real, displayPath: input.displayPath)
            // A link that leads out of the folders scanned: its file is read, never written.
            found.isOutsideScannedFolders = isLink && !roots.real.contains { Self.isInside(real, $0) }
            byRealPath[real] = (found, isLink)
        }
        let sorted = byRealPath.values.map(\.input).sorted { $0.displayPath < $1.displayPath }
        let unmatched =
            walkedAFolder
            ? excludes.indices.filter { !used.indices.contains($0) }.map {
                ScanWarning.unmatchedExclude(pattern: excludes[$0].pattern, index: $0)
            } : []
        var result = Result(inputs: sorted, errors: errors, warnings: unmatched + linkWarnings, scratch: scratch)
        var allRoots: [String] = []
        for root in roots.given + roots.real where !allRoots.contains(root) { allRoots.append(root) }
        result.roots = allRoots
        return result
    }

    /// The folders the given paths scan (a file's own folder for a file), absolute: as given
    /// (standardised) and with every link resolved.
    private func scannedRoots(_ paths: [String]) -> (given: [String], real: [String]) {
        var given: [String] = []
        var real: [String] = []
        for path in paths {
            let url =
                (path.hasPrefix("/")
                ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            let folder = isDirectory.boolValue ? url.path : url.deletingLastPathComponent().path
            given.append(folder)
            real.append(Self.resolved(folder) ?? folder)
        }
        return (given, real)
    }

    /// A path with every symbolic link in it resolved (`realpath(3)`), or nil when it cannot be.
    package static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether a path is a folder or lies below it (both absolute, without `.`, `..` or a
    /// trailing `/`).
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// The indices of the `--exclude` patterns that left something out, filled in during walks.
    private final class MatchedPatterns {
        var indices: Set<Int> = []
    }

    /// The path with symbolic links resolved (the path itself when it has none or cannot be resolved).
    package static func realPath(of path: String) -> String {
        LinkResolver.realPath(of: path)
    }

    private static func display(_ path: String, base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func input(path: String) -> Input {
        let base = workingDirectory.path.hasSuffix("/") ? workingDirectory.path : workingDirectory.path + "/"
        let display = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        return Input(path: path, displayPath: display)
    }

    /// The last component of a relative path.
    package static func lastComponent(of path: String) -> Substring {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
    }

    /// The extension of a path's last component, as NSString gives it: the text after its last
    /// dot, or "" when it has none or starts with its only dot (`.xib` is a hidden file).
    package static func pathExtension(of path: String) -> Substring {
        let name = lastComponent(of: path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...]
    }
}
