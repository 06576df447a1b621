/// What a reporter may adapt to: colour, verbosity, the base of relative paths.
public struct ReporterSettings: Sendable, Equatable {
    /// Whether text output may use ANSI colours.
    package var color: Bool
    /// Findings only: no summary, no advice (`--quiet`).
    package var quiet: Bool
    /// The absolute folder relative paths start from (SARIF's `%SRCROOT%`).
    package var workingDirectory: String?

    /// Creates settings.
    /// - Parameters:
    ///   - color: whether text output may use ANSI colours.
    ///   - quiet: findings only.
    ///   - workingDirectory: the absolute folder relative paths start from.
    public init(color: Bool = false, quiet: Bool = false, workingDirectory: String? = nil) {
        self.color = color
        self.quiet = quiet
        self.workingDirectory = workingDirectory
    }
}
