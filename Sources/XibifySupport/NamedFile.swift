#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file the user names on the command line (`--baseline FILE`) to its end: a regular
/// file, or a stream such as a process substitution (`--baseline <(git show main:baseline.json)`,
/// a FIFO under `/dev/fd`), which Foundation turned down as "permission denied".
///
/// Unlike the files a repository holds (`RegularFile`), a stream the user names is waited on, as
/// a shell's `cat` waits: its writer is the user's own command.
package enum NamedFile {
    /// The bytes of the file at a path, at most `limit` of them.
    /// - Throws: `RegularFile.ReadError` with the system's error, when it cannot be opened or
    ///   read, is a folder, or holds more than `limit` bytes.
    package static func bytes(atPath path: String, limit: Int) throws(RegularFile.ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw RegularFile.ReadError(code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw RegularFile.ReadError(code: errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw RegularFile.ReadError(code: EISDIR) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw RegularFile.ReadError(code: errno) }
            if got == 0 { return bytes }
            guard bytes.count + got <= limit else {
                throw RegularFile.ReadError(reason: "longer than \(limit) bytes")
            }
            bytes += chunk[..<got]
        }
    }
}
