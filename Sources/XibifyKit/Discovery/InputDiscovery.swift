import Foundation

/// Finds the `.storyboard` and `.xib` files to scan from the paths a user gave.
public struct InputDiscovery: Sendable {
    /// A file to read, and how to show its path.
    public struct Input: Sendable, Hashable {
        /// The path used to read the file.
        public var path: String
        /// The path shown to users: relative to the working folder when under it.
        public var displayPath: String

        /// Creates an input.
        /// - Parameters:
        ///   - path: the path used to read the file.
        ///   - displayPath: the path shown to users.
        public init(path: String, displayPath: String) {
            self.path = path
            self.displayPath = displayPath
        }
    }

    /// What discovery found: the files to read, and the paths that could not be read at all.
    public struct Result: Sendable {
        /// The files, sorted by display path.
        public var inputs: [Input]
        /// Paths given by the user that do not exist or cannot be listed.
        public var errors: [DocumentError]
    }

    /// File extensions that are scanned.
    public static let extensions: Set<String> = ["storyboard", "xib"]

    /// Patterns of paths to leave out.
    public var excludes: [Glob]
    /// The folder that displayed paths are relative to.
    public var workingDirectory: URL

    /// Creates a discovery.
    /// - Parameters:
    ///   - excludes: patterns of paths to leave out.
    ///   - workingDirectory: the folder displayed paths are relative to.
    public init(excludes: [Glob] = [], workingDirectory: URL) {
        self.excludes = excludes
        self.workingDirectory = workingDirectory.standardizedFileURL
    }

    /// Expands files and folders (searched recursively; hidden folders and `.build` skipped).
    /// - Parameter paths: what the user named; files are taken whatever their extension.
    /// - Returns: the files, deduplicated and sorted, and the unreadable paths.
    public func discover(_ paths: [String]) -> Result {
        var inputs: [String: Input] = [:]
        var errors: [DocumentError] = []
        let fileManager = FileManager.default
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
                inputs[url.path] = input(url)
                continue
            }
            guard fileManager.isReadableFile(atPath: url.path),
                (try? fileManager.contentsOfDirectory(atPath: url.path)) != nil
            else {
                errors.append(DocumentError(path: path, reason: .unreadable("the folder cannot be listed")))
                continue
            }
            let walker = DirectoryWalker { relative, isFolder in
                self.excludes.contains { $0.matches(relative) }
                    || (isFolder && (relative as NSString).lastPathComponent == ".build")
            }
            for relative in walker.files(under: url.path)
            where Self.extensions.contains((relative as NSString).pathExtension.lowercased()) {
                let file = url.appendingPathComponent(relative).standardizedFileURL
                inputs[file.path] = input(file)
            }
        }
        let sorted = inputs.values.sorted { $0.displayPath < $1.displayPath }
        return Result(inputs: sorted, errors: errors)
    }

    private func input(_ url: URL) -> Input {
        let base = workingDirectory.path.hasSuffix("/") ? workingDirectory.path : workingDirectory.path + "/"
        let display = url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.path
        return Input(path: url.path, displayPath: display)
    }
}
