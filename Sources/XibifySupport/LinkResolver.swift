import Foundation

/// Resolves a path that is itself a symbolic link.
package enum LinkResolver {
    /// The path with symbolic links resolved (the path itself when it has none or cannot be resolved).
    /// - Parameter path: a path.
    /// - Returns: the resolved path.
    package static func realPath(of path: String) -> String {
        var info = stat()
        // Only a file that is itself a link is resolved: folders above it are the same for every
        // file found under them (links to folders are not followed).
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
