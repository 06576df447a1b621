/// Renders what `xibify rewrite` did or would do, in one output format.
///
/// Like `Reporter`, pure and chosen by a stable identifier; `RewriteFormat` picks one.
public protocol RewriteReporter: Sendable {
    /// The reporter's stable identifier (`diff`, `summary`, `json`).
    static var identifier: String { get }

    /// Renders the rewrite.
    /// - Parameter outcome: the verified rewrite, its mode and whether it was written.
    /// - Returns: the whole output (empty when there is nothing to say).
    func render(_ outcome: RewriteOutcome) -> String

    /// The same output in pieces to be written one after the other (a large diff is never
    /// joined into one string).
    /// - Parameter outcome: the verified rewrite, its mode and whether it was written.
    /// - Returns: the pieces, whose concatenation is `render(outcome)`.
    func renderPieces(_ outcome: RewriteOutcome) -> [String]
}

extension RewriteReporter {
    package func renderPieces(_ outcome: RewriteOutcome) -> [String] { [render(outcome)] }
}
