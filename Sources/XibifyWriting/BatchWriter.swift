/// Writes a verified batch all or nothing.
///
/// Every file goes to a temporary file beside its target, is flushed and read back; the inputs
/// are compared with what was read; only then are the targets replaced by renaming, and if a
/// rename fails or a signal arrives, the ones already done are rolled back. Each folder written
/// in is locked for the time of the write, and temporary files an earlier, killed run left
/// there are removed. The steps, the files they leave on each path and the exit statuses the
/// executable gives each failure are in docs/cli.md ("How --write writes").
package struct BatchWriter: Sendable {
    /// A point between two steps of a write, where a signal received meanwhile is acted on.
    package enum Checkpoint: Sendable, Equatable, Hashable {
        /// The folders are locked and the targets checked; nothing is written yet.
        case checked
        /// The temporary copy of the n-th changing file is written and read back.
        case wroteTemporary(Int)
        /// Every temporary copy is written; the inputs are compared next, then renamed over.
        case beforeRenames
        /// The n-th changing file is in place. After the last one the batch is complete: a signal
        /// no longer undoes it, and it is asked about once the write is over.
        case renamed(Int)
    }

    /// Whether files their owner cannot write (`chmod 444`) are replaced (keeping their mode)
    /// instead of refused.
    package var force: Bool
    /// The file operations (tests make them fail).
    package var fileSystem: any BatchFileSystem = SystemFileSystem()
    /// Where signals come from (tests inject them; the executable's test hook pauses).
    package var interruption: any InterruptionSource = DeferredSignals()
    /// Told, as it happens, about each scratch file an earlier run left beside the targets, and
    /// each scratch file of this run that could not be removed.
    package var onNotice: @Sendable (Notice) -> Void = { _ in }

    /// Something the writer found or could not do that the user should hear about.
    package enum Notice: Sendable, Equatable {
        /// A scratch file of an earlier, killed run (removed, or kept when it is a backup).
        case leftover(Leftover)
        /// A scratch file of this run (or a new file being rolled back) that could not be
        /// removed, as displayed, and why.
        case stray(String, reason: String)
    }

    /// Creates a writer.
    /// - Parameter force: replace files their owner made read-only instead of refusing them.
    package init(force: Bool = false) {
        self.force = force
    }

    /// Writes every file that changes, or none.
    /// - Parameter files: the verified files.
    /// - Returns: the scratch files of earlier runs that were found, and a signal that arrived
    ///   once every file was in place.
    /// - Throws: `Failure`; then every target is as it was before, and no scratch file of this
    ///   run remains (unless `Failure.unrestored` names a target that could not be put back).
    @discardableResult
    package func write(_ files: [FileWrite]) throws(Failure) -> Outcome {
        let changing = files.filter { $0.original != $0.contents }
        guard !changing.isEmpty else { return Outcome() }
        interruption.begin()
        var batch = BatchWrite(writer: self, files: changing)
        var outcome: Outcome
        do {
            outcome = try batch.run()
        } catch {
            interruption.end()
            throw error
        }
        interruption.end()
        // Asked once the signals act as usual again, so one that came at any moment after the
        // last file was in place is reported, not lost.
        outcome.signal = interruption.signal(at: .renamed(changing.count - 1))
        return outcome
    }
}
