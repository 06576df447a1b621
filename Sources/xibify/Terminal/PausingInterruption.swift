import Foundation
import XibifyKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The test hook `XIBIFY_TEST_PAUSE_FIFO=<path of a FIFO>`: a write pauses before its renames.
///
/// The pause comes once every temporary file is written, just before the inputs are compared and
/// the targets replaced, and lasts until the test has opened the FIFO for writing and closed it.
/// Meanwhile the test sends signals, edits inputs or starts a second run. Signals are held back
/// as usual (`DeferredSignals`).
///
/// Read by the executable only; without the variable, writes never pause.
struct PausingInterruption: InterruptionSource {
    /// The FIFO's path.
    let fifo: String
    private let signals = DeferredSignals()

    init(fifo: String) {
        self.fifo = fifo
    }

    func begin() { signals.begin() }

    func end() { signals.end() }

    func signal(at checkpoint: BatchWriter.Checkpoint) -> Int32? {
        if checkpoint == .beforeRenames { Self.pause(at: fifo) }
        return signals.signal(at: checkpoint)
    }

    /// The test hook `XIBIFY_TEST_PAUSE_AFTER_SCAN_FIFO=<path of a FIFO>`.
    ///
    /// `rewrite` pauses once its scan is done, before it plans, so a test can change the files
    /// (or run another xibify) in that window. Without the variable, nothing pauses.
    static func pauseAfterScan() {
        guard let fifo = ProcessInfo.processInfo.environment["XIBIFY_TEST_PAUSE_AFTER_SCAN_FIFO"], !fifo.isEmpty
        else { return }
        pause(at: fifo)
    }

    /// Opens the FIFO (which waits for the test to open it for writing) and reads it to its end.
    private static func pause(at fifo: String) {
        let descriptor = open(fifo, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var byte: UInt8 = 0
        while true {
            let got = read(descriptor, &byte, 1)
            if got > 0 || (got < 0 && errno == EINTR) { continue }
            return
        }
    }
}
