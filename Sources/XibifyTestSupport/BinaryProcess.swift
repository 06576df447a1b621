import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running `xibify`, for tests that act while it runs: send it a signal, or hold it at the
/// pause of the test hook `XIBIFY_TEST_PAUSE_FIFO` (`PauseFIFO`).
package final class BinaryProcess: @unchecked Sendable {
    /// How the run ended and what it printed.
    package struct Result: Sendable {
        package var stdout: String
        package var stderr: String
        /// The exit status, or nil when a signal ended the process.
        package var status: Int32?
        /// The signal that ended the process, or nil when it exited.
        package var signal: Int32?
    }

    private let process = Process()
    private let out: PipeCapture
    private let err: PipeCapture

    /// Starts `xibify` with arguments, no terminal, and a clean colour environment.
    /// - Parameters:
    ///   - arguments: the command line after `xibify`.
    ///   - directory: the working folder.
    ///   - environment: extra variables.
    ///   - unblockingSignals: start it with no signal blocked, as a shell does. Otherwise it inherits
    ///     the mask of the thread that starts it: a test's Dispatch thread blocks nearly every signal.
    package init(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], unblockingSignals: Bool = false
    ) throws {
        process.executableURL = BinaryRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["RECORD_GOLDENS"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        var mask = sigset_t()
        if unblockingSignals {
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, &mask)
        }
        defer { if unblockingSignals { pthread_sigmask(SIG_SETMASK, &mask, nil) } }
        try process.run()
        out = PipeCapture(outPipe.fileHandleForReading)
        err = PipeCapture(errPipe.fileHandleForReading)
    }

    /// The process id.
    package var processIdentifier: Int32 { process.processIdentifier }

    /// Whether it still runs.
    package var isRunning: Bool { process.isRunning }

    /// Sends it a signal.
    /// - Parameter signal: the signal number.
    package func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the end of the run; after `timeout` seconds the process is killed (SIGKILL).
    /// - Parameter timeout: the longest wait; nil waits as long as it runs.
    /// - Returns: how it ended and what it printed.
    package func wait(timeout: TimeInterval? = 120) -> Result {
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        let signalled = process.terminationReason == .uncaughtSignal
        return Result(
            stdout: String(decoding: out.wait(), as: UTF8.self),
            stderr: String(decoding: err.wait(), as: UTF8.self),
            status: signalled ? nil : process.terminationStatus,
            signal: signalled ? process.terminationStatus : nil)
    }
}
