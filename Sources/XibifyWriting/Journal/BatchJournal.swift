import Foundation

/// What a batch replaces, written before it replaces anything, so that a run killed in the
/// middle (SIGKILL, a power cut) can be finished or undone by the next one (`BatchRecovery`).
///
/// It lives in the deepest folder that holds every file of the batch, as
/// `.xibify-<batch UUID>.journal`, written to `.journal.tmp` first, flushed, and renamed into
/// place; the writer holds that folder's lock while the journal exists. Paths in it are
/// relative to that folder. The scratch files it governs are named from each target's name and
/// the batch UUID (`ScratchFile`). The protocol and the states it covers are in docs/cli.md
/// ("How --write writes").
package struct BatchJournal: Sendable, Equatable, Codable {
    /// How far the batch had gone when the journal was last written.
    package enum Phase: String, Sendable, Equatable, Codable {
        /// Written before the first temporary file: no target has been replaced. Undone.
        case prepared
        /// Written once every new file was written, read back, and every input compared with what
        /// was read: the targets are being replaced. Finished, when every new file is intact.
        case committed
    }

    /// One file of the batch.
    package struct Entry: Sendable, Equatable, Codable {
        /// The target, relative to the journal's folder.
        package var path: String
        /// The original's digest; nil for a file the batch creates.
        package var original: JournalDigest?
        /// The new contents' digest.
        package var new: JournalDigest
    }

    /// The value of `format`, so that no other file is taken for a journal.
    package static let formatName = "xibify-batch-journal"
    /// The layout version this build writes and reads.
    package static let currentVersion = 1

    /// Always `formatName`.
    package var format: String = BatchJournal.formatName
    /// Always `currentVersion`.
    package var version: Int = BatchJournal.currentVersion
    /// The batch's identifier, the same as in its file name and its scratch files' names.
    package var batch: UUID
    /// How far it had gone.
    package var phase: Phase
    /// The writing process's id, for messages.
    package var process: Int32
    /// The folders the writer locked, relative ("." is the journal's own folder).
    package var locks: [String]
    /// Folders the batch created, outermost first, relative.
    package var folders: [String]
    /// The files, in the order they are replaced.
    package var files: [Entry]

    /// The journal's file name for a batch.
    /// - Parameter batch: the batch's identifier.
    /// - Returns: `.xibify-<UUID>.journal`.
    package static func fileName(for batch: UUID) -> String {
        ".xibify-\(batch.uuidString).journal"
    }

    /// The name a journal is written under before it is renamed into place.
    /// - Parameter batch: the batch's identifier.
    /// - Returns: `.xibify-<UUID>.journal.tmp`.
    package static func temporaryFileName(for batch: UUID) -> String {
        fileName(for: batch) + ".tmp"
    }

    /// Recognises a journal's name (or its temporary name).
    /// - Parameter name: a file name.
    /// - Returns: the batch and whether it is the temporary name, or nil.
    package static func parseName(_ name: String) -> (batch: UUID, isTemporary: Bool)? {
        let prefix = ".xibify-"
        var rest = Substring(name)
        guard rest.hasPrefix(prefix) else { return nil }
        rest = rest.dropFirst(prefix.count)
        let isTemporary = rest.hasSuffix(".journal.tmp")
        let suffix = isTemporary ? ".journal.tmp" : ".journal"
        guard rest.hasSuffix(suffix) else { return nil }
        guard let batch = UUID(uuidString: String(rest.dropLast(suffix.count))) else { return nil }
        return (batch, isTemporary)
    }

    /// The journal as written: JSON with sorted keys, one line per value.
    /// - Returns: the bytes.
    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        guard let data = try? encoder.encode(self) else { return [] }
        return Array(data) + [UInt8(ascii: "\n")]
    }

    /// Reads a journal, refusing anything this build did not write: another format or version,
    /// a batch other than its name's, or a path that is absolute, empty, or leaves its folder.
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - batch: the batch its file name gives.
    /// - Returns: the journal.
    /// - Throws: `Defect`, saying what is wrong.
    package static func decode(_ bytes: [UInt8], batch: UUID) throws(Defect) -> BatchJournal {
        let journal: BatchJournal
        do {
            journal = try JSONDecoder().decode(BatchJournal.self, from: Data(bytes))
        } catch {
            throw .notAJournal
        }
        guard journal.format == formatName else { throw .notAJournal }
        guard journal.version == currentVersion else { throw .version(journal.version) }
        guard journal.batch == batch else { throw .otherBatch }
        for path in journal.files.map(\.path) + journal.folders where !isConfined(path) {
            throw .pathOutside(path)
        }
        for path in journal.locks where path != "." && !isConfined(path) { throw .pathOutside(path) }
        guard Set(journal.files.map(\.path)).count == journal.files.count else { throw .repeatedFile }
        return journal
    }

    /// Whether a relative path stays in its folder: not empty, not absolute, no `.`, `..` or
    /// empty component, no NUL.
    private static func isConfined(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.utf8.contains(0) else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    /// Why a file named like a journal was not read as one.
    package enum Defect: Error, Sendable, Equatable {
        /// It is not JSON of this format.
        case notAJournal
        /// Another layout version.
        case version(Int)
        /// It names another batch than its file name.
        case otherBatch
        /// A path that is absolute or leaves the journal's folder.
        case pathOutside(String)
        /// A file listed twice.
        case repeatedFile
    }
}
