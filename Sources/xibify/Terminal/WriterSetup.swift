import ArgumentParser
import Foundation
import XibifyKit

/// The batch writer as `rewrite --write` and `extract` use it, and what its failures make of
/// the exit status.
enum WriterSetup {
    /// A writer that says on stderr what it finds of earlier, killed runs, pauses where the
    /// test hook `XIBIFY_TEST_PAUSE_FIFO` asks, and is killed where `XIBIFY_TEST_KILL_AFTER` asks.
    /// - Parameter force: `--force`: replace read-only files, keeping their mode.
    /// - Returns: the writer.
    static func writer(force: Bool) -> BatchWriter {
        var writer = BatchWriter(force: force)
        // The writer's notices come while a batch is written: a stream that fails then must not
        // end the process before the batch is finished or rolled back.
        writer.onNotice = { notice in OutputLoss.whileWriting { say(notice) } }
        if let killing = KillingFileSystem.fromEnvironment { writer.fileSystem = killing }
        if let fifo = ProcessInfo.processInfo.environment["XIBIFY_TEST_PAUSE_FIFO"], !fifo.isEmpty {
            writer.interruption = PausingInterruption(fifo: fifo)
        }
        return writer
    }

    /// Names on standard error what the writer found of earlier, killed runs.
    private static func say(_ notice: BatchWriter.Notice) {
        switch notice {
        case .leftover(let leftover): warn(about: leftover)
        case .stray(let path, let reason):
            DiagnosticPrinter.warn("could not remove \(path) (\(reason)); delete it")
        }
    }

    /// Names a scratch file a killed run left, on stderr.
    /// - Parameter leftover: the file, and what was done with it.
    static func warn(about leftover: BatchWriter.Leftover) {
        if leftover.isBackup {
            DiagnosticPrinter.warn(
                "\(leftover.path) holds the original of \(leftover.target), kept by a xibify run that was killed "
                    + "while writing; it was left alone (it may be the only copy of that original): compare it "
                    + "with \(leftover.target), then move it back over it or delete it")
        } else if leftover.removed {
            DiagnosticPrinter.warn(
                "removed \(leftover.path), a temporary file of a xibify run that was killed while writing")
        } else {
            DiagnosticPrinter.warn(
                "\(leftover.path) is a temporary file of a xibify run that was killed while writing, and could "
                    + "not be removed; delete it")
        }
    }

    /// Names a failed write on stderr and gives its exit status; an interruption ends the
    /// process by its signal instead.
    /// - Parameter failure: why nothing was written.
    /// - Returns: the exit status.
    static func exitCode(for failure: BatchWriter.Failure) -> ExitCode {
        DiagnosticPrinter.error(failure.errorDescription ?? "\(failure)")
        return status(of: failure).exitCode
    }

    /// The exit status of a failed write; an interruption ends the process by its signal.
    /// - Parameter failure: why nothing was written.
    /// - Returns: the status.
    static func status(of failure: BatchWriter.Failure) -> ExitStatus {
        switch failure.kind {
        case .interrupted(let signal): SignalExit.end(by: signal)
        case .cannotWrite: .writeFailed
        case .locked, .changedSinceRead, .appeared, .unfinishedBatch: .tryAgain
        case .foreignLock: .cannotCreate
        case .readOnly: .readOnly
        }
    }

    /// After a complete write during which a signal arrived: says so and ends by the signal.
    /// - Parameter signal: the signal, if one arrived.
    static func endIfSignalled(_ signal: Int32?) {
        guard let signal else { return }
        DiagnosticPrinter.error(
            "interrupted by \(BatchWriter.Failure.name(ofSignal: signal)) once every file was written: "
                + "the rewrite is complete")
        SignalExit.end(by: signal)
    }
}
