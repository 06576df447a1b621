#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists the files under a folder with `opendir`/`readdir`.
///
/// Foundation's enumerator asks for resource values per entry, which on Linux cost about as
/// much as parsing the files (a third of a `report` on ../shared/corpus, measured with
/// callgrind). Hidden entries are skipped; symbolic links to files are listed, links to
/// folders are not followed (no cycles); unreadable subfolders are passed over.
struct DirectoryWalker {
    /// Decides, from a path relative to the root, whether to leave an entry out (and, for a
    /// folder, everything below it).
    let skip: (_ relative: String, _ isFolder: Bool) -> Bool

    /// The files under a folder, as paths relative to it.
    /// - Parameter root: the folder's path.
    /// - Returns: the files, in no particular order.
    func files(under root: String) -> [String] {
        var found: [String] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name.hasPrefix(".") { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                let isFolder: Bool
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): isFolder = true
                case Int32(DT_REG): isFolder = false
                default:
                    // A link or an unknown type: ask stat (a link to a folder is not followed).
                    var info = stat()
                    let full = folder + "/" + name
                    guard stat(full, &info) == 0 else { continue }
                    let isLink = Int32(entry.pointee.d_type) == Int32(DT_LNK)
                    let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
                    if isDirectory && isLink { continue }
                    isFolder = isDirectory
                }
                if skip(path, isFolder) { continue }
                if isFolder { pending.append(path) } else { found.append(path) }
            }
        }
        return found
    }
}
