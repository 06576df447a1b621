import XibifyWriting

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
/// folders are not followed (no cycles, nothing outside the tree) but returned, so the caller
/// can name them. Folders that cannot be listed and entries that
/// cannot be examined (a broken link, a loop of links) are returned too, for the caller to
/// report: a scan that passed over them in silence would look complete.
package struct DirectoryWalker {
    /// One entry of a folder, as `readdir` gives it.
    package struct Entry: Sendable {
        /// Its name.
        package var name: String
        /// Its `d_type` (`DT_DIR`, `DT_REG`, `DT_LNK`, `DT_UNKNOWN` …).
        package var type: UInt8

        /// Creates an entry.
        /// - Parameters:
        ///   - name: its name.
        ///   - type: its `d_type`.
        package init(name: String, type: UInt8) {
            self.name = name
            self.type = type
        }
    }

    /// A path under the root that could not be listed or examined, and why.
    package struct Problem: Sendable, Equatable {
        /// The path, relative to the root ("" for the root itself).
        package var path: String
        /// What the system said.
        package var reason: String
    }

    /// What a walk found.
    package struct Walk: Sendable {
        /// The files, as paths relative to the root, in no particular order.
        package var files: [String] = []
        /// Folders that could not be listed.
        package var unlistable: [Problem] = []
        /// Entries whose type could not be found (`stat` failed: a broken link, a loop of links).
        package var unexamined: [Problem] = []
        /// Files of xibify's batch writer (journals, locks, temporary files, backups; see
        /// `ScratchFile`), as paths relative to the root.
        package var scratch: [String] = []
        /// Symbolic links to folders, not followed, as paths relative to the root (those `skip`
        /// leaves out are not listed).
        package var linkedFolders: [String] = []
    }

    /// Decides, from a path relative to the root, whether to leave an entry out (and, for a
    /// folder, everything below it).
    package let skip: (_ relative: String, _ isFolder: Bool) -> Bool
    /// Lists one folder: its entries, or why it cannot be listed (tests make it fail).
    package let list: (_ folder: String) -> Result<[Entry], FileOperationError>

    /// Creates a walker that lists folders with `opendir`/`readdir`.
    /// - Parameter skip: decides which entries to leave out.
    package init(skip: @escaping (_ relative: String, _ isFolder: Bool) -> Bool) {
        self.init(skip: skip, list: Self.listFolder)
    }

    /// Creates a walker with its own way of listing a folder.
    /// - Parameters:
    ///   - skip: decides which entries to leave out.
    ///   - list: lists one folder.
    package init(
        skip: @escaping (_ relative: String, _ isFolder: Bool) -> Bool,
        list: @escaping (_ folder: String) -> Result<[Entry], FileOperationError>
    ) {
        self.skip = skip
        self.list = list
    }

    /// The files under a folder, as paths relative to it.
    /// - Parameter root: the folder's path.
    /// - Returns: the files, in no particular order (folders that cannot be listed are left out).
    package func files(under root: String) -> [String] {
        walk(under: root).files
    }

    /// The files under a folder, and what could not be listed or examined.
    /// - Parameter root: the folder's path.
    /// - Returns: the walk.
    package func walk(under root: String) -> Walk {
        var walk = Walk()
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            let entries: [Entry]
            switch list(folder) {
            case .success(let listed): entries = listed
            case .failure(let error):
                walk.unlistable.append(Problem(path: relative, reason: error.reason))
                continue
            }
            for entry in entries {
                let name = entry.name
                // Every folder lists `.` and `..`: passed over before the scratch-file check,
                // which would otherwise parse them twice per folder.
                if name == "." || name == ".." { continue }
                if name.hasPrefix(".") {
                    if ScratchFile.isWritersFile(name) {
                        walk.scratch.append(relative.isEmpty ? name : Self.join(relative, name))
                    }
                    continue
                }
                let path = relative.isEmpty ? name : Self.join(relative, name)
                let isFolder: Bool
                switch Int32(entry.type) {
                case Int32(DT_DIR): isFolder = true
                case Int32(DT_REG): isFolder = false
                default:
                    // A link or an unknown type: ask stat (a link to a folder is not followed).
                    var info = stat()
                    let full = folder + "/" + name
                    let isLink = Int32(entry.type) == Int32(DT_LNK)
                    guard stat(full, &info) == 0 else {
                        let error = String(cString: strerror(errno))
                        let reason = isLink ? "a symbolic link that cannot be followed (\(error))" : error
                        if !skip(path, false) { walk.unexamined.append(Problem(path: path, reason: reason)) }
                        continue
                    }
                    let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
                    if isDirectory && isLink {
                        if !skip(path, true) { walk.linkedFolders.append(path) }
                        continue
                    }
                    isFolder = isDirectory
                }
                if skip(path, isFolder) { continue }
                if isFolder { pending.append(path) } else { walk.files.append(path) }
            }
        }
        return walk
    }

    /// `folder + "/" + name`, made in one allocation.
    ///
    /// Two `+` made an intermediate string and appended twice, about 1,400 instructions an entry
    /// on ../shared/corpus (7,626 entries, serial before the parse; #28, third part). Both parts
    /// are valid UTF-8, so their bytes joined are the same string.
    /// - Parameters:
    ///   - folder: a relative folder path.
    ///   - name: an entry's name.
    /// - Returns: the joined path.
    static func join(_ folder: String, _ name: String) -> String {
        var folder = folder
        var name = name
        let total = folder.utf8.count + 1 + name.utf8.count
        return folder.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: total) { buffer in
                    guard let base = buffer.baseAddress else { return 0 }
                    if let start = head.baseAddress { base.initialize(from: start, count: head.count) }
                    base[head.count] = UInt8(ascii: "/")
                    if let start = tail.baseAddress {
                        (base + head.count + 1).initialize(from: start, count: tail.count)
                    }
                    return total
                }
            }
        }
    }

    /// Lists a folder with `opendir`/`readdir`.
    /// - Parameter folder: the folder's path.
    /// - Returns: its entries (`.` and `..` included), or the error of `opendir` or `readdir`.
    package static func listFolder(_ folder: String) -> Result<[Entry], FileOperationError> {
        guard let directory = opendir(folder) else { return .failure(.current) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        // `.`, `..` and a few more: without it the array grew four times in most folders.
        entries.reserveCapacity(16)
        errno = 0
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            entries.append(Entry(name: name, type: entry.pointee.d_type))
            errno = 0
        }
        // readdir returns nil at the end and on an error; only an error sets errno.
        if errno != 0 { return .failure(.current) }
        return .success(entries)
    }
}
