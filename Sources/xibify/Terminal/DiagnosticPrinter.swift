import XibifyKit

/// Prints problems to stderr in the compiler's `path:line:column: error: …` form.
///
/// One problem, one line: paths, names and whatever else of the inputs a message holds are
/// escaped (`PlainText`), so a file name with a newline, or a configuration key with an escape
/// sequence, can neither add a line nor rewrite the terminal (#27). A message is one line by
/// construction; one that must say more is printed with several calls.
enum DiagnosticPrinter {
    static func printRefused(_ errors: [DocumentError]) {
        let style = TextStyle(enabled: TTY.colorAllowed(for: .standardError))
        for error in errors {
            let label = style.enabled ? "\u{1B}[31merror:\u{1B}[0m" : "error:"
            let text = "\(error.message) (\(error.suggestion))"
            TTY.write("\(line(error.location)): \(label) \(line(text))\n", to: .standardError)
        }
    }

    /// Names each skipped file as a warning (`path:line:column: warning: …`).
    static func printSkipped(_ files: [SkippedFile]) {
        for file in files {
            let text = "\(file.message) (\(file.suggestion))"
            TTY.write("\(line(file.location)): warning: \(line(text))\n", to: .standardError)
        }
    }

    static func error(_ message: String) {
        let label = TTY.colorAllowed(for: .standardError) ? "\u{1B}[31merror:\u{1B}[0m" : "error:"
        TTY.write("\(label) \(line(message))\n", to: .standardError)
    }

    /// `location: error: message`, as compilers and the refused inputs' lines write it.
    static func error(_ message: String, at location: String) {
        let label = TTY.colorAllowed(for: .standardError) ? "\u{1B}[31merror:\u{1B}[0m" : "error:"
        TTY.write("\(line(location)): \(label) \(line(message))\n", to: .standardError)
    }

    static func warn(_ message: String) {
        TTY.write("warning: \(line(message))\n", to: .standardError)
    }

    /// `path:line:column: warning: message` for a setting of the configuration file, or
    /// `warning: message` for a flag's.
    static func warn(_ warning: ConfigurationWarning) {
        guard let location = warning.location else { return warn(warning.message) }
        TTY.write("\(line(location)): warning: \(line(warning.message))\n", to: .standardError)
    }

    /// A message on one line.
    private static func line(_ text: String) -> String { PlainText.escaped(text) }
}
