import Foundation
import XibifyKit

/// Asks questions on the terminal.
///
/// The prompt goes to stdout and the answer comes from stdin, with the terminal's own line
/// editing. End of input returns nil, which callers treat as "cancel".
struct Prompter {
    let style: TextStyle

    /// Prints text as it is.
    func say(_ text: String) {
        TTY.write(text, to: .standardOutput)
    }

    /// Asks for a line; an empty answer takes the default.
    /// - Returns: the answer, or nil at end of input.
    func ask(_ question: String, default value: String? = nil) -> String? {
        let suffix = value.map { " [\($0)]" } ?? ""
        say(style.bold(question) + suffix + ": ")
        guard let line = readLine(strippingNewline: true) else {
            say("\n")
            return nil
        }
        let answer = line.trimmingCharacters(in: .whitespaces)
        return answer.isEmpty ? (value ?? "") : answer
    }

    /// Asks until `check` accepts the answer, saying why it did not.
    /// - Returns: the accepted answer, or nil at end of input.
    func ask(_ question: String, default value: String?, check: (String) -> String?) -> String? {
        while true {
            guard let answer = ask(question, default: value) else { return nil }
            guard let problem = check(answer) else { return answer }
            say(style.red("  \(problem)") + "\n")
        }
    }

    /// Asks a yes/no question whose default is no.
    /// - Returns: true for y/yes, false otherwise, nil at end of input.
    func confirm(_ question: String) -> Bool? {
        confirm(question, default: false)
    }

    /// Asks a yes/no question; an empty answer takes the default.
    /// - Returns: true for y/yes (or empty with a default of yes), false otherwise, nil at end of input.
    func confirm(_ question: String, default yes: Bool) -> Bool? {
        guard let answer = ask(question + (yes ? " [Y/n]" : " [y/N]")) else { return nil }
        let word = answer.lowercased()
        return word.isEmpty ? yes : ["y", "yes"].contains(word)
    }
}
