/// The output formats of `xibify report`.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Readable text for a terminal.
    case text
    /// The versioned JSON schema of docs/json-schema.md.
    case json
    /// One `path:line:column: warning: …` line per instance, for an Xcode build phase.
    case xcode
    /// One self-contained HTML page with wireframes of every cluster (docs/html-report.md).
    case html

    /// The reporter for this format.
    /// - Parameter color: whether text output may use ANSI colours.
    /// - Returns: the reporter.
    public func reporter(color: Bool) -> any Reporter {
        switch self {
        case .text: TextReporter(style: TextStyle(enabled: color))
        case .json: JSONReporter()
        case .xcode: XcodeReporter()
        case .html: HTMLReporter()
        }
    }
}
