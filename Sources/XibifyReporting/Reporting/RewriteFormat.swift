import XibifySupport

/// The output formats of `xibify rewrite`: the registry of rewrite reporters.
public enum RewriteFormat: String, Sendable, CaseIterable {
    /// The unified diff before a write (`RewriteDiffReporter`), the summary after it
    /// (`RewriteSummaryReporter`).
    case text
    /// The plan and its outcome as JSON (`RewriteJSONReporter`).
    case json

    /// The reporter for this format and outcome.
    /// - Parameters:
    ///   - outcome: the rewrite to render (text depends on whether it was written).
    ///   - color: whether text output may use ANSI colours.
    /// - Returns: the reporter.
    public func reporter(for outcome: RewriteOutcome, color: Bool) -> any RewriteReporter {
        let style = TextStyle(enabled: color)
        switch self {
        case .json: return RewriteJSONReporter()
        case .text where outcome.written: return RewriteSummaryReporter(style: style)
        case .text: return RewriteDiffReporter(style: style)
        }
    }
}
