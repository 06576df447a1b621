import XibifyKit

/// Prints problems to stderr in the compiler's `path:line:column: error: …` form.
enum DiagnosticPrinter {
    static func printRefused(_ errors: [DocumentError]) {
        let style = TextStyle(enabled: TTY.colorAllowed(for: .standardError))
        for error in errors {
            let label = style.enabled ? "\u{1B}[31merror:\u{1B}[0m" : "error:"
            TTY.write("\(error.location): \(label) \(error.message) (\(error.suggestion))\n", to: .standardError)
        }
    }

    /// Names each skipped file as a warning (`path:line:column: warning: …`).
    static func printSkipped(_ files: [SkippedFile]) {
        for file in files {
            TTY.write("\(file.location): warning: \(file.message) (\(file.suggestion))\n", to: .standardError)
        }
    }

    static func error(_ message: String) {
        let label = TTY.colorAllowed(for: .standardError) ? "\u{1B}[31merror:\u{1B}[0m" : "error:"
        TTY.write("\(label) \(message)\n", to: .standardError)
    }

    /// `location: error: message`, as compilers and the refused inputs' lines write it.
    static func error(_ message: String, at location: String) {
        let label = TTY.colorAllowed(for: .standardError) ? "\u{1B}[31merror:\u{1B}[0m" : "error:"
        TTY.write("\(location): \(label) \(message)\n", to: .standardError)
    }

    static func warn(_ message: String) {
        TTY.write("warning: \(message)\n", to: .standardError)
    }
}
