#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat(2)` says about a file, as far as the batch writer needs it.
package struct FileStatus: Sendable, Equatable {
    /// The permission bits (`st_mode & 0o7777`).
    package var permissions: UInt32
    /// Whether it is a regular file.
    package var isRegular: Bool
    /// Whether it is a folder.
    package var isFolder: Bool
    /// Size in bytes.
    package var size: Int64
    /// The device and inode: which file this is.
    package var identity: [UInt64]
    /// Last modification and last status change, in nanoseconds: any write, rename over it or
    /// `chmod` changes one of them.
    package var times: [Int64]
    /// Owner and group.
    package var owner: UInt32
    package var group: UInt32

    /// Whether its owner may write it (`S_IWUSR`): the mode bits, not `access(2)`, which says
    /// yes to root whatever the bits.
    package var isWritableByOwner: Bool { permissions & UInt32(S_IWUSR) != 0 }

    /// The same file, unchanged since this status was taken (size, identity and times).
    /// - Parameter other: a later status.
    /// - Returns: whether nothing about the contents can have changed.
    package func isUnchanged(comparedWith other: FileStatus) -> Bool {
        size == other.size && identity == other.identity && times == other.times
    }

    /// Creates a status from `stat(2)`'s record.
    /// - Parameter info: the record.
    package init(_ info: stat) {
        permissions = UInt32(info.st_mode) & 0o7777
        isRegular = (info.st_mode & S_IFMT) == S_IFREG
        isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        size = Int64(info.st_size)
        identity = [UInt64(info.st_dev), UInt64(info.st_ino)]
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        times = [
            Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
        ]
        owner = UInt32(info.st_uid)
        group = UInt32(info.st_gid)
    }

    /// Creates a status from its parts (tests).
    package init(permissions: UInt32, isRegular: Bool = true, size: Int64 = 0, owner: UInt32 = 0, group: UInt32 = 0) {
        self.permissions = permissions
        self.isRegular = isRegular
        isFolder = false
        self.size = size
        identity = [0, 0]
        times = [0, 0]
        self.owner = owner
        self.group = group
    }
}
