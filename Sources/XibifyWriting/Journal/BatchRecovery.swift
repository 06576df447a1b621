import Foundation
import XibifySupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finishes or undoes, before a run reads anything, each batch that an earlier run was writing
/// when it was killed, from the journal it left (`BatchJournal`).
///
/// The decision, per batch: a journal `prepared` means nothing was replaced yet, so the batch is
/// undone (its temporary files and created folders removed; no target is touched). A journal
/// `committed` means every new file had been written, read back, and every input compared with
/// what was read — the write the user asked for had passed its last check — so the batch is
/// finished, when every file still holds its original or new contents and every new file not
/// yet in place is intact. When a new file is lost but every original is, the batch is undone
/// instead. When a file holds neither (edited since), nothing is touched: the run refuses and
/// names, for each file, what it holds and which scratch file holds its original and its new
/// contents. Every step can be repeated: a recovery that is itself killed leaves the journal,
/// and the next run takes it up from what the files hold.
///
/// A journal is read as untrusted input (a repository can ship one): only paths inside its
/// folder, reached without a symbolic link, are touched, and only to move the batch's own
/// scratch files (named from the batch's UUID) over the files it lists or to remove them.
package struct BatchRecovery: Sendable {
    /// The file operations (tests make them fail).
    package var fileSystem: any BatchFileSystem = SystemFileSystem()
    /// Where displayed paths start in absolute ones (the working folder), when known.
    package var displayBase: String?

    /// Creates a recovery.
    /// - Parameter workingDirectory: the folder displayed paths are relative to.
    package init(workingDirectory: String?) {
        displayBase = workingDirectory.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// The folders of the paths a run was given: a folder itself, a file's folder.
    /// - Parameters:
    ///   - paths: as given.
    ///   - workingDirectory: what relative paths start from.
    /// - Returns: absolute folders.
    package static func folders(of paths: [String], workingDirectory: URL) -> [String] {
        paths.map { path in
            let url =
                (path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path))
                .standardizedFileURL
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            return exists && isFolder.boolValue ? url.path : url.deletingLastPathComponent().path
        }
    }

    /// The batch writer's files (`ScratchFile.isWritersFile`) in some folders and in every
    /// folder above them.
    /// - Parameter folders: absolute folders (the scanned roots).
    /// - Returns: their paths, sorted, each once.
    package func writersFiles(inAndAbove folders: [String]) -> [String] {
        var listed = Set<String>()
        var found = Set<String>()
        for start in folders {
            var folder = start
            while listed.insert(folder).inserted {
                for name in (try? fileSystem.list(folder)) ?? [] where ScratchFile.isWritersFile(name) {
                    found.insert(BatchWrite.join(folder, name))
                }
                let parent = BatchWrite.parent(of: folder)
                if parent == folder || parent == "." { break }
                folder = parent
            }
        }
        return found.sorted()
    }

    /// Clears the scratch files that no journal governs, folder by folder under its lock (a
    /// folder whose lock another run holds is left alone): temporary files and journals being
    /// written are removed (nothing had been replaced when they were made), a lock file no run
    /// holds goes with the lock, and a backup an earlier build kept is named and kept.
    /// - Parameter paths: the writer's files found (not journals).
    /// - Returns: what was found, as the writer reports leftovers.
    package func sweep(_ paths: [String]) -> [BatchWriter.Leftover] {
        var leftovers: [BatchWriter.Leftover] = []
        let byFolder = Dictionary(grouping: paths, by: { BatchWrite.parent(of: $0) })
        for folder in byFolder.keys.sorted() {
            // A folder another run holds is being written; one that cannot be locked (read-only)
            // is only reported, so that no backup goes unmentioned.
            let lock: FolderLock?
            switch self.lock(folder) {
            case .success(let held): lock = held
            case .failure(.held): continue
            case .failure: lock = nil
            }
            defer { lock?.release() }
            for path in byFolder[folder, default: []].sorted() where fileSystem.status(path) != nil {
                let name = BatchWrite.name(of: path)
                if let journal = BatchJournal.parseName(name) {
                    // A journal being written when its run was killed; a whole one was recovered.
                    if journal.isTemporary, !hasJournal(journal.batch, above: folder) {
                        let removed = lock != nil && (try? fileSystem.remove(path)) != nil
                        leftovers.append(
                            BatchWriter.Leftover(
                                path: display(path),
                                target: display(BatchWrite.join(folder, BatchJournal.fileName(for: journal.batch))),
                                isBackup: false, removed: removed))
                    }
                    continue
                }
                guard let scratch = ScratchFile.parse(name), !hasJournal(scratch.batch, above: folder) else { continue }
                var leftover = BatchWriter.Leftover(
                    path: display(path), target: display(BatchWrite.join(folder, scratch.target)),
                    isBackup: scratch.kind == .backup, removed: false)
                if lock != nil, scratch.kind == .temporary { leftover.removed = (try? fileSystem.remove(path)) != nil }
                leftovers.append(leftover)
            }
        }
        return leftovers
    }

    /// Whether a batch's journal is in a folder or above it.
    private func hasJournal(_ batch: UUID, above folder: String) -> Bool {
        var current = folder
        while true {
            if fileSystem.status(BatchWrite.join(current, BatchJournal.fileName(for: batch))) != nil { return true }
            let parent = BatchWrite.parent(of: current)
            if parent == current || parent == "." { return false }
            current = parent
        }
    }

    /// Finishes or undoes one batch.
    /// - Parameter path: the journal's absolute path.
    /// - Returns: what became of it.
    package func recover(journal path: String) -> RecoveredBatch {
        let folder = BatchWrite.parent(of: path)
        var result = RecoveredBatch(journal: display(path), resolution: .undone, reason: nil, files: [])
        func refuse(_ kind: RecoveredBatch.Refusal.Kind, _ detail: String, _ files: [RecoveredBatch.FileState] = [])
            -> RecoveredBatch
        {
            result.resolution = .refused(RecoveredBatch.Refusal(kind: kind, detail: detail, files: files))
            return result
        }
        guard let parsed = BatchJournal.parseName(BatchWrite.name(of: path)), !parsed.isTemporary else {
            return refuse(.unreadableJournal, "not a journal's name")
        }
        // Read before the lock, to name the files of a batch that is being written: a journal
        // is renamed into place whole, so it can be read at any moment.
        let read: Result<BatchJournal, RecoveredBatch.Refusal>
        do {
            read = .success(try BatchJournal.decode(try fileSystem.read(path), batch: parsed.batch))
        } catch let error as FileOperationError {
            read = .failure(RecoveredBatch.Refusal(kind: .unreadableJournal, detail: error.reason, files: []))
        } catch let defect as BatchJournal.Defect {
            read = .failure(RecoveredBatch.Refusal(kind: .unreadableJournal, detail: Self.words(defect), files: []))
        } catch {
            read = .failure(RecoveredBatch.Refusal(kind: .unreadableJournal, detail: "\(error)", files: []))
        }
        if case .success(let journal) = read {
            result.files = journal.files.map { display(BatchWrite.join(folder, $0.path)) }
        }
        var locks: [FolderLock] = []
        defer { for lock in locks.reversed() { lock.release() } }
        // The journal's folder first: its writer holds that lock while the journal exists.
        switch lock(folder) {
        case .success(let held): locks.append(held)
        case .failure(.held(let processID)):
            result.resolution = .inProgress(processID: processID)
            return result
        case .failure(let problem): return refuse(.cannotLock, Self.words(problem))
        }
        let journal: BatchJournal
        switch read {
        case .success(let read): journal = read
        case .failure(let refusal):
            result.resolution = .refused(refusal)
            return result
        }
        let files = journal.files.map { BatchWrite.join(folder, $0.path) }
        if let outside = outsidePath(journal, in: folder) { return refuse(.pathOutside, display(outside)) }
        for relative in journal.locks where relative != "." {
            let other = BatchWrite.join(folder, relative)
            guard fileSystem.status(other)?.isFolder == true else { continue }
            switch lock(other) {
            case .success(let held): locks.append(held)
            case .failure(.held(let processID)):
                result.resolution = .inProgress(processID: processID)
                return result
            case .failure(let problem): return refuse(.cannotLock, Self.words(problem))
            }
        }
        let found = zip(journal.files, files).map { entry, target in
            Found(entry: entry, target: target, batch: journal.batch, fileSystem: fileSystem)
        }
        do {
            switch journal.phase {
            case .prepared:
                try discard(found, journal: journal, folder: folder)
                result.reason = .notCommitted
            case .committed where found.allSatisfy(\.canFinish):
                try finish(found)
                result.resolution = .finished
                result.reason = .committed
            case .committed where found.allSatisfy(\.canUndo):
                try undo(found, journal: journal, folder: folder)
                result.reason = .newContentsLost
            case .committed:
                return refuse(.editedSince, "", found.map { state(of: $0) })
            }
            try? fileSystem.remove(BatchWrite.join(folder, BatchJournal.temporaryFileName(for: journal.batch)))
            try fileSystem.remove(path)
            try? fileSystem.syncFolder(folder)
        } catch {
            return refuse(.cannotWrite, error.reason)
        }
        return result
    }

    // MARK: - Rolling

    /// Rolls forward: each file not yet in place gets its original's backup (when it has none
    /// yet) and its new contents; then the scratch files go.
    private func finish(_ found: [Found]) throws(FileOperationError) {
        for file in found where file.holds != .new {
            if file.entry.original != nil {
                if !file.hasBackup {
                    do {
                        try fileSystem.link(file.target, to: file.backup)
                    } catch  where error.code == EEXIST {
                        // Made meanwhile by an earlier recovery; it holds the same file.
                    }
                }
                try fileSystem.rename(file.temporary, to: file.target)
            } else {
                try fileSystem.link(file.temporary, to: file.target)
            }
        }
        for folder in Set(found.map { BatchWrite.parent(of: $0.target) }).sorted() {
            try fileSystem.syncFolder(folder)
        }
        for file in found {
            try removeIfPresent(file.backup)
            try removeIfPresent(file.temporary)
        }
    }

    /// Rolls back: each file in its new contents gets its original back (a new file is
    /// removed); then the scratch files and the folders the batch created go.
    private func undo(_ found: [Found], journal: BatchJournal, folder: String) throws(FileOperationError) {
        for file in found.reversed() where file.holds == .new {
            if file.entry.original != nil {
                try fileSystem.rename(file.backup, to: file.target)
            } else {
                try fileSystem.remove(file.target)
            }
        }
        for folder in Set(found.map { BatchWrite.parent(of: $0.target) }).sorted()
        where fileSystem.status(folder) != nil {
            try fileSystem.syncFolder(folder)
        }
        try discard(found, journal: journal, folder: folder)
    }

    /// Removes the batch's scratch files that are not the only copy of an original, and the
    /// folders it created that are empty.
    private func discard(_ found: [Found], journal: BatchJournal, folder: String) throws(FileOperationError) {
        for file in found {
            try removeIfPresent(file.temporary)
            // A backup of a prepared batch can only be a second name of an original in place.
            if file.hasBackup, file.holds == .original || file.entry.original == nil {
                try removeIfPresent(file.backup)
            }
        }
        for relative in journal.folders.reversed() {
            try? fileSystem.removeFolder(BatchWrite.join(folder, relative))
        }
    }

    private func removeIfPresent(_ path: String) throws(FileOperationError) {
        do {
            try fileSystem.remove(path)
        } catch  where error.code == ENOENT {
            return
        }
    }

    // MARK: - Reading the tree

    /// A file of the batch as found: what it holds and which scratch files are there.
    private struct Found {
        let entry: BatchJournal.Entry
        let target: String
        let temporary: String
        let backup: String
        let holds: RecoveredBatch.FileState.Contents
        /// The temporary file exists and holds the new contents.
        let newIntact: Bool
        /// The backup exists.
        let hasBackup: Bool
        /// The backup exists and holds the original.
        let originalIntact: Bool

        init(entry: BatchJournal.Entry, target: String, batch: UUID, fileSystem: any BatchFileSystem) {
            self.entry = entry
            self.target = target
            let folder = BatchWrite.parent(of: target)
            temporary = BatchWrite.join(
                folder, ScratchFile.temporaryName(for: BatchWrite.name(of: target), batch: batch))
            backup = BatchWrite.join(folder, ScratchFile.backupName(for: BatchWrite.name(of: temporary)))
            func digest(_ path: String) -> JournalDigest? {
                guard fileSystem.status(path)?.isRegular == true, let bytes = try? fileSystem.read(path) else {
                    return nil
                }
                return JournalDigest(bytes)
            }
            let now = digest(target)
            holds =
                switch now {
                case entry.new: .new
                case nil where fileSystem.status(target) == nil: entry.original == nil ? .original : .missing
                case entry.original where entry.original != nil: .original
                default: .other
                }
            newIntact = digest(temporary) == entry.new
            hasBackup = fileSystem.status(backup) != nil
            originalIntact = entry.original != nil && digest(backup) == entry.original
        }

        /// Whether rolling forward gives this file its new contents.
        var canFinish: Bool { holds == .new || (holds == .original && newIntact) }

        /// Whether rolling back gives this file its original.
        var canUndo: Bool { holds == .original || (holds == .new && (entry.original == nil || originalIntact)) }
    }

    private func state(of file: Found) -> RecoveredBatch.FileState {
        RecoveredBatch.FileState(
            path: display(file.target), contents: file.holds,
            original: file.originalIntact ? display(file.backup) : nil,
            new: file.newIntact ? display(file.temporary) : nil)
    }

    /// The first path of a journal that leaves its folder once symbolic links are resolved, or
    /// that is a symbolic link itself.
    private func outsidePath(_ journal: BatchJournal, in folder: String) -> String? {
        let root = LinkResolver.realPath(of: folder)
        let inside = root == "/" ? "/" : root + "/"
        let paths = journal.files.map(\.path) + journal.folders + journal.locks.filter { $0 != "." }
        for relative in paths {
            let path = BatchWrite.join(folder, relative)
            var parent = BatchWrite.parent(of: path)
            while fileSystem.status(parent) == nil, parent.count > folder.count {
                parent = BatchWrite.parent(of: parent)
            }
            let real = LinkResolver.realPath(of: parent)
            guard real == root || real.hasPrefix(inside) else { return path }
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { return path }
        }
        return nil
    }

    private func lock(_ folder: String) -> Result<FolderLock, FolderLock.Problem> {
        do {
            return .success(try FolderLock.acquire(in: folder))
        } catch {
            return .failure(error)
        }
    }

    private func display(_ path: String) -> String {
        guard let displayBase, path.hasPrefix(displayBase) else { return path }
        return String(path.dropFirst(displayBase.count))
    }

    private static func words(_ problem: FolderLock.Problem) -> String {
        switch problem {
        case .held(let processID): processID.map { "process \($0) holds its lock" } ?? "another process holds its lock"
        case .failed(let error): error.reason
        case .foreign(let foreign): "its lock file is \(foreign.description)"
        }
    }

    private static func words(_ defect: BatchJournal.Defect) -> String {
        switch defect {
        case .notAJournal: "it is not a journal of xibify"
        case .version(let version): "it is a journal of layout \(version), which this build does not read"
        case .otherBatch: "it names another batch than its file name"
        case .pathOutside(let path): "it names \(path), outside its folder"
        case .repeatedFile: "it lists a file twice"
        }
    }
}
