import XibifyFormat
import XibifyWorkspace

/// Reads the translations of the documents that hold copies and counts, per copy, the entries
/// that name its inner objects.
///
/// For a copy in a `Base.lproj` document: the entries of `<lang>.lproj/<Document>.strings`
/// (IB-FORMAT.md §5.3) whose key starts with the id of an object inside the copy. These are what
/// an extraction moves with the views (`TranslationPlanner`); the root keeps its id in the
/// document, so its own entries stay valid.
package enum TranslationCounter {
    /// The clusters with `translatedEntries` and `translationLanguages` set on their copies, and
    /// the translations read, by document index (what of them keeps a copy inline, the assessment
    /// decides: `Assessment`).
    package static func annotate(_ clusters: [DuplicateCluster], documents: [IBDocument], files reading: WorkspaceFiles)
        -> (clusters: [DuplicateCluster], translations: [Int: DocumentTranslations])
    {
        var files: [Int: DocumentTranslations] = [:]
        let annotated = clusters.map { cluster in
            var cluster = cluster
            for index in cluster.instances.indices {
                let instance = cluster.instances[index]
                let document = documents[instance.documentIndex]
                if files[instance.documentIndex] == nil {
                    files[instance.documentIndex] = DocumentTranslations.load(
                        forDocumentAt: document.filePath ?? document.path, files: reading)
                }
                guard let translated = files[instance.documentIndex], !translated.isEmpty else { continue }
                let inner = innerIDs(of: instance, in: document)
                var count = 0
                var languages: [String] = []
                for catalog in translated.catalogs {
                    let entries = catalog.entries.filter { inner.contains(String($0.key.prefix { $0 != "." })) }
                    guard !entries.isEmpty else { continue }
                    count += entries.reduce(0) { $0 + $1.languages.count }
                    languages += entries.flatMap(\.languages)
                }
                for language in translated.languages {
                    let entries = language.file.entries.filter { $0.objectID.map(inner.contains) ?? false }.count
                    if entries > 0 {
                        count += entries
                        languages.append(language.code)
                    }
                }
                cluster.instances[index].translatedEntries = count
                cluster.instances[index].translationLanguages = Array(Set(languages)).sorted()
            }
            return cluster
        }
        return (annotated, files.filter { !$0.value.isEmpty })
    }

    /// The ids of the objects inside a copy, its root left out: the keys of the entries that move
    /// with its views.
    package static func innerIDs(of instance: ClusterInstance, in document: IBDocument) -> Set<String> {
        let end = Int(document.elements[instance.element].subtreeEnd)
        return Set((instance.element + 1..<end).compactMap { document.id(of: $0) })
    }
}
