#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The batch writer's file operations, made with the system calls of their names.
package struct SystemFileSystem: BatchFileSystem {
    /// Creates the file system.
    package init() {}

    package func status(_ path: String) -> FileStatus? {
        var info = stat()
        return stat(path, &info) == 0 ? FileStatus(info) : nil
    }

    package func read(_ path: String) throws(FileOperationError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .current }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw .current }
            if got == 0 { return bytes }
            bytes += chunk[..<got]
        }
    }

    package func create(_ path: String, contents: [UInt8], permissions: UInt32?, owner: (UInt32, UInt32)?)
        throws(FileOperationError)
    {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .current }
        var failure: FileOperationError?
        var done = 0
        while done < contents.count {
            let written = contents.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + done, $0.count - done) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                failure = written < 0 ? .current : FileOperationError(EIO)
                break
            }
            done += written
        }
        if failure == nil, let permissions, fchmod(descriptor, mode_t(permissions)) != 0 { failure = .current }
        if failure == nil, let owner, fchown(descriptor, uid_t(owner.0), gid_t(owner.1)) != 0, errno != EPERM {
            failure = .current
        }
        if failure == nil, fsync(descriptor) != 0 { failure = .current }
        // Some file systems (NFS) report a failed write only when the file is closed.
        if close(descriptor) != 0, failure == nil { failure = .current }
        if let failure { throw failure }
    }

    package func rename(_ source: String, to destination: String) throws(FileOperationError) {
        guard systemRename(source, destination) == 0 else { throw .current }
    }

    package func link(_ source: String, to destination: String) throws(FileOperationError) {
        guard systemLink(source, destination) == 0 else { throw .current }
    }

    package func remove(_ path: String) throws(FileOperationError) {
        guard unlink(path) == 0 else { throw .current }
    }

    package func makeFolder(_ path: String) throws(FileOperationError) {
        guard mkdir(path, 0o777) == 0 else { throw .current }
    }

    package func removeFolder(_ path: String) throws(FileOperationError) {
        guard rmdir(path) == 0 else { throw .current }
    }

    package func list(_ folder: String) throws(FileOperationError) -> [String] {
        guard let directory = opendir(folder) else { throw .current }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    package func syncFolder(_ folder: String) throws(FileOperationError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .current }
        defer { close(descriptor) }
        // Some file systems cannot flush a folder (EINVAL); their renames are as durable as they get.
        guard fsync(descriptor) == 0 || errno == EINVAL else { throw .current }
    }
}

// The system calls, under names the methods above do not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func systemRename(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}

private func systemLink(_ source: String, _ destination: String) -> Int32 {
    link(source, destination)
}
