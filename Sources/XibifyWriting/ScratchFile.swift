import Foundation

/// The files the batch writer keeps beside its targets while it writes, named so that a run
/// that was killed (SIGKILL, a power cut) leaves files the next run recognises.
///
/// - `.<name>.xibify-<UUID>.tmp`: a target's new contents, not yet renamed into place. Never the
///   only copy of anything, so a later run removes it.
/// - `.<name>.xibify-<UUID>.orig` (`.tmp.orig` before): a hard link to a target's original while
///   the targets are replaced. A run killed then may leave one whose target is already the new
///   file; it may be the only copy of the original, so a later run keeps it and says so.
/// - `.xibify.lock`: the lock of the folder (`FolderLock`).
/// - `.xibify-<UUID>.journal` (`.journal.tmp` while it is written): what a batch replaces, in the
///   deepest folder that holds every file of the batch (`BatchJournal`).
///
/// The scratch files of one batch share its UUID, so a journal names them all.
package struct ScratchFile: Sendable, Equatable {
    /// What a scratch file is.
    package enum Kind: Sendable, Equatable {
        /// New contents, not yet in place.
        case temporary
        /// A target's original.
        case backup
    }

    /// What it is.
    package var kind: Kind
    /// The name of the file it stands beside (its target).
    package var target: String
    /// The batch that made it.
    package var batch: UUID

    /// The name of a folder's lock file.
    package static let lockName = ".xibify.lock"

    /// A fresh temporary name for a target.
    /// - Parameter target: the target's file name.
    /// - Returns: `.<target>.xibify-<UUID>.tmp`.
    package static func temporaryName(for target: String) -> String {
        temporaryName(for: target, batch: UUID())
    }

    /// The temporary name of a target in a batch.
    /// - Parameters:
    ///   - target: the target's file name.
    ///   - batch: the batch's identifier.
    /// - Returns: `.<target>.xibify-<UUID>.tmp`.
    package static func temporaryName(for target: String, batch: UUID) -> String {
        ".\(target).xibify-\(batch.uuidString).tmp"
    }

    /// The backup name that goes with a temporary name.
    /// - Parameter temporary: a name from `temporaryName(for:)`.
    /// - Returns: the same name ending in `.orig` instead of `.tmp`.
    package static func backupName(for temporary: String) -> String {
        String(temporary.dropLast(".tmp".count)) + ".orig"
    }

    /// Whether a name is one the batch writer makes: a lock, a journal (or its temporary name),
    /// a temporary file or a backup.
    /// - Parameter name: a file name.
    /// - Returns: whether it is.
    package static func isWritersFile(_ name: String) -> Bool {
        guard name.hasPrefix(".") else { return false }
        return name == lockName || BatchJournal.parseName(name) != nil || parse(name) != nil
    }

    /// Recognises a scratch file's name.
    /// - Parameter name: a file name.
    /// - Returns: what it is, or nil when the name is not one the writer makes.
    package static func parse(_ name: String) -> ScratchFile? {
        let kind: Kind
        var rest = Substring(name)
        if rest.hasSuffix(".tmp.orig") {
            kind = .backup
            rest = rest.dropLast(".tmp.orig".count)
        } else if rest.hasSuffix(".orig") {
            kind = .backup
            rest = rest.dropLast(".orig".count)
        } else if rest.hasSuffix(".tmp") {
            kind = .temporary
            rest = rest.dropLast(".tmp".count)
        } else {
            return nil
        }
        let marker = ".xibify-"
        let uuidLength = 36
        guard rest.hasPrefix("."), rest.count > 1 + marker.count + uuidLength else { return nil }
        guard let batch = UUID(uuidString: String(rest.suffix(uuidLength))) else { return nil }
        let beforeUUID = rest.dropLast(uuidLength)
        guard beforeUUID.hasSuffix(marker) else { return nil }
        let target = beforeUUID.dropFirst().dropLast(marker.count)
        guard !target.isEmpty else { return nil }
        return ScratchFile(kind: kind, target: String(target), batch: batch)
    }
}
