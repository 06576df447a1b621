import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file the user named for output (`--output`, `--output-file`, the configuration's
/// `output`, `--write-baseline`) without replacing what is not a regular file (#27).
///
/// - A symbolic link is followed to its target (the link stays a link); so is a chain of them,
///   and a link to nowhere makes its target.
/// - A regular file, or a path where nothing is, is replaced atomically: the bytes go to a
///   temporary file beside it (`ScratchFile.temporaryName`, created exclusively, with the old
///   file's permission bits), flushed, then renamed over it, so a reader never sees half of it.
/// - Anything else that exists (a FIFO, `/dev/null`, `/dev/stdout`, a terminal, a character
///   device) is opened for writing and written in place, as a shell's `>` does: never
///   replaced. A FIFO's reader gets the bytes; opening waits for one, as `>` does.
/// - Folders of the path that do not exist are made first (#32), but never through a symbolic
///   link xibify did not make: when an existing folder of the path as written is a link (from the
///   working folder down; the working folder, what is above it and the existing folders of an
///   absolute path outside it are the user's), nothing is made and the link is named
///   (`OutputFolders`).
package enum OutputFile {
    /// How many symbolic links are followed before giving up (`ELOOP`), as the kernel does.
    package static let linkLimit = 40

    /// Writes bytes to a path, making the folders it needs.
    /// - Parameters:
    ///   - data: the bytes.
    ///   - path: the path, absolute or relative to the current folder.
    ///   - workingDirectory: the folder whose links `OutputFolders` checks (the process's own by default).
    /// - Returns: the folders made for it, outermost first, as the path spells them.
    /// - Throws: the failed call's error (`ELOOP` for a loop of links, `EISDIR` for a folder), or
    ///   `ENOTDIR` with an explanation when a missing folder would be made through a symbolic link.
    @discardableResult
    package static func write(
        _ data: Data, to path: String, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(FileOperationError) -> [String] {
        let made = try OutputFolders.make(for: path, workingDirectory: workingDirectory)
        try writeFile(data, to: path)
        return made
    }

    /// Writes bytes to a path whose folder exists.
    private static func writeFile(_ data: Data, to path: String) throws(FileOperationError) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else {
                // Opened through its links by the kernel, so `/dev/stdout` finds the real stream.
                try writeInPlace(data, to: path)
                return
            }
            try replace(realPath(path) ?? path, with: data, mode: status.st_mode & 0o7777)
        } else if errno == ENOENT {
            // Nothing there, or a link to nothing: the file is made where the links lead.
            try replace(resolved(path), with: data, mode: nil)
        } else {
            throw .current
        }
    }

    /// The path with every link resolved by the kernel (`realpath(3)`), when it exists.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The path with every symbolic link at its end followed by reading it (the links of a
    /// path that leads nowhere, which `realpath` cannot resolve); the path itself when it is not
    /// a link.
    package static func resolved(_ path: String) throws(FileOperationError) -> String {
        var current = path
        for _ in 0...linkLimit {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw .current }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else {
                let folder = (current as NSString).deletingLastPathComponent
                current = folder.isEmpty ? destination : folder + "/" + destination
            }
        }
        throw FileOperationError(ELOOP)
    }

    /// Opens an existing file that is not a regular one and writes the bytes into it.
    private static func writeInPlace(_ data: Data, to path: String) throws(FileOperationError) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .current }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor)
    }

    /// Replaces a regular file (or creates one) through a temporary file renamed over it.
    private static func replace(_ path: String, with data: Data, mode: mode_t?) throws(FileOperationError) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporaryName = ScratchFile.temporaryName(for: name)
        let temporary = folder.isEmpty ? temporaryName : folder + "/" + temporaryName
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .current }
        var failure: FileOperationError?
        if let mode, fchmod(descriptor, mode) != 0 { failure = .current }
        if failure == nil {
            do throws(FileOperationError) { try writeAll(data, to: descriptor) } catch { failure = error }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = .current }
        if close(descriptor) != 0, failure == nil { failure = .current }
        if failure == nil, rename(temporary, path) != 0 { failure = .current }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Writes every byte, through short writes and interruptions.
    private static func writeAll(_ data: Data, to descriptor: Int32) throws(FileOperationError) {
        let failure: Int32? = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = writeBytes(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw FileOperationError(failure) }
    }
}

/// `write(2)`, by a name the enum's own `write` does not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
