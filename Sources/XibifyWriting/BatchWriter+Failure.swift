import Foundation

extension BatchWriter {
    /// Why a batch was not written.
    package struct Failure: Error, Sendable, Equatable, LocalizedError {
        /// What went wrong.
        package enum Kind: Sendable, Equatable {
            /// A file or folder could not be written (a full disk, no permission).
            case cannotWrite
            /// SIGINT or SIGTERM arrived before the last file was in place.
            case interrupted(signal: Int32)
            /// Another process holds the lock of a folder the batch writes in (its id when known).
            case locked(processID: Int32?)
            /// Something other than a lock file of xibify is at a lock's path (a symbolic link, a
            /// FIFO, a device, a file with other contents); it was left alone, never followed.
            case foreignLock
            /// Edited files changed (or went away) since they were read.
            case changedSinceRead
            /// Paths that new files would take exist now.
            case appeared
            /// Files the batch would edit are read-only for their owner, and the writer was not forced.
            case readOnly
            /// A batch an earlier run was writing when it was killed is still unfinished where this
            /// one would write (its journal, or its scratch files with the journal still there):
            /// the next run finishes or undoes it before it scans.
            case unfinishedBatch
        }

        /// What went wrong.
        package var kind: Kind
        /// The files concerned, as displayed: the one that could not be written, every file that
        /// changed or is read-only, or the lock file.
        package var paths: [String]
        /// What the system said, when it said something.
        package var reason: String
        /// Targets that could not be put back while rolling back, with the backup that holds
        /// each one's original (both as displayed); empty when the rollback was complete.
        package var unrestored: [String: String] = [:]
        /// Scratch files of this write that could not be removed (as displayed): delete them.
        package var strays: [String] = []

        /// Creates a failure.
        /// - Parameters:
        ///   - kind: what went wrong.
        ///   - paths: the files concerned.
        ///   - reason: what the system said.
        package init(_ kind: Kind, paths: [String], reason: String = "") {
            self.kind = kind
            self.paths = paths
            self.reason = reason
        }

        /// The first file concerned.
        package var path: String { paths.first ?? "" }

        package var errorDescription: String? {
            let names = paths.joined(separator: ", ")
            let plural = paths.count > 1
            var outcome = "no file was changed"
            if !unrestored.isEmpty {
                outcome =
                    "could not put back "
                    + unrestored.sorted { $0.key < $1.key }.map { "\($0.key) (its original is in \($0.value))" }
                    .joined(separator: ", ") + "; the other files are as they were"
            }
            if !strays.isEmpty { outcome += "; could not remove " + strays.joined(separator: ", ") + ": delete them" }
            switch kind {
            case .cannotWrite:
                return "\(names): cannot write: \(reason) — \(outcome)"
            case .interrupted(let signal):
                return "interrupted by \(Self.name(ofSignal: signal)) — \(outcome)"
            case .locked(let processID):
                let holder = processID.map { "another xibify run (process \($0))" } ?? "another xibify run"
                let folder = (path as NSString).deletingLastPathComponent
                return "\(holder) is writing in \(folder.isEmpty ? "." : folder) and holds its lock \(path) — "
                    + "\(outcome); run again when it has finished"
            case .foreignLock:
                return "\(names) is \(reason), not a lock file of xibify; xibify locks a folder with this file and "
                    + "will not follow, overwrite or remove it — \(outcome); move it away, then run again"
            case .changedSinceRead:
                return "\(names) changed since xibify read \(plural ? "them" : "it") — \(outcome); "
                    + "run again to rewrite what \(plural ? "they hold" : "it holds") now"
            case .appeared:
                return "\(names) \(plural ? "exist" : "exists") now but \(plural ? "were" : "was") to be created — "
                    + "\(outcome); move \(plural ? "them" : "it") away, or run again"
            case .unfinishedBatch:
                return "\(names) belongs to a batch that a xibify run was writing when it was killed, and was "
                    + "finished or undone by no run yet — \(outcome); run xibify again: it finishes or undoes that "
                    + "batch first"
            case .readOnly:
                return "\(names) \(plural ? "are" : "is") read-only (the owner has no write permission) — \(outcome); "
                    + "make \(plural ? "them" : "it") writable, or pass --force to replace \(plural ? "them" : "it") "
                    + "keeping \(plural ? "their" : "its") mode"
            }
        }

        /// `SIGINT`, `SIGTERM`, or "signal N".
        /// - Parameter signal: a signal number.
        /// - Returns: its name.
        package static func name(ofSignal signal: Int32) -> String {
            switch signal {
            case SIGINT: "SIGINT"
            case SIGTERM: "SIGTERM"
            default: "signal \(signal)"
            }
        }
    }
}
