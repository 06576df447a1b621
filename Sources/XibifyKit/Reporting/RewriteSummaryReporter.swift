/// The account after `rewrite --write`: files created and changed, notes, totals.
public struct RewriteSummaryReporter: RewriteReporter {
    public static let identifier = "summary"

    /// Colours, or none.
    public var style: TextStyle

    /// Creates a reporter.
    /// - Parameter style: colours, or none.
    public init(style: TextStyle = TextStyle(enabled: false)) { self.style = style }

    public func render(_ outcome: RewriteOutcome) -> String {
        RewriteSummaryRenderer(style: style).written(outcome.result)
    }
}
