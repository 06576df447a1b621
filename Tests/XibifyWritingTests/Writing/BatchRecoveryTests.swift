import Foundation
import Synchronization
import Testing
import XibifyTestSupport

@testable import XibifyWriting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal of a batch and its recovery (#27): a write that stops dead at each of its
/// changes to the disk (as SIGKILL or a power cut stops it: nothing after that change happens,
/// not even the rollback) is finished or undone by the next run; a file edited since, a damaged
/// new file, a recovery that itself stops, and hostile journals.
@Suite struct BatchRecoveryTests {
    typealias Batch = BatchWriterFaultTests.Batch

    /// The file operations of a process that dies after its n-th change: from then on every
    /// operation fails and changes nothing (reads too, so the writer's rollback does nothing).
    final class DyingFileSystem: BatchFileSystem {
        private let system = SystemFileSystem()
        private let limit: Int
        private let changes = Mutex(0)

        init(after limit: Int) { self.limit = limit }

        var died: Bool { changes.withLock { $0 > limit } }

        private func change() throws(FileOperationError) {
            let alive = changes.withLock { count -> Bool in
                count += 1
                return count <= limit
            }
            if !alive { throw FileOperationError(EIO) }
        }

        private func alive() throws(FileOperationError) {
            if died { throw FileOperationError(EIO) }
        }

        func status(_ path: String) -> FileStatus? { died ? nil : system.status(path) }
        func read(_ path: String) throws(FileOperationError) -> [UInt8] {
            try alive()
            return try system.read(path)
        }
        func create(_ path: String, contents: [UInt8], permissions: UInt32?, owner: (UInt32, UInt32)?)
            throws(FileOperationError)
        {
            try change()
            try system.create(path, contents: contents, permissions: permissions, owner: owner)
        }
        func rename(_ source: String, to destination: String) throws(FileOperationError) {
            try change()
            try system.rename(source, to: destination)
        }
        func link(_ source: String, to destination: String) throws(FileOperationError) {
            try change()
            try system.link(source, to: destination)
        }
        func remove(_ path: String) throws(FileOperationError) {
            try change()
            try system.remove(path)
        }
        func makeFolder(_ path: String) throws(FileOperationError) {
            try change()
            try system.makeFolder(path)
        }
        func removeFolder(_ path: String) throws(FileOperationError) {
            try change()
            try system.removeFolder(path)
        }
        func list(_ folder: String) throws(FileOperationError) -> [String] {
            try alive()
            return try system.list(folder)
        }
        func syncFolder(_ folder: String) throws(FileOperationError) {
            try change()
            try system.syncFolder(folder)
        }
    }

    /// Writes a batch with a file system that dies after `limit` changes.
    /// - Returns: whether it died before the write was over.
    static func writeDying(_ batch: Batch, after limit: Int) -> Bool {
        let dying = DyingFileSystem(after: limit)
        var writer = BatchWriter()
        writer.fileSystem = dying
        _ = try? writer.write(batch.files)
        return dying.died
    }

    /// Recovers what the batch's folder holds, as the next run's scan does.
    static func recoverAll(_ batch: Batch, fileSystem: any BatchFileSystem = SystemFileSystem()) -> [RecoveredBatch] {
        var recovery = BatchRecovery(workingDirectory: batch.root.path)
        recovery.fileSystem = fileSystem
        let found = recovery.writersFiles(inAndAbove: [batch.root.path]) + allWritersFiles(under: batch.root)
        let journals = Set(found.filter { $0.hasSuffix(".journal") }).sorted()
        let recovered = journals.map { recovery.recover(journal: $0) }
        _ = recovery.sweep(Set(found).filter { !$0.hasSuffix(".journal") }.sorted())
        return recovered
    }

    static func allWritersFiles(under root: URL) -> [String] {
        let paths = FileManager.default.subpaths(atPath: root.path) ?? []
        return paths.filter { ScratchFile.isWritersFile(($0 as NSString).lastPathComponent) }.map {
            root.appendingPathComponent($0).path
        }
    }

    /// The number of changes a complete write makes.
    static func changesOfACompleteWrite() throws -> Int {
        var limit = 0
        while true {
            let batch = try Batch()
            defer { batch.remove() }
            if !writeDying(batch, after: limit) { return limit }
            limit += 1
        }
    }

    @Test func aWriteThatDiesAfterAnyChangeIsFinishedOrUndoneByTheNextRun() throws {
        let total = try Self.changesOfACompleteWrite()
        #expect(total > 15)
        var finished = 0
        var undone = 0
        for limit in 0..<total {
            let batch = try Batch()
            defer { batch.remove() }
            #expect(Self.writeDying(batch, after: limit))
            let recovered = Self.recoverAll(batch)
            let tree = try batch.snapshot()
            #expect(tree.scratchFiles == [], "died after \(limit) changes")
            let whole = tree.differences(from: batch.after).isEmpty
            let original = tree.differences(from: batch.before).isEmpty
            #expect(whole || original, "died after \(limit): \(tree.differences(from: batch.before))")
            #expect(recovered.allSatisfy { !$0.blocksScan }, "\(recovered)")
            if whole { finished += 1 }
            if original { undone += 1 }
            // Once committed, the batch is finished; before, undone.
            if let batch = recovered.first {
                #expect((batch.resolution == .finished) == whole)
                #expect(batch.reason == (whole ? .committed : .notCommitted), "died after \(limit)")
            }
        }
        #expect(finished > 0 && undone > 0)
    }

    /// A recovery that itself stops after any of its changes is taken up by the next one.
    @Test func aRecoveryThatDiesIsTakenUpByTheNextOne() throws {
        let total = try Self.changesOfACompleteWrite()
        // Killed once committed (the renames half done), and before.
        for writerLimit in [total / 3, total - 6, total - 3] {
            var recoveryLimit = 0
            while recoveryLimit < 40 {
                let batch = try Batch()
                defer { batch.remove() }
                #expect(Self.writeDying(batch, after: writerLimit))
                let dying = DyingFileSystem(after: recoveryLimit)
                _ = Self.recoverAll(batch, fileSystem: dying)
                let recovered = Self.recoverAll(batch)
                #expect(recovered.allSatisfy { !$0.blocksScan }, "\(recovered)")
                let tree = try batch.snapshot()
                #expect(tree.scratchFiles == [])
                #expect(
                    tree.differences(from: batch.after).isEmpty || tree.differences(from: batch.before).isEmpty,
                    "writer died after \(writerLimit), recovery after \(recoveryLimit)")
                if !dying.died { break }
                recoveryLimit += 1
            }
        }
    }

    /// A number of changes after which a write dies in the middle of its renames: a backup is
    /// made (so some original was replaced or is about to be) and a temporary file is not yet in place.
    static func midRenames(total: Int) throws -> Int {
        for limit in (0..<total).reversed() {
            let batch = try Batch()
            defer { batch.remove() }
            _ = writeDying(batch, after: limit)
            let names = allWritersFiles(under: batch.root)
            if names.contains(where: { $0.hasSuffix(".orig") }) && names.contains(where: { $0.hasSuffix(".tmp") }) {
                return limit
            }
        }
        throw CancellationError()
    }

    /// The path of the only journal under a batch's folder.
    static func journal(_ batch: Batch) throws -> String {
        try #require(allWritersFiles(under: batch.root).first { $0.hasSuffix(".journal") })
    }

    /// A file edited after the kill: neither direction keeps the edit, so nothing is touched and
    /// each file's state is named, with the scratch files that hold its versions.
    @Test func aFileEditedSinceTheKillIsRefusedWithEveryFilesState() throws {
        let total = try Self.changesOfACompleteWrite()
        let batch = try Batch()
        defer { batch.remove() }
        // In the renames: some files are in place, the last is not.
        #expect(Self.writeDying(batch, after: try Self.midRenames(total: total)))
        let journal = try Self.journal(batch)
        try Data("edited by hand\n".utf8).write(to: URL(fileURLWithPath: batch.path("B/Three.strings")))
        let before = try batch.snapshot()
        let recovered = BatchRecovery(workingDirectory: batch.root.path).recover(journal: journal)
        guard case .refused(let refusal) = recovered.resolution else {
            Issue.record("\(recovered)")
            return
        }
        #expect(refusal.kind == .editedSince)
        #expect(recovered.blocksScan)
        let three = try #require(refusal.files.first { $0.path == "B/Three.strings" })
        #expect(three.contents == .other)
        #expect(refusal.files.contains { $0.contents == .new })
        #expect(try batch.snapshot().differences(from: before) == [])
        #expect(recovered.message.contains("B/Three.strings holds something else (edited since)"))
    }

    /// A new file lost after the commit (deleted by hand): the batch is undone, from the backups.
    @Test func aLostNewFileMakesTheBatchUndone() throws {
        let total = try Self.changesOfACompleteWrite()
        let batch = try Batch()
        defer { batch.remove() }
        #expect(Self.writeDying(batch, after: try Self.midRenames(total: total)))
        let temporaries = Self.allWritersFiles(under: batch.root).filter { $0.hasSuffix(".tmp") }
        try #require(!temporaries.isEmpty)
        for temporary in temporaries { unlink(temporary) }
        let recovered = BatchRecovery(workingDirectory: batch.root.path).recover(journal: try Self.journal(batch))
        #expect(recovered.resolution == .undone && recovered.reason == .newContentsLost)
        #expect(try batch.snapshot().differences(from: batch.before) == [])
    }

    /// A journal a repository ships is untrusted: one that names a path outside its folder, or
    /// reaches through a symbolic link, or is not JSON of this format, is refused and nothing is
    /// touched, inside the folder or out.
    @Test func hostileJournalsAreRefusedAndTouchNothing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-journal-\(UUID().uuidString)")
        let repository = root.appendingPathComponent("repo")
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("victim\n".utf8).write(to: outside.appendingPathComponent("victim.txt"))
        try FileManager.default.createSymbolicLink(
            at: repository.appendingPathComponent("link"), withDestinationURL: outside)
        let batch = UUID()
        // The new contents a hostile journal would move over the victim.
        let planted = Array("planted\n".utf8)
        for folder in [outside, repository] {
            try Data(planted).write(
                to: folder.appendingPathComponent(ScratchFile.temporaryName(for: "victim.txt", batch: batch)))
        }
        let cases: [(String, RecoveredBatch.Refusal.Kind)] = [
            ("../outside/victim.txt", .unreadableJournal),
            ("link/victim.txt", .pathOutside),
            ("/etc/passwd", .unreadableJournal),
        ]
        for (path, kind) in cases {
            let journal = BatchJournal(
                batch: batch, phase: .committed, process: 1, locks: ["."], folders: [],
                files: [
                    BatchJournal.Entry(
                        path: path, original: JournalDigest(Array("victim\n".utf8)), new: JournalDigest(planted))
                ])
            // The encoder writes what it is given; the reader must refuse it.
            let bytes = journal.encoded()
            let journalPath = repository.appendingPathComponent(BatchJournal.fileName(for: batch))
            try Data(bytes).write(to: journalPath)
            let before = try TreeSnapshot(root)
            let recovered = BatchRecovery(workingDirectory: repository.path).recover(journal: journalPath.path)
            guard case .refused(let refusal) = recovered.resolution else {
                Issue.record("\(path): \(recovered)")
                continue
            }
            #expect(refusal.kind == kind, "\(path)")
            #expect(try TreeSnapshot(root).differences(from: before) == [], "\(path)")
        }
        let garbage = repository.appendingPathComponent(BatchJournal.fileName(for: batch))
        try Data("rm -rf /\n".utf8).write(to: garbage)
        let recovered = BatchRecovery(workingDirectory: repository.path).recover(journal: garbage.path)
        #expect(
            recovered.resolution
                == .refused(.init(kind: .unreadableJournal, detail: "it is not a journal of xibify", files: [])))
    }
}
