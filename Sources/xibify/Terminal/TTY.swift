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
    /// Before any file is written, a reader that went away (`xibify report | head`: EPIPE) ends
    /// the program quietly with status 0, as the output was not wanted any more; any other
    /// failure (`>/dev/full`, a closed stream) is named on the other stream and ends it with
    /// status 74: nothing was changed. While a batch is written and after it, a failure never
    /// stops the program (the files are written, or being written): `OutputLoss` records it,
    /// says so on the other stream, and the command ends with status 4. SIGPIPE is ignored so
    /// that EPIPE arrives as an error here instead of killing the process.
    static func write(_ text: String, to stream: Stream) {
        ignoreBrokenPipeSignal
        if OutputLoss.isLost(stream.descriptor) { return }
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
            let reason = String(cString: strerror(code))
            guard OutputLoss.stopsOnFailure else {
                if let (other, note) = OutputLoss.lose(stream.descriptor, reason: reason, readerGone: code == EPIPE) {
                    writeRaw(note, to: other)
                }
                return
            }
            if code == EPIPE { exit(0) }
            if stream != .standardError {
                writeRaw("error: cannot write the output: \(reason)\n", to: 2)
            } else if OutputLoss.state.withLock({ $0.notesOnStandardOutput }) {
                writeRaw("error: cannot write to standard error: \(reason)\n", to: 1)
            }
            exit(74)
        }
    }

    /// One attempt to write a note, whatever becomes of it (the stream it would name a failure
    /// on is the one that failed).
    private static func writeRaw(_ text: String, to descriptor: Int32) {
        _ = text.withCString { systemWrite(descriptor, $0, strlen($0)) }
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
