import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the executable knows about its terminal.
enum TTY {
    enum Stream {
        case standardInput, standardOutput, standardError

        var descriptor: Int32 {
            switch self {
            case .standardInput: 0
            case .standardOutput: 1
            case .standardError: 2
            }
        }

        var handle: FileHandle {
            switch self {
            case .standardInput: .standardInput
            case .standardOutput: .standardOutput
            case .standardError: .standardError
            }
        }
    }

    /// Colour only on a terminal, and never with NO_COLOR set (https://no-color.org).
    static func colorAllowed(for stream: Stream) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(stream.descriptor) == 1
    }

    /// Whether a stream is a terminal.
    static func isTerminal(_ stream: Stream) -> Bool { isatty(stream.descriptor) == 1 }

    /// Writes text unbuffered, with `write(2)`: `FileHandle.write` traps on any error.
    ///
    /// A reader that went away (`xibify report | head`: EPIPE) ends the program quietly with
    /// status 0, as the output was not wanted any more; any other failure (`>/dev/full`) is named
    /// on standard error and ends it with status 74. SIGPIPE is ignored so that EPIPE arrives as
    /// an error here instead of killing the process.
    static func write(_ text: String, to stream: Stream) {
        ignoreBrokenPipeSignal
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(stream.descriptor, buffer.baseAddress! + done, buffer.count - done)
            }
            if written >= 0 {
                done += written
                continue
            }
            let code = errno
            if code == EINTR { continue }
            if code == EPIPE { exit(0) }
            if stream != .standardError {
                let message = "error: cannot write the output: \(String(cString: strerror(code)))\n"
                _ = message.withCString { systemWrite(2, $0, strlen($0)) }
            }
            exit(74)
        }
    }

    /// Ignores SIGPIPE once, before the first write.
    private static let ignoreBrokenPipeSignal: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()
}

/// `write(2)`, under a name the `TTY.write` method does not hide.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
