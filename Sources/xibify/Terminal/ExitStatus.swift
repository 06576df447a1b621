import ArgumentParser

/// The documented exit statuses (docs/cli.md).
enum ExitStatus: Int32 {
    /// Everything went as asked.
    case success = 0
    /// `--fail-on-duplicates` and at least one cluster was found.
    case duplicatesFound = 1
    /// Bad flags or arguments (argument-parser's EX_USAGE).
    case usage = 64
    /// At least one input was refused: unreadable, malformed, legacy, not IB (EX_DATAERR).
    case inputRefused = 65
    /// A bug in xibify (EX_SOFTWARE).
    case internalError = 70

    var exitCode: ExitCode { ExitCode(rawValue) }
}
