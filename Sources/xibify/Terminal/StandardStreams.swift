#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps descriptors 0, 1 and 2 taken, so nothing the program opens becomes its standard output.
///
/// A program started with standard output closed (`xibify rewrite --write >&-`) gets descriptor 1
/// for the next file it opens: a lock file or a temporary file of the batch would then receive
/// the summary, or a read-only file would make the write fail with `EINVAL`. Each closed one is
/// taken by `/dev/null` opened read-only, so writing to it fails with `EBADF` as it would have,
/// and the failure is reported as a lost output (`OutputLoss`) instead of landing in a file (#27).
enum StandardStreams {
    /// Opens `/dev/null` read-only on each of descriptors 0, 1 and 2 that is closed.
    static func reserve() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
