/// What a reporter may adapt to: colour, verbosity, the base of relative paths.
public struct ReporterSettings: Sendable, Equatable {
    /// Whether text output may use ANSI colours.
    package var color: Bool
    /// Findings only: no summary, no advice (`--quiet`).
    package var quiet: Bool
    /// The absolute folder relative paths start from (SARIF's `%SRCROOT%`).
    package var workingDirectory: String?
    /// How much the text report shows (`--brief`, `--top N`, `xibify show ID`).
    package var detail: TextReporter.Detail = .all

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

    /// Creates settings that shape the text report.
    package init(color: Bool, quiet: Bool, workingDirectory: String?, detail: TextReporter.Detail) {
        self.init(color: color, quiet: quiet, workingDirectory: workingDirectory)
        self.detail = detail
    }
}
