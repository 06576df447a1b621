import XibifySupport

/// The output formats of `xibify report`: the registry of scan reporters, by identifier.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Readable text for a terminal.
    case text
    /// The versioned JSON schema of docs/json-schema.md.
    case json
    /// One `path:line:column: warning: …` line per instance, for an Xcode build phase.
    case xcode
    /// A SARIF 2.1.0 log, for GitHub code scanning and other CI annotators.
    case sarif
    /// One self-contained HTML page with wireframes of every cluster (docs/html-report.md).
    case html

    /// The format's stable identifier (the `--format` value).
    package var identifier: String { rawValue }

    /// The format of an identifier.
    /// - Parameter identifier: a `--format` value.
    package init?(identifier: String) { self.init(rawValue: identifier) }

    /// The reporter for this format.
    /// - Parameter color: whether text output may use ANSI colours.
    /// - Returns: the reporter.
    package func reporter(color: Bool) -> any Reporter { reporter(ReporterSettings(color: color)) }

    /// The reporter for this format, with settings.
    /// - Parameter settings: colour, verbosity and the base of relative paths.
    /// - Returns: the reporter.
    public func reporter(_ settings: ReporterSettings) -> any Reporter {
        switch self {
        case .text:
            TextReporter(style: TextStyle(enabled: settings.color), quiet: settings.quiet, detail: settings.detail)
        case .json: JSONReporter()
        case .xcode: XcodeReporter(quiet: settings.quiet)
        case .sarif: SARIFReporter(workingDirectory: settings.workingDirectory)
        case .html: HTMLReporter(workingDirectory: settings.workingDirectory)
        }
    }

    /// The identifiers, in order, for help texts and errors.
    package static var identifiers: [String] { allCases.map(\.identifier) }
}
