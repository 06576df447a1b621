import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The FIFO of the executable's test hooks: with `XIBIFY_TEST_PAUSE_FIFO` a write pauses before
/// its renames (every temporary file written, the folders locked), with
/// `XIBIFY_TEST_PAUSE_AFTER_SCAN_FIFO` `rewrite` pauses once its scan is done, before it plans,
/// until the test releases it.
package final class PauseFIFO: @unchecked Sendable {
    /// The FIFO's path.
    package let path: String
    /// The variable that names it to the run.
    package let variable: String
    private var descriptor: Int32 = -1

    /// Creates a FIFO in a folder.
    /// - Parameters:
    ///   - folder: where (outside the tree the run writes).
    ///   - variable: the test hook it is for.
    package init(in folder: URL, variable: String = "XIBIFY_TEST_PAUSE_FIFO") throws {
        self.variable = variable
        path = folder.appendingPathComponent("pause-\(UUID().uuidString).fifo").path
        guard mkfifo(path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        unlink(path)
    }

    /// The environment that makes a run pause here.
    package var environment: [String: String] { [variable: path] }

    /// Waits until the run reaches the pause: it has opened the FIFO for reading.
    /// - Parameters:
    ///   - process: the run (the wait ends when it exits before pausing).
    ///   - timeout: the longest wait, in seconds.
    /// - Returns: whether it is paused.
    package func waitUntilPaused(_ process: BinaryProcess, timeout: TimeInterval = 120) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            // Opening for writing without blocking fails (ENXIO) until a reader has it open.
            let opened = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if opened >= 0 {
                descriptor = opened
                return true
            }
            if !process.isRunning { return false }
            usleep(10_000)
        }
        return false
    }

    /// Lets the run go on: closes the FIFO, which it reads to its end.
    package func release() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }
}
