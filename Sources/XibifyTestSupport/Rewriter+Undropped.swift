import XibifyKit

extension Rewriter {
    /// `prepare(_:options:)` as tests that expect every selected cluster to pass verification use
    /// it: a dropped cluster is thrown as its failure, as before clusters could be dropped, so such
    /// a test fails instead of passing with fewer clusters.
    package static func prepareAll(_ report: ScanReport, options: ExtractionOptions) throws -> RewriteResult {
        let result = try prepare(report, options: options)
        if let dropped = result.dropped.first { throw dropped.failure }
        return result
    }
}
