import XibifySupport

/// The account after `rewrite --write`: files created and changed, notes, totals.
package struct RewriteSummaryReporter: RewriteReporter {
    package static let identifier = "summary"

    /// Colours, or none.
    package var style: TextStyle

    /// Creates a reporter.
    /// - Parameter style: colours, or none.
    package init(style: TextStyle = TextStyle(enabled: false)) { self.style = style }

    package func render(_ outcome: RewriteOutcome) -> String {
        RewriteSummaryRenderer(style: style).written(outcome.result)
    }
}
