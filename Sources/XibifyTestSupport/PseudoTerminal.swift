import CPseudoTerminal
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `xibify` on a pseudo-terminal, so it sees a real terminal on stdin and
/// stdout, and lets a test answer its prompts and read the screen.
package final class PseudoTerminal {
    /// Everything the program wrote (and the terminal echoed), as text.
    package private(set) var screen = ""
    private let master: Int32
    private let process: Process
    private var readUpTo = 0

    /// Why a session failed.
    package struct Timeout: Error, CustomStringConvertible {
        package var waitingFor: String
        package var screen: String
        package var description: String { "timed out waiting for \"\(waitingFor)\"; screen:\n\(screen)" }
    }

    /// Starts `xibify` with arguments in a folder.
    /// - Parameters:
    ///   - arguments: the command line after `xibify`.
    ///   - directory: the working folder.
    ///   - extra: variables to set in its environment besides the test's own.
    package init(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:]) throws {
        var name = [CChar](repeating: 0, count: 256)
        master = xibify_open_pseudo_terminal(&name, name.count)
        guard master >= 0 else { throw POSIXError(.ENOTTY) }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let slave = open(path, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.ENOTTY) }
        process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "xterm"
        environment.merge(extra) { _, given in given }
        process.environment = environment
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Reads until the screen shows `text` after what earlier calls consumed.
    /// - Parameters:
    ///   - text: the text to wait for.
    ///   - seconds: how long to wait.
    /// - Returns: the screen from the previous point up to and including `text`.
    @discardableResult
    package func expect(_ text: String, seconds: Double = 20) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let unread = String(screen.dropFirst(readUpTo))
            if let range = unread.range(of: text) {
                let seen = String(unread[..<range.upperBound])
                readUpTo += seen.count
                return seen
            }
            guard Date() < deadline, readMore(timeout: deadline.timeIntervalSinceNow) else {
                throw Timeout(waitingFor: text, screen: screen)
            }
        }
    }

    /// Types a line and Return.
    package func send(_ line: String) {
        write(line + "\n")
    }

    /// Types Ctrl-D at the start of a line: end of input.
    package func sendEndOfInput() {
        write("\u{04}")
    }

    /// Waits for the program to exit, keeping what it prints.
    /// - Returns: its exit status.
    package func waitForExit(seconds: Double = 30) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while readMore(timeout: max(0.05, deadline.timeIntervalSinceNow)) && Date() < deadline {}
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { throw Timeout(waitingFor: "exit", screen: screen) }
        return process.terminationStatus
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Foundation.write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what is available; false when the terminal closed or nothing came in time.
    private func readMore(timeout: Double) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(1, min(timeout, 1) * 1000)))
        guard ready > 0 else { return ready == 0 && process.isRunning }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        screen += String(decoding: buffer[0..<count], as: UTF8.self)
        return true
    }
}
