/// What a run found of a batch that an earlier run was writing when it was killed, and what it
/// did about it before reading anything (`BatchRecovery`).
package struct RecoveredBatch: Sendable, Equatable {
    /// What became of the batch.
    package enum Resolution: Sendable, Equatable {
        /// Rolled forward: every file now holds the new contents the killed run was writing.
        case finished
        /// Rolled back: every file holds what it held before the killed run.
        case undone
        /// Another xibify run holds the batch's locks and is writing it now; left alone.
        case inProgress(processID: Int32?)
        /// Neither finished nor undone; the journal and every scratch file it names are kept.
        case refused(Refusal)
    }

    /// Why a batch was finished or undone (a stable identifier each).
    package enum Reason: String, Sendable, Equatable {
        /// The killed run had written and read back every new file and compared every input
        /// with what it had read: finishing gives exactly the result it was writing.
        case committed
        /// The killed run had not yet compared its inputs, so it had replaced nothing.
        case notCommitted = "not-committed"
        /// A new file's contents are missing or damaged, so the batch cannot be finished; every
        /// original is intact, so it is undone.
        case newContentsLost = "new-contents-lost"
    }

    /// Why a batch was left as it is.
    package struct Refusal: Error, Sendable, Equatable {
        /// What stands in the way (a stable identifier each).
        package enum Kind: String, Sendable, Equatable {
            /// The journal cannot be read, or is not one this build wrote.
            case unreadableJournal = "unreadable-journal"
            /// It names a file outside its folder, or through a symbolic link.
            case pathOutside = "path-outside"
            /// A file holds neither its original nor its new contents (edited since the run was
            /// killed), or its original and its new contents are both lost.
            case editedSince = "edited-since"
            /// A lock of the batch's folders cannot be taken (not a lock file, no permission).
            case cannotLock = "cannot-lock"
            /// A file operation of the recovery failed; the next run tries again.
            case cannotWrite = "cannot-write"
        }

        /// What stands in the way.
        package var kind: Kind
        /// The system's or the reader's words, when there are some.
        package var detail: String
        /// Each file of the batch as it was found (for `editedSince`; empty otherwise).
        package var files: [FileState]
    }

    /// A file of a batch, as recovery found it.
    package struct FileState: Sendable, Equatable {
        /// What the file holds (a stable identifier each).
        package enum Contents: String, Sendable, Equatable {
            /// What it held before the killed run (for a new file: it does not exist).
            case original
            /// The killed run's new contents.
            case new
            /// Something else: edited since.
            case other
            /// Nothing: an edited file that is gone.
            case missing
        }

        /// The file, as displayed.
        package var path: String
        /// What it holds.
        package var contents: Contents
        /// The scratch file that holds its original, when one does (as displayed).
        package var original: String?
        /// The scratch file that holds its new contents, when one does (as displayed).
        package var new: String?
    }

    /// The journal, as displayed.
    package var journal: String
    /// What became of the batch.
    package var resolution: Resolution
    /// Why it was finished or undone; nil when it was left alone.
    package var reason: Reason?
    /// The files of the batch, as displayed.
    package var files: [String]

    /// Whether the run must stop before it reads anything: the batch is still half written.
    package var blocksScan: Bool {
        switch resolution {
        case .finished, .undone: false
        case .inProgress, .refused: true
        }
    }
}
