/// The unified diff of every file a rewrite creates or changes (`git apply` takes it).
public struct RewriteDiffReporter: RewriteReporter {
    public static let identifier = "diff"

    /// Colours, or none.
    public var style: TextStyle

    /// Creates a reporter.
    /// - Parameter style: colours, or none.
    public init(style: TextStyle = TextStyle(enabled: false)) { self.style = style }

    public func render(_ outcome: RewriteOutcome) -> String { renderPieces(outcome).joined() }

    /// Each file's diff, in order.
    public func renderPieces(_ outcome: RewriteOutcome) -> [String] {
        UnifiedDiffRenderer(style: style).renderEach(outcome.result.files)
    }
}
