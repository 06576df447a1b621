/// What a rewrite would do, verified: the plans, the skipped clusters, and the files.
public struct RewriteResult: Sendable {
    /// One plan per extracted cluster.
    public var plans: [ExtractionPlan]
    /// The clusters left alone, with reasons.
    package var skipped: [SkippedCluster]
    /// The clusters whose output failed a verification check and were left out of the batch.
    public var dropped: [DroppedCluster] = []
    /// The files created and changed, verified.
    package var files: [RenderedFile]
    /// Whether the project files were edited so every created file joins its targets (`--add-to-project`).
    package var addedToProject: Bool = false

    /// Whether anything would change.
    package var hasChanges: Bool {
        files.contains { $0.original == nil || $0.original != $0.contents }
    }
}

extension RewriteResult {
    /// The result without the skips of clusters whose variant group was extracted: the group took
    /// their copies, which is what the report listed (`ScanReport.withVariantClusters`).
    /// - Parameter takenBy: the group that took each such cluster, by the cluster's id.
    package func withoutFallbacks(_ takenBy: [String: String]) -> RewriteResult {
        guard !takenBy.isEmpty else { return self }
        let extracted = Set(plans.map(\.cluster.id))
        var result = self
        result.skipped.removeAll { skip in takenBy[skip.id].map(extracted.contains) ?? false }
        return result
    }
}
