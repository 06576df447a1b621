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

    /// Writes text unbuffered.
    static func write(_ text: String, to stream: Stream) {
        stream.handle.write(Data(text.utf8))
    }
}
