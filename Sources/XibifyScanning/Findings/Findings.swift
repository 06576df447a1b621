import XibifyFormat

/// What a scan found, one finding per copy, derived once for everything that lists findings: the
/// Xcode and SARIF reporters, the HTML page's copies and blockers, and the baseline a run records.
///
/// A new kind of finding is added here, and each reporter only says how it shows it.
package struct Findings {
    /// One copy of a duplicated layout.
    package struct Copy {
        /// Its cluster.
        package var cluster: DuplicateCluster
        /// What tells a person which layout it is (derived once per cluster).
        package var identity: ClusterIdentity
        /// Its index in the cluster (its number less one).
        package var index: Int
        /// The copy.
        package var instance: ClusterInstance
        /// Why it cannot be extracted, each reason once, in order; empty when nothing blocks it.
        package var reasons: [Blocker.Reason]
        /// Whether a baseline holds it (false) or not (true); nil without a baseline.
        package var isNew: Bool?
        /// The cluster's other copies a finding names (`OtherCopies.limit` at most), with their indices.
        package var others: [(index: Int, copy: ClusterInstance)]
        /// How many other copies it leaves unnamed.
        package var omitted: Int
        /// Whether the copy can be extracted: its cluster can, and nothing blocks the copy.
        package var extractable: Bool
    }

    /// Every copy of every cluster, by cluster, in the report's order.
    package var clusters: [[Copy]]
    /// Every copy of every cluster, in the report's order.
    package var copies: [Copy] { clusters.flatMap(\.self) }
    /// The documents kept as a whole copy per language, each once.
    package var perLanguage: [PerLanguageDocument]
    /// The inputs refused, as errors.
    package var refused: [DocumentError]
    /// The inputs skipped with a warning.
    package var skipped: [SkippedFile]

    /// The findings of a scan.
    package init(_ report: ScanReport) {
        clusters = []
        for cluster in report.clusters {
            let omitted = OtherCopies.omitted(in: cluster)
            // Once per cluster: asked per copy, it made a SARIF log quadratic in time (10,000 copies: 194 s).
            let extractable = cluster.isExtractable
            let identity = ClusterIdentity(cluster)
            var copies: [Copy] = []
            for (index, instance) in cluster.instances.enumerated() {
                let reasons = Set(instance.blockers.map(\.reason)).sorted()
                copies.append(
                    Copy(
                        cluster: cluster, identity: identity, index: index, instance: instance, reasons: reasons,
                        isNew: report.baseline.map { $0.isNew(index, inCluster: cluster.fingerprint) },
                        others: OtherCopies.shown(besides: index, in: cluster), omitted: omitted,
                        extractable: extractable && reasons.isEmpty))
            }
            clusters.append(copies)
        }
        perLanguage = PerLanguageDocument.find(in: report.documents)
        refused = report.refused
        skipped = report.skipped
    }
}
