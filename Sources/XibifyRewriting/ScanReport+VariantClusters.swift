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
    package func withVariantClusters() -> ScanReport {
        let present = Set(clusters.map(\.id))
        let groups = variants.filter { !present.contains($0.id) }
        guard !groups.isEmpty else { return self }
        let made = DuplicateClusterer(options: options, files: workspace).variantClusters(for: groups, in: documents)
        guard !made.isEmpty else { return self }
        let (annotated, found) = TranslationCounter.annotate(
            HeldObjectReader.annotate(made, documents: documents, files: workspace),
            documents: documents, files: workspace)
        var planned = self
        planned.translations.merge(found) { known, _ in known }
        var assessed = Assessment.assess(annotated, documents: documents, translations: planned.translations)
        let keys = chosenClassNames.keys.sorted()
        for index in assessed.indices {
            guard let key = keys.first(where: { assessed[index].isNamed(by: $0) }), let name = chosenClassNames[key]
            else { continue }
            assessed[index].choose(className: name)
        }
        planned.clusters += assessed
        return planned
    }
}
