import ArgumentParser

/// The documented exit statuses (docs/cli.md).
enum ExitStatus: Int32 {
    /// Everything went as asked.
    case success = 0
    /// `report --fail-on-duplicates` found a cluster, or `rewrite --check` found changes.
    case duplicatesFound = 1
    /// `rewrite`: a cluster's output failed verification and was dropped; the others were
    /// verified and, with `--write`, written.
    case verificationFailed = 3
    /// The command's files were written (a rewrite, an extraction, a baseline), but standard
    /// output, standard error or the `--output-file` could not take what it says afterwards;
    /// the other stream says what was written. Not 74, which says nothing was changed (#27).
    case outputLost = 4
    /// Bad flags or arguments (argument-parser's EX_USAGE).
    case usage = 64
    /// At least one input was refused: unreadable, malformed, (with --strict) legacy or not IB (EX_DATAERR).
    case inputRefused = 65
    /// `report --baseline`: the baseline file cannot be read, is not a baseline, or has another
    /// format version (EX_NOINPUT).
    case baselineUnusable = 66
    /// Something cannot be made where it must go, and trying again will not help (EX_CANTCREAT):
    /// `rewrite --add-to-project`: a project cannot take the new files (no group for their folder,
    /// a layout the editor does not know); `rewrite --write`: a folder's `.xibify.lock` path holds
    /// something that is not a lock file of xibify (a symbolic link, a FIFO, a device, a file of
    /// other contents), left alone. Nothing was written.
    case cannotCreate = 73
    /// A bug in xibify (EX_SOFTWARE).
    case internalError = 70
    /// `rewrite --write`: a file could not be written; every file was left as it was (EX_IOERR).
    case writeFailed = 74
    /// `rewrite --write`: another run holds the lock of a folder written in, or an input changed
    /// (or a new file's path was taken) since it was read; nothing was written, run again (EX_TEMPFAIL).
    case tryAgain = 75
    /// The configuration file is unreadable, not YAML, or has an unknown key or a wrong type (EX_CONFIG).
    case configurationError = 78
    /// `rewrite --write`: a file to edit is read-only for its owner and `--force` was not given;
    /// nothing was written (EX_NOPERM).
    case readOnly = 77

    var exitCode: ExitCode { ExitCode(rawValue) }
}
