import XibifyRewriting

/// A verified rewrite with how it was run: what the rewrite reporters render.
public struct RewriteOutcome: Sendable {
    /// How `rewrite` was run.
    public enum Mode: String, Sendable {
        /// Print the diff (the default).
        case diff
        /// `--check`: say whether anything would change.
        case check
        /// `--write`: apply the changes.
        case write
    }

    /// The verified rewrite.
    package var result: RewriteResult
    /// How it was run.
    package var mode: Mode
    /// Whether the files were written.
    package var written: Bool

    /// Creates an outcome.
    /// - Parameters:
    ///   - result: the verified rewrite.
    ///   - mode: how it was run.
    ///   - written: whether the files were written.
    public init(result: RewriteResult, mode: Mode, written: Bool) {
        self.result = result
        self.mode = mode
        self.written = written
    }
}
