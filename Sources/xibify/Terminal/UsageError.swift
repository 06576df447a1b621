import ArgumentParser

/// A usage mistake found once a subcommand runs, printed with the subcommand's usage.
///
/// An unknown `--cluster` id or a `--name` that is taken is found in `run()`; a `ValidationError`
/// thrown from there reaches the root command, which printed the usage of `xibify` itself (#32).
/// This prints it as argument-parser prints the mistakes `validate()` finds.
enum UsageError {
    /// Prints the message with the subcommand's usage on standard error.
    /// - Parameters:
    ///   - message: what is wrong.
    ///   - command: the subcommand that found it.
    /// - Returns: the status to throw, 64.
    static func report(_ message: String, for command: ParsableCommand.Type) -> ExitCode {
        let name = command.configuration.commandName ?? command._commandName
        let usage = XibifyCommand.usageString(for: command)
        TTY.write(
            "Error: \(message)\nUsage: \(usage)\n  See 'xibify \(name) --help' for more information.\n",
            to: .standardError)
        return ExitStatus.usage.exitCode
    }
}
