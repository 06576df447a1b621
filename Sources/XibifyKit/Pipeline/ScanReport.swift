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
    /// The files and folders the scan was given, as given (`.` when none), so a report can write
    /// the command that acts on the same inputs.
    public var inputs: [String] = []
    /// The patterns of paths the scan left out (`--exclude`), as given.
    public var excludes: [String] = []
    /// The folders scanned, absolute, as given and with links resolved
    /// (`InputDiscovery.Result.roots`): a rewrite writes only below them, or where the user or a
    /// project says (`LinkedPath`).
    package var roots: [String] = []
    /// The translations of the documents that hold copies, by document index (`Base.lproj`
    /// documents with `.strings` files or a String Catalog beside them).
    package var translations: [Int: DocumentTranslations] = [:]

    /// The refused inputs.
    public var refused: [DocumentError] { files.compactMap(\.error) }
    /// The inputs passed over with a warning (legacy archives, XML that is not IB), unless strict.
    public var skipped: [SkippedFile] { files.compactMap(\.skipped) }
    /// What discovery warns about (an `--exclude` pattern that matched nothing).
    public var warnings: [ScanWarning] = []
    /// Batches that runs killed while writing had left, finished or undone before the scan read
    /// anything, or left as they are (then nothing was read: `isBlockedByUnfinishedBatch`).
    public var recoveredBatches: [RecoveredBatch] = []
    /// Whether a batch is still half written (another run is writing it, or it could be neither
    /// finished nor undone): then the scan read nothing, and nothing should be planned.
    public var isBlockedByUnfinishedBatch: Bool { recoveredBatches.contains(where: \.blocksScan) }
    /// Scratch files of killed runs found outside any journal: temporary files (removed) and
    /// backups of earlier builds (kept: each may be the only copy of an original).
    public var leftovers: [BatchWriter.Leftover] = []
    /// What a baseline hid, when the report was compared with one (`Baseline.filter`).
    public var baseline: BaselineComparison?
    /// Number of instances across clusters.
    public var instanceCount: Int { clusters.reduce(0) { $0 + $1.instances.count } }
    /// Elements that extraction of every cluster would remove.
    public var totalSavings: Int { clusters.reduce(0) { $0 + $1.savings } }
    /// Instances with at least one blocker.
    public var blockedInstanceCount: Int {
        clusters.reduce(0) { $0 + $1.instances.filter { !$0.blockers.isEmpty }.count }
    }
    /// Clusters with at least two copies free of blockers: `rewrite` can extract them.
    public var extractableClusterCount: Int { clusters.filter(\.isExtractable).count }
    /// Copies free of blockers in extractable clusters.
    public var extractableInstanceCount: Int {
        clusters.filter(\.isExtractable).reduce(0) { $0 + $1.instances.filter { $0.blockers.isEmpty }.count }
    }
    /// Blocked copies per blocker reason (a copy counts once under each of its reasons), most first.
    public var blockedInstancesByReason: [(reason: Blocker.Reason, count: Int)] {
        var counts: [Blocker.Reason: Int] = [:]
        for cluster in clusters {
            for instance in cluster.instances {
                for reason in Set(instance.blockers.map(\.reason)) { counts[reason, default: 0] += 1 }
            }
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
    }
}
