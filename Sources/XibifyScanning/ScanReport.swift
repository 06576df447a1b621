import XibifyFormat
import XibifyWorkspace
import XibifyWriting

/// Everything `report` knows after a scan: the files, the parsed documents, the clusters.
public struct ScanReport: Sendable {
    /// Every input, parsed or refused, sorted by path.
    package var files: [ScannedFile]
    /// The documents that parsed, in the same order as their entries in `files`.
    public var documents: [IBDocument]
    /// The clusters, ranked.
    package var clusters: [DuplicateCluster]
    /// Copies of one layout that differ in a few layout values, ranked (`VariantFinder`).
    package var variants: [VariantGroup] = []
    /// The exact clusters a variant group took with a nudged paste of their layout, each with its
    /// facts and verdicts: not listed by any report; a rewrite plans each after its group, so that
    /// its copies are extracted as before when the group is not (`withVariantClusters`).
    package var absorbedClusters: [DuplicateCluster] = []
    /// The class names a person chose, by cluster or group key (`choose(classNames:)`): kept for
    /// the variant groups, whose clusters are made when a rewrite plans them.
    package var chosenClassNames: [String: String] = [:]
    /// The size thresholds used.
    package var options: ClusteringOptions
    /// The files and folders the scan was given, as given (`.` when none), so a report can write
    /// the command that acts on the same inputs.
    package var inputs: [String] = []
    /// The patterns of paths the scan left out (`--exclude`), as given.
    package var excludes: [String] = []
    /// The folders scanned, absolute, as given and with links resolved
    /// (`InputDiscovery.Result.roots`): a rewrite writes only below them, or where the user or a
    /// project says (`LinkedPath`).
    package var roots: [String] = []
    /// The translations of the documents that hold copies, by document index (`Base.lproj`
    /// documents with `.strings` files or a String Catalog beside them).
    package var translations: [Int: DocumentTranslations] = [:]

    /// The refused inputs.
    package var refused: [DocumentError] { files.compactMap(\.error) }
    /// The inputs passed over with a warning (legacy archives, XML that is not IB), unless strict.
    package var skipped: [SkippedFile] { files.compactMap(\.skipped) }
    /// What discovery warns about (an `--exclude` pattern that matched nothing).
    package var warnings: [ScanWarning] = []
    /// Batches that runs killed while writing had left, finished or undone before the scan read
    /// anything, or left as they are (then nothing was read: `isBlockedByUnfinishedBatch`).
    package var recoveredBatches: [RecoveredBatch] = []
    /// Whether a batch is still half written (another run is writing it, or it could be neither
    /// finished nor undone): then the scan read nothing, and nothing should be planned.
    package var isBlockedByUnfinishedBatch: Bool { recoveredBatches.contains(where: \.blocksScan) }
    /// Scratch files of killed runs found outside any journal: temporary files (removed) and
    /// backups of earlier builds (kept: each may be the only copy of an original).
    package var leftovers: [BatchWriter.Leftover] = []
    /// What a baseline hid, when the report was compared with one (`Baseline.filter`).
    package var baseline: BaselineComparison?
    /// Where the stages after the scan read the app's files: the disk, or, for a later planning
    /// round of one rewrite, the disk under the files the earlier rounds wrote in memory.
    package var workspace: WorkspaceFiles = .disk
    /// The copies of the clusters left out of the report on the user's word (`.xibify.yml`'s
    /// `ignore:`), as `ClusterInstance.copyKey`: a later planning round of a rewrite, whose
    /// clusters have other ids, leaves out every cluster with one of them too.
    package var ignoredCopies: Set<String> = []

    /// Creates a value from its properties.
    package init(
        files: [ScannedFile], documents: [IBDocument], clusters: [DuplicateCluster], options: ClusteringOptions,
        inputs: [String] = [], excludes: [String] = [], roots: [String] = [],
        translations: [Int: DocumentTranslations] = [:], warnings: [ScanWarning] = [],
        recoveredBatches: [RecoveredBatch] = [], leftovers: [BatchWriter.Leftover] = [],
        baseline: BaselineComparison? = nil
    ) {
        self.files = files
        self.documents = documents
        self.clusters = clusters
        self.options = options
        self.inputs = inputs
        self.excludes = excludes
        self.roots = roots
        self.translations = translations
        self.warnings = warnings
        self.recoveredBatches = recoveredBatches
        self.leftovers = leftovers
        self.baseline = baseline
    }
    /// Number of instances across clusters.
    package var instanceCount: Int { clusters.reduce(0) { $0 + $1.instances.count } }
    /// Elements that extraction of every cluster would remove.
    package var totalSavings: Int { clusters.reduce(0) { $0 + $1.savings } }
    /// Instances with at least one blocker.
    package var blockedInstanceCount: Int {
        clusters.reduce(0) { $0 + $1.instances.filter { !$0.blockers.isEmpty }.count }
    }
    /// Clusters with at least two copies free of blockers: `rewrite` can extract them.
    public var extractableClusterCount: Int { clusters.filter(\.isExtractable).count }
    /// Copies free of blockers in extractable clusters.
    package var extractableInstanceCount: Int {
        clusters.filter(\.isExtractable).reduce(0) { $0 + $1.instances.filter { $0.blockers.isEmpty }.count }
    }
    /// Blocked copies per blocker reason (a copy counts once under each of its reasons), most first.
    package var blockedInstancesByReason: [(reason: Blocker.Reason, count: Int)] {
        var counts: [Blocker.Reason: Int] = [:]
        for cluster in clusters {
            for instance in cluster.instances {
                for reason in Set(instance.blockers.map(\.reason)) { counts[reason, default: 0] += 1 }
            }
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
    }
}
