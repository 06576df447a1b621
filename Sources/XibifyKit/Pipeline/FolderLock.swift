#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on a folder while a batch writes in it: `flock(LOCK_EX | LOCK_NB)` on the
/// folder's `.xibify.lock`, which is removed when the lock is released.
///
/// The kernel drops a `flock` when its holder exits, however it exits, so a lock file left by a
/// killed run blocks nobody: the next run takes the lock on it and removes it. The holder writes
/// its process id into the file, for the message of a run that finds the lock taken.
package struct FolderLock: Sendable {
    /// Why a lock could not be taken.
    package enum Problem: Error, Sendable, Equatable {
        /// Another process holds it (its id, when it could be read).
        case held(processID: Int32?)
        /// The lock file could not be created or locked.
        case failed(FileOperationError)
    }

    /// The locked folder.
    package let folder: String
    /// The lock file.
    package let path: String
    private let descriptor: Int32

    /// Takes the lock of a folder, without waiting.
    /// - Parameter folder: the folder.
    /// - Returns: the lock, held until `release()`.
    /// - Throws: `Problem.held` when another process holds it, `Problem.failed` when the lock file
    ///   cannot be made (the folder is not writable).
    package static func acquire(in folder: String) throws(Problem) -> FolderLock {
        let path = folder.hasSuffix("/") ? folder + ScratchFile.lockName : folder + "/" + ScratchFile.lockName
        // A few rounds: the holder removes the file when it is done, so the file this run opened
        // may have lost its name by the time the lock was granted; then it is opened again.
        for _ in 0..<16 {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw .failed(.current) }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                let holder = code == EWOULDBLOCK ? Self.processID(in: descriptor) : nil
                close(descriptor)
                throw code == EWOULDBLOCK ? .held(processID: holder) : .failed(FileOperationError(code))
            }
            var opened = stat()
            var named = stat()
            if fstat(descriptor, &opened) == 0, stat(path, &named) == 0, opened.st_dev == named.st_dev,
                opened.st_ino == named.st_ino
            {
                let text = Array("\(getpid())\n".utf8)
                if ftruncate(descriptor, 0) == 0 {
                    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress!, $0.count, 0) }
                }
                return FolderLock(folder: folder, path: path, descriptor: descriptor)
            }
            close(descriptor)
        }
        throw .held(processID: nil)
    }

    /// Removes the lock file and releases the lock.
    package func release() {
        unlink(path)
        close(descriptor)
    }

    private static func processID(in descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingWhitespace)
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(self.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
