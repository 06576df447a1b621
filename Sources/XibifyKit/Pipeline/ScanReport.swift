/// Everything `report` knows after a scan: the files, the parsed documents, the clusters.
public struct ScanReport: Sendable {
    /// Every input, parsed or refused, sorted by path.
    public var files: [ScannedFile]
    /// The documents that parsed, in the same order as their entries in `files`.
    public var documents: [IBDocument]
    /// The clusters, ranked.
    public var clusters: [DuplicateCluster]
    /// The size thresholds used.
    public var options: ClusteringOptions

    /// The refused inputs.
    public var refused: [DocumentError] { files.compactMap(\.error) }
    /// Number of instances across clusters.
    public var instanceCount: Int { clusters.reduce(0) { $0 + $1.instances.count } }
    /// Elements that extraction of every cluster would remove.
    public var totalSavings: Int { clusters.reduce(0) { $0 + $1.savings } }
    /// Instances with at least one blocker.
    public var blockedInstanceCount: Int {
        clusters.reduce(0) { $0 + $1.instances.filter { !$0.blockers.isEmpty }.count }
    }
}
