import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// The clusters of a clustering with the facts a scan gives them (what the app's code holds of
/// their copies, their translations) and their copies' verdicts (`Assessment`): those to list, and
/// those a variant group took (`DuplicateCluster.absorbedBy`), which a rewrite may still extract.
///
/// The scan (`Pipeline.scan`) and a rewrite's later rounds (`FollowUpRound`) make them alike.
package struct AssessedClusters: Sendable {
    /// The clusters a report lists.
    package var listed: [DuplicateCluster]
    /// The clusters a variant group took.
    package var absorbed: [DuplicateCluster]
    /// The translations of the documents that hold copies, by document index.
    package var translations: [Int: DocumentTranslations]

    /// Annotates and assesses what clustering found.
    package init(_ found: DuplicateClusterer.Found, documents: [IBDocument], files: WorkspaceFiles) {
        let (clustered, translations) = TranslationCounter.annotate(
            HeldObjectReader.annotate(found.clusters + found.absorbed, documents: documents, files: files),
            documents: documents, files: files)
        // Each copy's verdict, in the style `--style auto` gives its cluster.
        let clusters = Assessment.assess(clustered, documents: documents, translations: translations)
        listed = clusters.filter { $0.absorbedBy == nil }
        absorbed = clusters.filter { $0.absorbedBy != nil }
        self.translations = translations
    }
}
