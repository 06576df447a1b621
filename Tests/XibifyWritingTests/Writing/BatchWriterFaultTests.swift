import Foundation
import Synchronization
import Testing
import XibifyTestSupport

@testable import XibifyRewriting
@testable import XibifyWriting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The batch writer under faults (#18).
///
/// Every file operation it makes fails in turn; a full disk; renames that fail first, in the
/// middle and last; a signal at every checkpoint; inputs changed and paths taken meanwhile; a
/// held lock; read-only files; leftovers of a killed run. After each, the tree is byte-identical
/// to before (or completely written), with no temporary file, backup, lock or created folder
/// left over.
@Suite struct BatchWriterFaultTests {
    /// A small batch in a fresh folder: two new files (one in two new folders) and three edited
    /// files (one of mode 0640), written in that order.
    struct Batch {
        let root: URL
        let files: [RenderedFile]
        /// The tree before the write.
        let before: TreeSnapshot
        /// The tree after a complete write.
        let after: TreeSnapshot

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-batch-\(UUID().uuidString)")
            let manager = FileManager.default
            try manager.createDirectory(at: root.appendingPathComponent("A"), withIntermediateDirectories: true)
            try manager.createDirectory(at: root.appendingPathComponent("B"), withIntermediateDirectories: true)
            let edited: [(String, String, String)] = [
                ("A/One.xib", "<one/>\nline 2\n", "<ONE/>\nline 2\n"),
                ("A/Two.xib", "<two/>\n", "<TWO/>\n<more/>\n"),
                ("B/Three.strings", "\"a\" = \"b\";\n", ""),
            ]
            let created: [(String, String)] = [("A/New.swift", "final class New {}\n"), ("C/D/Deep.xib", "<deep/>\n")]
            var files: [RenderedFile] = []
            for (path, contents) in created {
                files.append(Self.file(root, path, original: nil, contents: contents))
            }
            for (path, original, contents) in edited {
                try Data(original.utf8).write(to: root.appendingPathComponent(path))
                files.append(Self.file(root, path, original: original, contents: contents))
            }
            chmod(root.appendingPathComponent("B/Three.strings").path, 0o640)
            self.files = files
            before = try TreeSnapshot(root)
            // The expected result, written by hand in a second folder.
            let expected = root.appendingPathExtension("expected")
            try manager.copyItem(at: root, to: expected)
            defer { try? manager.removeItem(at: expected) }
            try manager.createDirectory(at: expected.appendingPathComponent("C/D"), withIntermediateDirectories: true)
            for file in files {
                let url = expected.appendingPathComponent(file.displayPath)
                let mode = (try? manager.attributesOfItem(atPath: url.path)[.posixPermissions]) as? NSNumber
                try? manager.removeItem(at: url)
                try Data(file.contents).write(to: url)
                if let mode { try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path) }
            }
            after = try TreeSnapshot(expected)
        }

        static func file(_ root: URL, _ path: String, original: String?, contents: String) -> RenderedFile {
            RenderedFile(
                path: root.appendingPathComponent(path).path, displayPath: path, kind: .xib,
                original: original.map { Array($0.utf8) }, contents: Array(contents.utf8), edits: [])
        }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        func snapshot() throws -> TreeSnapshot { try TreeSnapshot(root) }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// A writer with the given file system and signals.
    static func writer(
        _ fileSystem: any BatchFileSystem = SystemFileSystem(),
        _ interruption: any InterruptionSource = ScriptedInterruption(at: nil, signal: SIGINT), force: Bool = false
    ) -> BatchWriter {
        var writer = BatchWriter(force: force)
        writer.fileSystem = fileSystem
        writer.interruption = interruption
        return writer
    }

    /// Calls a closure at each checkpoint (to change the tree in the middle of a write); never signals.
    final class CheckpointHook: InterruptionSource {
        let body: @Sendable (BatchWriter.Checkpoint) -> Void
        init(_ body: @escaping @Sendable (BatchWriter.Checkpoint) -> Void) { self.body = body }
        func begin() {}
        func end() {}
        func signal(at checkpoint: BatchWriter.Checkpoint) -> Int32? {
            body(checkpoint)
            return nil
        }
    }

    /// Runs a write that must fail; returns the failure.
    static func failingWrite(_ batch: Batch, _ writer: BatchWriter) throws -> BatchWriter.Failure {
        do {
            let outcome = try writer.write(batch.files)
            Issue.record("the write succeeded: \(outcome)")
            throw CancellationError()
        } catch let failure as BatchWriter.Failure {
            return failure
        }
    }

    @Test func aCleanWriteWritesEverythingKeepsModesAndLeavesNoScratchFile() throws {
        let batch = try Batch()
        defer { batch.remove() }
        let outcome = try Self.writer().write(batch.files)
        #expect(outcome == BatchWriter.Outcome())
        let after = try batch.snapshot()
        #expect(after.differences(from: batch.after) == [])
        #expect(after.entries["B/Three.strings"]?.permissions == 0o640)
        #expect(after.scratchFiles == [])
    }

    /// Every call the writer makes to the file system fails once, in turn, on a fresh copy.
    @Test func everyFailingFileOperationLeavesTheTreeAsItWasOrComplete() throws {
        let recorder = FaultyFileSystem()
        do {
            let batch = try Batch()
            defer { batch.remove() }
            try Self.writer(recorder).write(batch.files)
        }
        let calls = recorder.log
        #expect(calls.count > 20)
        var failed = 0
        var completed = 0
        for index in calls.indices {
            let batch = try Batch()
            defer { batch.remove() }
            let fileSystem = FaultyFileSystem([.call(index)])
            var succeeded = true
            var strays: [String] = []
            do {
                // A backup or temporary name that cannot be removed once the batch is complete
                // is reported, for the user to delete.
                strays = try Self.writer(fileSystem).write(batch.files).strays
            } catch {
                succeeded = false
                #expect(error.kind == .cannotWrite, "\(calls[index])")
                #expect(error.unrestored.isEmpty && error.strays.isEmpty, "\(calls[index])")
                #expect(error.errorDescription?.contains("no file was changed") == true)
            }
            let tree = try batch.snapshot()
            let expected = succeeded ? batch.after : batch.before
            #expect(tree.differences(from: expected) == strays, "fault at \(calls[index]), succeeded: \(succeeded)")
            #expect(tree.scratchFiles == strays, "fault at \(calls[index])")
            #expect(strays.count <= 1)
            if succeeded { completed += 1 } else { failed += 1 }
        }
        // Most faults stop the batch; a few are worked around (a backup copied when it cannot be
        // linked, a new file renamed when it cannot be linked).
        #expect(failed > completed && completed > 0, "\(failed) failed, \(completed) completed")
    }

    @Test func aFullDiskLeavesNoTemporaryFile() throws {
        let batch = try Batch()
        defer { batch.remove() }
        // The third temporary file gets 3 bytes, then the disk is full.
        let fileSystem = FaultyFileSystem([
            FaultyFileSystem.Fault(
                matches: { _, call in call.operation == .create && call.path.contains(".One.xib.xibify-") },
                code: ENOSPC, partialBytes: 3)
        ])
        let failure = try Self.failingWrite(batch, Self.writer(fileSystem))
        #expect(failure.kind == .cannotWrite)
        #expect(failure.paths == ["A/One.xib"])
        #expect(failure.reason == String(cString: strerror(ENOSPC)))
        #expect(fileSystem.failed.count == 1)
        let tree = try batch.snapshot()
        #expect(tree.differences(from: batch.before) == [])
        #expect(tree.scratchFiles == [])
    }

    /// The renames of the edited files: the first (after the two new files are in place), the
    /// middle one, and the last file of the batch.
    @Test(arguments: ["A/One.xib", "A/Two.xib", "B/Three.strings"])
    func aFailedRenameRollsBackEveryFileAlreadyInPlace(target: String) throws {
        let batch = try Batch()
        defer { batch.remove() }
        let destination = batch.path(target)
        let fileSystem = FaultyFileSystem([.first(.rename, code: EIO) { $0.destination == destination }])
        let failure = try Self.failingWrite(batch, Self.writer(fileSystem))
        #expect(failure.kind == .cannotWrite)
        #expect(failure.paths == [target])
        #expect(failure.unrestored.isEmpty)
        let tree = try batch.snapshot()
        #expect(tree.differences(from: batch.before) == [])
        #expect(tree.scratchFiles == [])
    }

    /// A signal before each checkpoint: rolled back, except after the last file is in place.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalAtEachCheckpointRollsBackOrFinishes(signal: Int32) throws {
        let counter = ScriptedInterruption(at: nil, signal: signal)
        do {
            let batch = try Batch()
            defer { batch.remove() }
            try Self.writer(SystemFileSystem(), counter).write(batch.files)
        }
        let checkpoints = counter.checkpoints
        #expect(checkpoints.first == .checked)
        #expect(checkpoints.contains(.beforeRenames))
        #expect(checkpoints.last == .renamed(4))
        for arrival in checkpoints.indices {
            let batch = try Batch()
            defer { batch.remove() }
            let script = ScriptedInterruption(at: arrival, signal: signal)
            let writer = Self.writer(SystemFileSystem(), script)
            let last = arrival == checkpoints.count - 1
            if last {
                let outcome = try writer.write(batch.files)
                #expect(outcome.signal == signal)
            } else {
                let failure = try Self.failingWrite(batch, writer)
                #expect(failure.kind == .interrupted(signal: signal), "at \(checkpoints[arrival])")
            }
            #expect(script.beginsAndEnds == (1, 1))
            let tree = try batch.snapshot()
            #expect(tree.differences(from: last ? batch.after : batch.before) == [], "at \(checkpoints[arrival])")
            #expect(tree.scratchFiles == [], "at \(checkpoints[arrival])")
        }
    }

    @Test func aReadOnlyFileIsRefusedUnlessForcedAndThenKeepsItsMode() throws {
        let batch = try Batch()
        defer { batch.remove() }
        chmod(batch.path("A/Two.xib"), 0o444)
        chmod(batch.path("B/Three.strings"), 0o440)
        let before = try batch.snapshot()
        let failure = try Self.failingWrite(batch, Self.writer())
        #expect(failure.kind == .readOnly)
        #expect(failure.paths == ["A/Two.xib", "B/Three.strings"])
        #expect(failure.errorDescription?.contains("--force") == true)
        #expect(try batch.snapshot().differences(from: before) == [])
        #expect(try batch.snapshot().scratchFiles == [])

        try Self.writer(force: true).write(batch.files)
        let after = try batch.snapshot()
        #expect(after.entries["A/Two.xib"]?.permissions == 0o444)
        #expect(after.entries["B/Three.strings"]?.permissions == 0o440)
        #expect(after.entries["A/Two.xib"]?.bytes == batch.after.entries["A/Two.xib"]?.bytes)
        #expect(after.scratchFiles == [])
    }

    @Test func aFileChangedSinceItWasReadAbortsTheBatch() throws {
        let batch = try Batch()
        defer { batch.remove() }
        try Data("<two/> saved by the user\n".utf8).write(to: URL(fileURLWithPath: batch.path("A/Two.xib")))
        let before = try batch.snapshot()
        let failure = try Self.failingWrite(batch, Self.writer())
        #expect(failure.kind == .changedSinceRead)
        #expect(failure.paths == ["A/Two.xib"])
        #expect(try batch.snapshot().differences(from: before) == [])
        #expect(try batch.snapshot().scratchFiles == [])
    }

    /// A save while the temporary files are written, and one between two renames (caught by
    /// the status taken when the bytes were compared).
    @Test(arguments: [BatchWriter.Checkpoint.beforeRenames, .renamed(2)])
    func aFileSavedDuringTheWriteAbortsAndIsKept(at moment: BatchWriter.Checkpoint) throws {
        let batch = try Batch()
        defer { batch.remove() }
        let saved = Data("\"a\" = \"saved\";\n".utf8)
        let target = batch.path("B/Three.strings")
        let hook = CheckpointHook { checkpoint in
            if checkpoint == moment { try? saved.write(to: URL(fileURLWithPath: target)) }
        }
        let failure = try Self.failingWrite(batch, Self.writer(SystemFileSystem(), hook))
        #expect(failure.kind == .changedSinceRead)
        #expect(failure.paths == ["B/Three.strings"])
        let tree = try batch.snapshot()
        #expect(tree.differences(from: batch.before) == ["B/Three.strings"])
        #expect(tree.entries["B/Three.strings"]?.bytes == saved)
        #expect(tree.scratchFiles == [])
    }

    @Test func aPathANewFileWouldTakeThatAppearedAbortsTheBatch() throws {
        let batch = try Batch()
        defer { batch.remove() }
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: batch.path("A/New.swift")))
        let before = try batch.snapshot()
        let failure = try Self.failingWrite(batch, Self.writer())
        #expect(failure.kind == .appeared)
        #expect(failure.paths == ["A/New.swift"])
        #expect(try batch.snapshot().differences(from: before) == [])
    }

    /// The path appears after the check, between two files being put in place: the link that
    /// puts the new file there fails rather than replace it, and the batch is rolled back.
    @Test func aPathTakenBetweenTwoRenamesIsNeverReplaced() throws {
        let batch = try Batch()
        defer { batch.remove() }
        let deep = batch.path("C/D/Deep.xib")
        let hook = CheckpointHook { checkpoint in
            if checkpoint == .renamed(0) { try? Data("theirs\n".utf8).write(to: URL(fileURLWithPath: deep)) }
        }
        let failure = try Self.failingWrite(batch, Self.writer(SystemFileSystem(), hook))
        #expect(failure.kind == .appeared)
        #expect(failure.paths == ["C/D/Deep.xib"])
        let tree = try batch.snapshot()
        // Their file (and so its folders) stays; everything else is as before.
        #expect(tree.differences(from: batch.before) == ["C/", "C/D/", "C/D/Deep.xib"])
        #expect(tree.entries["C/D/Deep.xib"]?.bytes == Data("theirs\n".utf8))
        #expect(tree.scratchFiles == [])
    }

    @Test func aHeldLockRefusesTheBatchAndAStaleLockFileDoesNot() throws {
        let batch = try Batch()
        defer { batch.remove() }
        let lock = try FolderLock.acquire(in: batch.path("B"))
        let failure = try Self.failingWrite(batch, Self.writer())
        #expect(failure.kind == .locked(processID: getpid()))
        #expect(failure.paths == ["B/.xibify.lock"])
        #expect(failure.errorDescription?.contains("is writing in B") == true)
        var tree = try batch.snapshot()
        #expect(tree.differences(from: batch.before) == ["B/.xibify.lock"])
        lock.release()
        #expect(try batch.snapshot().differences(from: batch.before) == [])
        // A lock file nobody holds (its run was killed) is taken and removed.
        try Data("12345\n".utf8).write(to: URL(fileURLWithPath: batch.path("A/.xibify.lock")))
        try Self.writer().write(batch.files)
        tree = try batch.snapshot()
        #expect(tree.differences(from: batch.after) == [])
        #expect(tree.scratchFiles == [])
    }

    @Test func leftoversOfAKilledRunAreRemovedAndBackupsKept() throws {
        let batch = try Batch()
        defer { batch.remove() }
        let uuid = UUID().uuidString
        let names = [
            ".One.xib.xibify-\(uuid).tmp", ".Two.xib.xibify-\(uuid).orig", ".Gone.xib.xibify-\(uuid).tmp.orig",
            ".notes.xibify-old.tmp",
        ]
        for name in names {
            try Data("old\n".utf8).write(to: URL(fileURLWithPath: batch.path("A/" + name)))
        }
        let noticed = Mutex<[BatchWriter.Notice]>([])
        var writer = Self.writer()
        writer.onNotice = { notice in noticed.withLock { $0.append(notice) } }
        let outcome = try writer.write(batch.files)
        let expected = [
            BatchWriter.Leftover(
                path: "A/" + names[2], target: "A/Gone.xib", isBackup: true, removed: false),
            BatchWriter.Leftover(path: "A/" + names[0], target: "A/One.xib", isBackup: false, removed: true),
            BatchWriter.Leftover(path: "A/" + names[1], target: "A/Two.xib", isBackup: true, removed: false),
        ]
        #expect(outcome.leftovers == expected)
        #expect(noticed.withLock { $0 } == expected.map { .leftover($0) })
        let tree = try batch.snapshot()
        // The backups and a name that only looks like a scratch file stay.
        #expect(tree.differences(from: batch.after) == ["A/" + names[1], "A/" + names[2], "A/" + names[3]].sorted())
    }

    /// A second fault while rolling back: the target that cannot be put back is named.
    ///
    /// The backup that holds its original is kept; everything else is put back. The journal
    /// stays, so the next run puts that target back too.
    @Test func aRollbackThatCannotRestoreATargetNamesItsBackup() throws {
        let batch = try Batch()
        defer { batch.remove() }
        let two = batch.path("A/Two.xib")
        let three = batch.path("B/Three.strings")
        let fileSystem = FaultyFileSystem([
            .first(.rename) { $0.destination == three },
            .first(.rename) { $0.destination == two && $0.path.hasSuffix(".orig") },
        ])
        let failure = try Self.failingWrite(batch, Self.writer(fileSystem))
        #expect(failure.kind == .cannotWrite)
        #expect(failure.paths == ["B/Three.strings"])
        let backup = try #require(failure.unrestored["A/Two.xib"])
        #expect(
            failure.errorDescription?.contains("could not put back A/Two.xib (its original is in \(backup))") == true)
        let tree = try batch.snapshot()
        #expect(tree.entries[backup]?.bytes == batch.before.entries["A/Two.xib"]?.bytes)
        #expect(tree.entries["A/Two.xib"]?.bytes == batch.after.entries["A/Two.xib"]?.bytes)
        let journal = try #require(tree.entries.keys.first { $0.hasSuffix(".journal") })
        #expect(tree.differences(from: batch.before) == ["A/Two.xib", backup, journal].sorted())
        let recovered = BatchRecovery(workingDirectory: batch.root.path).recover(journal: batch.path(journal))
        #expect(recovered.resolution == .undone && recovered.reason == .newContentsLost)
        #expect(try batch.snapshot().differences(from: batch.before) == [])
    }

    /// A file system without hard links: backups are copies and new files are renamed into place.
    @Test func withoutHardLinksTheWriteStillSucceeds() throws {
        let batch = try Batch()
        defer { batch.remove() }
        var fault = FaultyFileSystem.Fault.first(.link, code: EPERM)
        fault.repeats = true
        let fileSystem = FaultyFileSystem([fault])
        try Self.writer(fileSystem).write(batch.files)
        #expect(fileSystem.failed.count == 5)
        let tree = try batch.snapshot()
        #expect(tree.differences(from: batch.after) == [])
        #expect(tree.scratchFiles == [])
    }

    @Test func scratchFileNamesAreRecognised() {
        let batch = UUID()
        let uuid = batch.uuidString
        let temporary = ScratchFile.temporaryName(for: "Main.storyboard", batch: batch)
        #expect(ScratchFile.parse(temporary) == ScratchFile(kind: .temporary, target: "Main.storyboard", batch: batch))
        #expect(
            ScratchFile.parse(ScratchFile.backupName(for: temporary))
                == ScratchFile(kind: .backup, target: "Main.storyboard", batch: batch))
        #expect(
            ScratchFile.parse(".a.b.xibify-\(uuid).tmp.orig") == ScratchFile(kind: .backup, target: "a.b", batch: batch)
        )
        #expect(BatchJournal.parseName(".xibify-\(uuid).journal")?.batch == batch)
        #expect(BatchJournal.parseName(".xibify-\(uuid).journal.tmp")?.isTemporary == true)
        #expect(BatchJournal.parseName(".xibify-nope.journal") == nil)
        #expect(ScratchFile.isWritersFile(".xibify.lock") && ScratchFile.isWritersFile(temporary))
        #expect(!ScratchFile.isWritersFile(".gitignore") && !ScratchFile.isWritersFile("Main.storyboard"))
        for name in [
            "Main.storyboard", ".xibify.lock", ".x.xibify-nope.tmp", "x.xibify-\(uuid).tmp", ".xibify-\(uuid).tmp",
        ] {
            #expect(ScratchFile.parse(name) == nil, "\(name)")
        }
    }
}
