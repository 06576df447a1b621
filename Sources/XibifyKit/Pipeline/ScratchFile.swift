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

    /// The name of a folder's lock file.
    package static let lockName = ".xibify.lock"

    /// A fresh temporary name for a target.
    /// - Parameter target: the target's file name.
    /// - Returns: `.<target>.xibify-<UUID>.tmp`.
    package static func temporaryName(for target: String) -> String {
        ".\(target).xibify-\(UUID().uuidString).tmp"
    }

    /// The backup name that goes with a temporary name.
    /// - Parameter temporary: a name from `temporaryName(for:)`.
    /// - Returns: the same name ending in `.orig` instead of `.tmp`.
    package static func backupName(for temporary: String) -> String {
        String(temporary.dropLast(".tmp".count)) + ".orig"
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
        let uuid = rest.suffix(uuidLength)
        guard UUID(uuidString: String(uuid)) != nil else { return nil }
        let beforeUUID = rest.dropLast(uuidLength)
        guard beforeUUID.hasSuffix(marker) else { return nil }
        let target = beforeUUID.dropFirst().dropLast(marker.count)
        guard !target.isEmpty else { return nil }
        return ScratchFile(kind: kind, target: String(target))
    }
}
