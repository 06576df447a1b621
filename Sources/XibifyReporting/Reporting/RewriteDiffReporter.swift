import XibifyRewriting
import XibifySupport

/// The unified diff of every file a rewrite creates or changes (`git apply` takes it).
package struct RewriteDiffReporter: RewriteReporter {
    package static let identifier = "diff"

    /// Colours, or none.
    package var style: TextStyle

    /// Creates a reporter.
    /// - Parameter style: colours, or none.
    package init(style: TextStyle = TextStyle(enabled: false)) { self.style = style }

    package func render(_ outcome: RewriteOutcome) -> String { renderPieces(outcome).joined() }

    /// Each file's diff, in order.
    package func renderPieces(_ outcome: RewriteOutcome) -> [String] {
        UnifiedDiffRenderer(style: style).renderEach(outcome.result.files)
    }
}
