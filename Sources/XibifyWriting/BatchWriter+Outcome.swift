extension BatchWriter {
    /// What a write found and what happened at its end.
    package struct Outcome: Sendable, Equatable {
        /// Scratch files that an earlier, killed run left in the folders written in.
        package var leftovers: [Leftover] = []
        /// A signal (SIGINT, SIGTERM) that arrived after the last file was in place: the batch
        /// is complete, and the caller should still stop as the signal asked.
        package var signal: Int32?
        /// Scratch files of this write that could not be removed (as displayed): delete them.
        package var strays: [String] = []
    }

    /// A scratch file an earlier run left beside a target: it was killed while writing.
    package struct Leftover: Sendable, Equatable {
        /// The scratch file, as displayed.
        package var path: String
        /// The file it was written for, as displayed.
        package var target: String
        /// Whether it is a backup of the target's original (kept: it may be the only copy), or
        /// new contents that never reached their target (removed).
        package var isBackup: Bool
        /// Whether it was removed (temporary files; false when the removal failed, and for backups).
        package var removed: Bool
    }
}
