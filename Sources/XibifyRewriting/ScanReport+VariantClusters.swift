import XibifyFormat
import XibifyScanning
import XibifyWorkspace

extension ScanReport {
    /// The report with its variant groups as clusters after the exact ones (#31): what a rewrite
    /// plans, so that a copy both would replace goes to the exact cluster.
    ///
    /// Each group's cluster is made now (`DuplicateClusterer.variantClusters`), not by the scan,
    /// which `report` runs and which needs the groups alone; it gets the facts the scan gives
    /// clusters (what the app's code holds of its copies, their translations), its copies'
    /// verdicts (`Assessment`), and the class name a person chose for the group's id. Groups
    /// already among the clusters are not added twice.
    ///
    /// A group that took the copies of exact clusters, with a nudged paste of their layout, is
    /// followed by those clusters (`absorbedClusters`): when the group is extracted, its copies
    /// are taken and the clusters have none left (their skips are not shown, `withoutFallbacks`);
    /// when it is not (a value no accessor sets, a frame, a value of the app's own class), the
    /// clusters are extracted as they were before the paste.
    package func withVariantClusters() -> ScanReport {
        let present = Set(clusters.map(\.id))
        let groups = variants.filter { !present.contains($0.id) }
        let fallbacks = absorbedClusters.filter { !present.contains($0.id) }
        guard !groups.isEmpty else { return self }
        let made = DuplicateClusterer(options: options, files: workspace).variantClusters(for: groups, in: documents)
        guard !made.isEmpty || !fallbacks.isEmpty else { return self }
        let (annotated, found) = TranslationCounter.annotate(
            HeldObjectReader.annotate(made, documents: documents, files: workspace),
            documents: documents, files: workspace)
        var planned = self
        planned.translations.merge(found) { known, _ in known }
        var assessed = Assessment.assess(annotated, documents: documents, translations: planned.translations)
        Self.name(&assessed, by: chosenClassNames)
        // Each group, then the clusters it took; those of a group that made no cluster all the same.
        for group in groups {
            planned.clusters += assessed.filter { $0.id == group.id }
            planned.clusters += fallbacks.filter { $0.absorbedBy == group.id }
        }
        let placed = Set(groups.map(\.id))
        planned.clusters += fallbacks.filter { !placed.contains($0.absorbedBy ?? "") }
        return planned
    }
}
