import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes the missing folders of an output file's path (`--output`, `--write-baseline`, …), and
/// never through a symbolic link xibify did not make (#32).
///
/// The path is walked as written, from the working folder down: the working folder and what is
/// above it are the user's (macOS's `/tmp` and `/var` are links), as are the folders of an
/// absolute path outside it, which is walked from its deepest folder that exists. Nothing is made
/// when every folder exists, whatever they are (writing into a folder that is a link is what a
/// shell's `>` does, and what `OutputFile` did before). When one is missing, every existing folder
/// of the walk before it must be a real folder, not a symbolic link: otherwise nothing is made and
/// the link is named (`ENOTDIR`). Each missing folder is made with `mkdirat` in the folder before
/// it, opened with `O_NOFOLLOW`, so a link put in place of a folder meanwhile is not followed either.
package enum OutputFolders {
    /// Makes the folders an output path needs.
    /// - Parameters:
    ///   - path: the output file's path as the user gave it.
    ///   - workingDirectory: the folder a relative path starts from (the process's own by default).
    /// - Returns: the folders made, outermost first, spelled as in the path (empty when all exist).
    /// - Throws: the failed call's error, or `ENOTDIR` with an explanation when a folder of the walk
    ///   is a symbolic link (or not a folder) and a folder below it is missing.
    package static func make(
        for path: String, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(FileOperationError) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty, !exists(path.hasPrefix("/") ? folder : workingDirectory + "/" + folder) else {
            return []
        }
        let (start, spelledStart, components) = walk(of: folder, workingDirectory: workingDirectory)
        var descriptor = open(start, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .current }
        defer { close(descriptor) }
        var spelled = spelledStart
        var made: [String] = []
        for component in components {
            let shown = spelled.map { $0 + "/" + component } ?? component
            spelled = shown
            var status = stat()
            if fstatat(descriptor, component, &status, AT_SYMLINK_NOFOLLOW) != 0 {
                guard errno == ENOENT else { throw .current }
                // Made meanwhile by someone else (EEXIST): opened below without following a link.
                if mkdirat(descriptor, component, 0o777) == 0 {
                    made.append(shown)
                } else if errno != EEXIST {
                    throw .current
                }
            } else if status.st_mode & S_IFMT == S_IFLNK {
                throw FileOperationError(
                    ENOTDIR,
                    explanation: "\(shown) is a symbolic link, and xibify makes no folder through a link it did not "
                        + "make; make \(folder) yourself, or give a path without the link")
            } else if status.st_mode & S_IFMT != S_IFDIR {
                throw FileOperationError(ENOTDIR, explanation: "\(shown) is not a folder")
            }
            // The next folder is looked for in this one, never through a link put here meanwhile.
            let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                if errno == ELOOP || errno == ENOTDIR {
                    throw FileOperationError(
                        ENOTDIR, explanation: "\(shown) was replaced by a symbolic link or a file while xibify made it")
                }
                throw .current
            }
            close(descriptor)
            descriptor = next
        }
        return made
    }

    /// Where the walk of a folder starts (a folder that is the user's), as opened and as spelled in
    /// the path (nil for a relative path, whose folders are spelled from their first), and the
    /// folders below it.
    private static func walk(of folder: String, workingDirectory: String) -> (
        start: String, spelled: String?, components: [String]
    ) {
        let components = folder.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard folder.hasPrefix("/") else { return (workingDirectory, nil, components) }
        let inside = workingDirectory.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if components.starts(with: inside) {
            let spelled = "/" + inside.joined(separator: "/")
            return (spelled, spelled == "/" ? "" : spelled, Array(components.dropFirst(inside.count)))
        }
        var existing = components.count
        while existing > 0 && !isFolder("/" + components.prefix(existing).joined(separator: "/")) { existing -= 1 }
        let spelled = "/" + components.prefix(existing).joined(separator: "/")
        return (spelled, spelled == "/" ? "" : spelled, Array(components.dropFirst(existing)))
    }

    /// Whether a folder exists (through links, as the write will reach it).
    private static func exists(_ folder: String) -> Bool {
        var status = stat()
        return stat(folder, &status) == 0
    }

    /// Whether a path is a folder (through links).
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
