#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a regular file's bytes straight into an array, with the system calls.
///
/// Both readers of a run's inputs use it: the IB documents (`DocumentLoader`) and the app's
/// sources and projects (`WorkspaceCache`). Foundation's `FileHandle.readData` made a `Data` that
/// each caller then copied into an array, and opened a FIFO named `Card.swift` for reading,
/// which waits for a writer forever; here the file is opened without blocking and anything but a
/// regular file (after links) is refused.
package enum RegularFile {
    /// Why a file could not be read.
    package struct ReadError: Error, Sendable {
        /// The system's words for it, or "not a regular file".
        package var reason: String
        /// The system's error number, when the system refused.
        package var code: Int32?

        package init(reason: String) { self.reason = reason }

        /// The system's error.
        package init(code: Int32) {
            self.reason = String(cString: strerror(code))
            self.code = code
        }
    }

    /// At most the first `limit` bytes of the regular file at a path (all of them by default).
    ///
    /// The file is read up to the size `fstat` gives when it is opened; bytes appended while it
    /// is read are not waited for.
    package static func bytes(atPath path: String, limit: Int = .max) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError(code: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw ReadError(reason: "not a regular file") }
        let size = min(Int(info.st_size), max(limit, 0))
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size, let base = buffer.baseAddress {
                let got = read(descriptor, base + done, size - done)
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else {
                    if got < 0 { failure = errno }
                    break
                }
                done += got
            }
            count = done
        }
        if let failure { throw ReadError(code: failure) }
        return bytes
    }
}
