import Synchronization

/// What became of standard output and standard error, so the exit status tells the truth when
/// one of them cannot be written (#27).
///
/// Before a command writes a file, a stream that fails ends the run with 74: nothing was changed,
/// and the output the user asked for is lost (`TTY.write`). While a batch is written, and after
/// it, the run must not stop: the files are (being) written, so the stream is recorded as lost,
/// whatever still works says so once (a note on the other stream: what was written), later text
/// for that stream is dropped, and the command ends with `ExitStatus.outputLost` (4) unless a
/// status that says more wins. A reader that went away (`EPIPE`) is no loss to report: it did not
/// want the rest.
enum OutputLoss {
    /// The shared state.
    struct State {
        /// What was written, as the note says it once an output is lost ("every file was
        /// written: the rewrite is complete"); nil while no file is written.
        var written: String?
        /// Whether a batch is being written: a failing stream then must not stop the process.
        var writing = false
        /// The streams lost (by descriptor), with why.
        var lost: [Int32: String] = [:]
        /// Whether a loss other than a reader that went away happened: the status says it.
        var changesStatus = false
        /// Whether a note may go to standard output when standard error is lost (not when
        /// standard output carries JSON, SARIF or HTML, which a line of text would break).
        var notesOnStandardOutput = true
    }

    static let state = Mutex(State())

    /// Whether a failing stream must stop the run (nothing written, no batch under way).
    static var stopsOnFailure: Bool {
        state.withLock { $0.written == nil && !$0.writing }
    }

    /// Whether a stream was lost.
    /// - Parameter descriptor: 1 or 2.
    /// - Returns: true when text for it is dropped.
    static func isLost(_ descriptor: Int32) -> Bool {
        state.withLock { $0.lost[descriptor] != nil }
    }

    /// Whether an output was lost in a way the exit status must say.
    static var changesStatus: Bool { state.withLock { $0.changesStatus } }

    /// Says that standard output carries a format a line of text would break.
    static func keepStandardOutputClean() {
        state.withLock { $0.notesOnStandardOutput = false }
    }

    /// Runs a step of a batch's write that prints (the writer's notices): a stream failing
    /// meanwhile is recorded, and the process goes on to finish or roll back the batch.
    /// - Parameter body: what prints.
    static func whileWriting(_ body: () -> Void) {
        let before = state.withLock { state -> Bool in
            defer { state.writing = true }
            return state.writing
        }
        body()
        state.withLock { $0.writing = before }
    }

    /// Records that files were written: from now on a failing stream is a warning and status 4.
    /// - Parameter note: what was written, as a note says it ("every file was written: …").
    static func filesWritten(_ note: String) {
        state.withLock { $0.written = note }
    }

    /// Records a stream that cannot be written, and says so once on the other stream.
    /// - Parameters:
    ///   - descriptor: 1 or 2.
    ///   - reason: the system's words.
    ///   - readerGone: `EPIPE`: the reader went away; recorded without a note or a status.
    /// - Returns: the note to write on the other stream, with that stream's descriptor, if any.
    static func lose(_ descriptor: Int32, reason: String, readerGone: Bool) -> (Int32, String)? {
        state.withLock { state -> (Int32, String)? in
            guard state.lost[descriptor] == nil else { return nil }
            state.lost[descriptor] = reason
            if readerGone { return nil }
            state.changesStatus = true
            let other: Int32 = descriptor == 1 ? 2 : 1
            if state.lost[other] != nil || (other == 1 && !state.notesOnStandardOutput) { return nil }
            let name = descriptor == 1 ? "standard output" : "standard error"
            guard let written = state.written else {
                // During a write: how it ends (written, or rolled back) decides the status.
                return (other, "warning: cannot write to \(name) (\(reason)) while the files are written\n")
            }
            return (
                other,
                "warning: cannot write to \(name) (\(reason)): \(written); only the messages are lost "
                    + "(exit status 4)\n"
            )
        }
    }
}
