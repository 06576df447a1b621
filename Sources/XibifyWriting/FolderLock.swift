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
///
/// The lock path may be something a repository ships (#27): it is never followed, truncated or
/// removed unless it is a lock file as xibify makes them. It is created with
/// `O_CREAT | O_EXCL | O_NOFOLLOW`; an existing one is taken only when it is a regular file with
/// one link that holds a process id or nothing (a killed run's). A symbolic link, a FIFO, a
/// device, a folder, a file with other links or other contents is refused (`Problem.foreign`)
/// and left as it is.
package struct FolderLock: Sendable {
    /// Why a lock could not be taken.
    package enum Problem: Error, Sendable, Equatable {
        /// Another process holds it (its id, when it could be read).
        case held(processID: Int32?)
        /// The lock file could not be created or locked.
        case failed(FileOperationError)
        /// Something that is not a lock file of xibify is at the lock's path; it was left alone.
        case foreign(Foreign)
    }

    /// What stands at a lock's path instead of a lock file (a stable identifier each).
    package enum Foreign: String, Sendable, Equatable {
        /// A symbolic link (never followed).
        case symbolicLink = "symbolic-link"
        /// A FIFO.
        case fifo
        /// A character or block device.
        case device
        /// A folder.
        case folder
        /// A socket, or a file of another type.
        case other
        /// A regular file with other hard links (truncating it would change them).
        case hardLink = "hard-link"
        /// A regular file that holds something other than a process id.
        case contents

        /// What it is, in words.
        package var description: String {
            switch self {
            case .symbolicLink: "a symbolic link"
            case .fifo: "a FIFO"
            case .device: "a device"
            case .folder: "a folder"
            case .other: "not a regular file"
            case .hardLink: "a file with other hard links"
            case .contents: "a file that holds something other than a process id"
            }
        }
    }

    /// The locked folder.
    package let folder: String
    /// The lock file.
    package let path: String
    private let descriptor: Int32
    private let device: UInt64
    private let inode: UInt64

    /// Takes the lock of a folder, without waiting.
    /// - Parameter folder: the folder.
    /// - Returns: the lock, held until `release()`.
    /// - Throws: `Problem.held` when another process holds it, `Problem.foreign` when something
    ///   else is at the lock's path, `Problem.failed` when the lock file cannot be made (the
    ///   folder is not writable).
    package static func acquire(in folder: String) throws(Problem) -> FolderLock {
        let path = folder.hasSuffix("/") ? folder + ScratchFile.lockName : folder + "/" + ScratchFile.lockName
        // A few rounds: the holder removes the file when it is done, so the file this run opened
        // may have lost its name by the time the lock was granted; then it is opened again.
        for _ in 0..<16 {
            guard let descriptor = try openLockFile(path) else { continue }
            var opened = stat()
            guard fstat(descriptor, &opened) == 0 else {
                let failure = FileOperationError.current
                close(descriptor)
                throw .failed(failure)
            }
            if let foreign = Self.foreign(opened) {
                close(descriptor)
                throw .foreign(foreign)
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                let holder = code == EWOULDBLOCK ? Self.processID(in: descriptor) : nil
                close(descriptor)
                throw code == EWOULDBLOCK ? .held(processID: holder) : .failed(FileOperationError(code))
            }
            var named = stat()
            guard lstat(path, &named) == 0, opened.st_dev == named.st_dev, opened.st_ino == named.st_ino else {
                close(descriptor)
                continue
            }
            // Held now: its holder was killed, or it was never a lock. Only a process id (or
            // nothing, when a run was killed before writing it) is overwritten.
            guard Self.holdsProcessID(descriptor) else {
                close(descriptor)
                throw .foreign(.contents)
            }
            let text = Array("\(getpid())\n".utf8)
            if ftruncate(descriptor, 0) == 0 {
                _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress!, $0.count, 0) }
            }
            return FolderLock(
                folder: folder, path: path, descriptor: descriptor, device: UInt64(opened.st_dev),
                inode: UInt64(opened.st_ino))
        }
        throw .held(processID: nil)
    }

    /// Removes the lock file and releases the lock; a file that took its name meanwhile stays.
    package func release() {
        var named = stat()
        if lstat(path, &named) == 0, UInt64(named.st_dev) == device, UInt64(named.st_ino) == inode {
            unlink(path)
        }
        close(descriptor)
    }

    /// Opens the lock file without following a link: a new one exclusively, an existing one only
    /// when it is a regular file (nothing else is opened, so opening has no side effect).
    /// - Returns: the descriptor, or nil when the path changed meanwhile (try again).
    private static func openLockFile(_ path: String) throws(Problem) -> Int32? {
        let created = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        if created >= 0 { return created }
        guard errno == EEXIST else { throw .failed(.current) }
        var existing = stat()
        guard lstat(path, &existing) == 0 else {
            if errno == ENOENT { return nil }
            throw .failed(.current)
        }
        if let foreign = foreign(existing) { throw .foreign(foreign) }
        let descriptor = open(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        if descriptor >= 0 { return descriptor }
        switch errno {
        case ENOENT: return nil
        case ELOOP: throw .foreign(.symbolicLink)
        default: throw .failed(.current)
        }
    }

    /// What a file's status says it is, when it is not a lock file xibify could have made.
    private static func foreign(_ status: stat) -> Foreign? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: status.st_nlink == 1 ? nil : .hardLink
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        case S_IFCHR, S_IFBLK: .device
        case S_IFDIR: .folder
        default: .other
        }
    }

    /// Whether an open lock file holds a process id and a line end, or nothing.
    private static func holdsProcessID(_ descriptor: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 33)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, 0) }
        guard count >= 0, count < buffer.count else { return false }
        var bytes = buffer[..<count]
        if bytes.last == UInt8(ascii: "\n") { bytes = bytes.dropLast() }
        return bytes.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
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
