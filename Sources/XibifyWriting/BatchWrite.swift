import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of `BatchWriter.write`: its steps, what each has done so far, and how to undo it.
///
/// Steps, in order: lock every folder written in, and the deepest folder holding them all (the
/// journal's); remove the temporary files earlier runs left there and check the targets (none
/// read-only unless forced, no new file's path taken); write the journal (`prepared`); write
/// each file's temporary copy, flushed and read back; compare every edited file with the bytes
/// that were read; write the journal again (`committed`); replace the targets (a hard-linked
/// backup of each original, then a rename; a new file is linked into place, which fails if
/// something took its path); flush the folders; remove the backups, then the journal. A signal
/// is acted on between any two steps (`BatchWriter.Checkpoint`). Every failure undoes what was
/// done, in reverse, and removes every scratch file of this run and the journal. A run killed
/// at any moment leaves the journal, which the next run reads first (`BatchRecovery`).
package struct BatchWrite {
    package let writer: BatchWriter
    /// The files that change.
    package let files: [FileWrite]

    private var fileSystem: any BatchFileSystem { writer.fileSystem }
    /// The batch's identifier: in the journal's name and in every scratch file's.
    private let batch = UUID()
    /// The folder of the journal: the deepest one holding every file (set when locking).
    private var journalFolder = "/"
    /// The journal's path once it was first written (removed last).
    private var journal: String?
    /// The folders locked, for the time of the write.
    private var locks: [FolderLock] = []
    /// Folders this run created, outermost first.
    private var createdFolders: [String] = []
    /// Each file's temporary path, named before it is created so a partial file is removed too.
    private var temporaries: [String?]
    /// Backups of originals, named before they are made.
    private var backups: [Int: String] = [:]
    /// Each edited target's status when its bytes were compared with what was read.
    private var compared: [Int: FileStatus] = [:]
    /// The files in place so far, in order.
    private var replaced: [Int] = []
    private var leftovers: [BatchWriter.Leftover] = []
    /// Scratch files of this run that could not be removed (as displayed).
    private var strays: [String] = []
    /// Where displayed paths start in absolute ones (the working folder), when known.
    private let displayBase: String?

    package init(writer: BatchWriter, files: [FileWrite]) {
        self.writer = writer
        self.files = files
        temporaries = Array(repeating: nil, count: files.count)
        displayBase =
            files.lazy.compactMap { file -> String? in
                guard !file.displayPath.hasPrefix("/"), file.path.hasSuffix("/" + file.displayPath) else { return nil }
                return String(file.path.dropLast(file.displayPath.count))
            }.first
    }

    /// Runs every step.
    /// - Returns: what was found (the caller adds a signal that came after the last file).
    /// - Throws: the first failure, after undoing everything.
    package mutating func run() throws(BatchWriter.Failure) -> BatchWriter.Outcome {
        do {
            try lockFolders()
            try removeLeftovers()
            try checkTargets()
            try writeJournal(.prepared)
            try stop(at: .checked)
            for index in files.indices {
                try writeTemporary(index)
                try stop(at: .wroteTemporary(index))
            }
            try stop(at: .beforeRenames)
            try compareInputs()
            try writeJournal(.committed)
            for index in files.indices {
                try replace(index)
                if index < files.count - 1 { try stop(at: .renamed(index)) }
            }
        } catch {
            var failure = error
            failure.unrestored = undo()
            // The journal goes once every target is back; with a target not put back it stays, so
            // the next run finds the batch (its backup is named in the failure too).
            if failure.unrestored.isEmpty { removeJournal() }
            failure.strays = strays
            releaseLocks()
            throw failure
        }
        // Every target is in place: the renames reach the disk before the journal is removed.
        for folder in Set(files.map { Self.parent(of: $0.path) }).sorted() { try? fileSystem.syncFolder(folder) }
        for backup in backups.values { removeScratch(backup) }
        removeTemporaries()
        removeJournal()
        releaseLocks()
        return BatchWriter.Outcome(leftovers: leftovers, strays: strays)
    }

    // MARK: - Steps

    /// Locks each folder a file is written in (for a folder still to be created, its nearest
    /// existing ancestor), in order; refuses when another process holds one.
    private mutating func lockFolders() throws(BatchWriter.Failure) {
        var folders = Set<String>()
        for file in files {
            var folder = Self.parent(of: file.path)
            while fileSystem.status(folder)?.isFolder != true, folder != "/", !folder.isEmpty {
                folder = Self.parent(of: folder)
            }
            folders.insert(folder)
        }
        journalFolder = Self.commonAncestor(of: Array(folders))
        folders.insert(journalFolder)
        for folder in folders.sorted() {
            do {
                locks.append(try FolderLock.acquire(in: folder))
            } catch {
                let lockFile = display(Self.join(folder, ScratchFile.lockName))
                switch error {
                case .held(let processID):
                    throw BatchWriter.Failure(
                        .locked(processID: processID), paths: [lockFile],
                        reason: processID.map { "process \($0) holds it" } ?? "another process holds it")
                case .failed(let problem):
                    throw BatchWriter.Failure(.cannotWrite, paths: [lockFile], reason: problem.reason)
                case .foreign(let foreign):
                    throw BatchWriter.Failure(.foreignLock, paths: [lockFile], reason: foreign.description)
                }
            }
        }
    }

    /// Removes the temporary files of earlier runs in the locked folders, and notes their backups.
    ///
    /// This run holds the folders' locks, so no other run is writing them; backups stay. A scratch
    /// file or journal of a batch whose journal is still there stops the write: that batch is
    /// the next run's to finish or undo (`BatchRecovery`), and it ran before this one's scan.
    private mutating func removeLeftovers() throws(BatchWriter.Failure) {
        for lock in locks {
            guard let names = try? fileSystem.list(lock.folder) else { continue }
            for name in names.sorted() {
                let path = Self.join(lock.folder, name)
                if let parsed = BatchJournal.parseName(name) {
                    let whole = Self.join(lock.folder, BatchJournal.fileName(for: parsed.batch))
                    if parsed.isTemporary, fileSystem.status(whole) == nil {
                        // A journal being written when its run was killed: nothing was replaced yet.
                        try? fileSystem.remove(path)
                        continue
                    }
                    throw BatchWriter.Failure(.unfinishedBatch, paths: [display(path)])
                }
                guard let scratch = ScratchFile.parse(name) else { continue }
                if let pending = journal(of: scratch.batch, above: lock.folder) {
                    throw BatchWriter.Failure(.unfinishedBatch, paths: [display(pending)])
                }
                var leftover = BatchWriter.Leftover(
                    path: display(path), target: display(Self.join(lock.folder, scratch.target)),
                    isBackup: scratch.kind == .backup, removed: false)
                if scratch.kind == .temporary {
                    leftover.removed = (try? fileSystem.remove(path)) != nil
                }
                leftovers.append(leftover)
                writer.onNotice(.leftover(leftover))
            }
        }
    }

    /// The journal of a batch in a folder or above it, if it is still there.
    private func journal(of batch: UUID, above folder: String) -> String? {
        var current = folder
        while true {
            let candidate = Self.join(current, BatchJournal.fileName(for: batch))
            if fileSystem.status(candidate) != nil { return candidate }
            guard current != "/", !current.isEmpty, current != "." else { return nil }
            current = Self.parent(of: current)
        }
    }

    /// Writes the journal in its phase: to its temporary name, flushed, renamed into place, and
    /// the folder flushed, so the journal is whole wherever it is found.
    private mutating func writeJournal(_ phase: BatchJournal.Phase) throws(BatchWriter.Failure) {
        let prefix = journalFolder == "/" ? "/" : journalFolder + "/"
        func relative(_ path: String) -> String { String(path.dropFirst(prefix.count)) }
        var folderNames: [String] = []
        for folder in Set(files.map { Self.parent(of: $0.path) }) {
            var current = folder
            while current.hasPrefix(prefix), fileSystem.status(current) == nil || createdFolders.contains(current) {
                folderNames.append(current)
                current = Self.parent(of: current)
            }
        }
        let record = BatchJournal(
            batch: batch, phase: phase, process: getpid(),
            locks: locks.map { $0.folder == journalFolder ? "." : relative($0.folder) }.sorted(),
            folders: Set(folderNames).sorted().map(relative),
            files: files.map { file in
                BatchJournal.Entry(
                    path: relative(file.path), original: file.original.map(JournalDigest.init),
                    new: JournalDigest(file.contents))
            })
        let temporary = Self.join(journalFolder, BatchJournal.temporaryFileName(for: batch))
        let path = Self.join(journalFolder, BatchJournal.fileName(for: batch))
        do {
            try fileSystem.create(temporary, contents: record.encoded(), permissions: nil, owner: nil)
            journal = path
            try fileSystem.rename(temporary, to: path)
            try fileSystem.syncFolder(journalFolder)
        } catch {
            try? fileSystem.remove(temporary)
            throw BatchWriter.Failure(.cannotWrite, paths: [display(path)], reason: error.reason)
        }
    }

    /// Removes the journal (last, once nothing it names is left to do); one that stays is reported.
    private mutating func removeJournal() {
        guard let journal else { return }
        let temporary = Self.join(journalFolder, BatchJournal.temporaryFileName(for: batch))
        if fileSystem.status(temporary) != nil { removeScratch(temporary) }
        removeScratch(journal)
        try? fileSystem.syncFolder(journalFolder)
        self.journal = nil
    }

    /// Refuses, naming every file concerned, when an edited target went away, a new file's
    /// path is taken, or (unless forced) an edited target is read-only for its owner.
    private func checkTargets() throws(BatchWriter.Failure) {
        var gone: [String] = []
        var taken: [String] = []
        var readOnly: [String] = []
        for file in files {
            let status = fileSystem.status(file.path)
            if file.original == nil {
                if status != nil { taken.append(file.displayPath) }
            } else if let status {
                if !status.isWritableByOwner && !writer.force { readOnly.append(file.displayPath) }
            } else {
                gone.append(file.displayPath)
            }
        }
        if !gone.isEmpty { throw BatchWriter.Failure(.changedSinceRead, paths: gone, reason: "it is gone") }
        if !taken.isEmpty { throw BatchWriter.Failure(.appeared, paths: taken) }
        if !readOnly.isEmpty { throw BatchWriter.Failure(.readOnly, paths: readOnly) }
    }

    /// Writes one file's new contents beside its target (creating missing folders), with the
    /// target's mode and, for root, its owner; flushed, then read back.
    private mutating func writeTemporary(_ index: Int) throws(BatchWriter.Failure) {
        let file = files[index]
        let folder = Self.parent(of: file.path)
        try makeFolders(folder)
        let temporary = Self.join(folder, ScratchFile.temporaryName(for: Self.name(of: file.path), batch: batch))
        temporaries[index] = temporary
        let original = file.original == nil ? nil : fileSystem.status(file.path)
        var owner: (UInt32, UInt32)?
        if let original, geteuid() == 0, original.owner != geteuid() || original.group != getegid() {
            owner = (original.owner, original.group)
        }
        do {
            try fileSystem.create(
                temporary, contents: file.contents, permissions: original?.permissions, owner: owner)
            guard try fileSystem.read(temporary) == file.contents else {
                throw BatchWriter.Failure(
                    .cannotWrite, paths: [file.displayPath], reason: "its temporary copy does not read back the same")
            }
        } catch let error as FileOperationError {
            throw BatchWriter.Failure(.cannotWrite, paths: [file.displayPath], reason: error.reason)
        } catch let failure as BatchWriter.Failure {
            throw failure
        } catch {
            throw BatchWriter.Failure(.cannotWrite, paths: [file.displayPath], reason: "\(error)")
        }
    }

    /// Compares every edited target with the bytes that were read, and checks that no new
    /// file's path was taken, naming every file that differs.
    private mutating func compareInputs() throws(BatchWriter.Failure) {
        var changed: [String] = []
        var taken: [String] = []
        for (index, file) in files.enumerated() {
            // The status before the bytes: a change while reading then shows in the status later.
            let status = fileSystem.status(file.path)
            guard let original = file.original else {
                if status != nil { taken.append(file.displayPath) }
                continue
            }
            guard let status else {
                changed.append(file.displayPath)
                continue
            }
            do {
                guard try fileSystem.read(file.path) == original else {
                    changed.append(file.displayPath)
                    continue
                }
            } catch {
                throw BatchWriter.Failure(
                    .cannotWrite, paths: [file.displayPath],
                    reason: "it cannot be read again to compare it with what was read: \(error.reason)")
            }
            compared[index] = status
        }
        if !changed.isEmpty { throw BatchWriter.Failure(.changedSinceRead, paths: changed) }
        if !taken.isEmpty { throw BatchWriter.Failure(.appeared, paths: taken) }
    }

    /// Puts one file in place: an edited target gets a backup (a hard link to its original,
    /// else a copy) and is renamed over; a new file is linked into place, which fails when its
    /// path was taken meanwhile.
    private mutating func replace(_ index: Int) throws(BatchWriter.Failure) {
        let file = files[index]
        guard let temporary = temporaries[index] else { return }
        if let original = file.original {
            guard let before = compared[index], let now = fileSystem.status(file.path),
                now.isUnchanged(comparedWith: before)
            else {
                throw BatchWriter.Failure(.changedSinceRead, paths: [file.displayPath])
            }
            let backup = ScratchFile.backupName(for: temporary)
            backups[index] = backup
            do {
                try fileSystem.link(file.path, to: backup)
            } catch {
                do {
                    try? fileSystem.remove(backup)
                    try fileSystem.create(backup, contents: original, permissions: now.permissions, owner: nil)
                } catch {
                    throw BatchWriter.Failure(
                        .cannotWrite, paths: [file.displayPath],
                        reason: "cannot keep a backup of the original: \(error.reason)")
                }
            }
            do {
                try fileSystem.rename(temporary, to: file.path)
                temporaries[index] = nil
            } catch {
                throw BatchWriter.Failure(.cannotWrite, paths: [file.displayPath], reason: error.reason)
            }
        } else {
            do {
                try fileSystem.link(temporary, to: file.path)
                // The new file has two names now; the temporary one goes here, or at the end.
                if (try? fileSystem.remove(temporary)) != nil { temporaries[index] = nil }
            } catch  where error.code == EEXIST {
                throw BatchWriter.Failure(.appeared, paths: [file.displayPath])
            } catch {
                // A file system without hard links: check, then rename.
                guard fileSystem.status(file.path) == nil else {
                    throw BatchWriter.Failure(.appeared, paths: [file.displayPath])
                }
                do {
                    try fileSystem.rename(temporary, to: file.path)
                    temporaries[index] = nil
                } catch {
                    throw BatchWriter.Failure(.cannotWrite, paths: [file.displayPath], reason: error.reason)
                }
            }
        }
        replaced.append(index)
    }

    // MARK: - Undoing

    /// Puts back every target replaced so far (in reverse) and removes every scratch file and
    /// folder of this run.
    /// - Returns: targets that could not be put back, with the backup kept for each.
    private mutating func undo() -> [String: String] {
        var unrestored: [String: String] = [:]
        var kept = Set<String>()
        for index in replaced.reversed() {
            let file = files[index]
            if file.original != nil, let backup = backups[index] {
                do {
                    try fileSystem.rename(backup, to: file.path)
                } catch {
                    unrestored[file.displayPath] = display(backup)
                    kept.insert(backup)
                }
            } else {
                removeScratch(file.path)
            }
        }
        for backup in backups.values where !kept.contains(backup) { removeScratch(backup) }
        removeTemporaries()
        for folder in createdFolders.reversed() { try? fileSystem.removeFolder(folder) }
        return unrestored
    }

    /// Removes every temporary name of this run that may still exist.
    private mutating func removeTemporaries() {
        for case let temporary? in temporaries { removeScratch(temporary) }
        temporaries = temporaries.map { _ in nil }
    }

    /// Removes a scratch file of this run; one that is not there is fine, one that stays is reported.
    private mutating func removeScratch(_ path: String) {
        do {
            try fileSystem.remove(path)
        } catch  where error.code == ENOENT {
            return
        } catch {
            strays.append(display(path))
            writer.onNotice(.stray(display(path), reason: error.reason))
        }
    }

    private mutating func releaseLocks() {
        for lock in locks.reversed() { lock.release() }
        locks = []
    }

    // MARK: - Helpers

    /// Throws `interrupted` when a signal arrived.
    private func stop(at checkpoint: BatchWriter.Checkpoint) throws(BatchWriter.Failure) {
        if let signal = writer.interruption.signal(at: checkpoint) {
            throw BatchWriter.Failure(.interrupted(signal: signal), paths: [])
        }
    }

    /// Creates a folder and the missing ones above it, remembering each.
    private mutating func makeFolders(_ folder: String) throws(BatchWriter.Failure) {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", fileSystem.status(current) == nil {
            missing.append(current)
            current = Self.parent(of: current)
        }
        for path in missing.reversed() {
            do {
                try fileSystem.makeFolder(path)
                createdFolders.append(path)
            } catch  where error.code == EEXIST {
                continue
            } catch {
                throw BatchWriter.Failure(.cannotWrite, paths: [display(path)], reason: error.reason)
            }
        }
    }

    private func display(_ path: String) -> String {
        guard let displayBase, path.hasPrefix(displayBase) else { return path }
        return String(path.dropFirst(displayBase.count))
    }

    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    package static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The deepest folder that holds all of some folders.
    package static func commonAncestor(of folders: [String]) -> String {
        guard var common = folders.first else { return "/" }
        for folder in folders.dropFirst() {
            while common != "/", !common.isEmpty, folder != common, !folder.hasPrefix(common + "/") {
                common = parent(of: common)
            }
        }
        return common
    }

    package static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
