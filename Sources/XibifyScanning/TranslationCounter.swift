import Foundation
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
    /// the translations read, by document index.
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
                let end = Int(document.elements[instance.element].subtreeEnd)
                let inner = Set((instance.element + 1..<end).compactMap { document.id(of: $0) })
                var count = 0
                var languages: [String] = []
                // Files xibify cannot edit keep the copy inline.
                if let path = translated.unreadable.first {
                    cluster.instances[index].blockers.append(
                        blocker(
                            "its document's translation \((path as NSString).lastPathComponent) in "
                                + "\(((path as NSString).deletingLastPathComponent as NSString).lastPathComponent) "
                                + "cannot be read as a .strings file, so its entries cannot be moved",
                            advice: "fix the file's syntax (Xcode cannot compile it either), then run xibify again",
                            root: instance.element, in: document))
                }
                for catalog in translated.catalogs {
                    let entries = catalog.entries.filter { inner.contains(String($0.key.prefix { $0 != "." })) }
                    guard !entries.isEmpty else { continue }
                    count += entries.reduce(0) { $0 + $1.languages.count }
                    languages += entries.flatMap(\.languages)
                    cluster.instances[index].blockers.append(
                        blocker(
                            "\(entries.count) of its texts are translated in the String Catalog "
                                + "mul.lproj/\((catalog.path as NSString).lastPathComponent)",
                            advice: "xibify moves translations between .strings files only: extract this copy "
                                + "by hand, or keep it inline",
                            root: instance.element, in: document))
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

    private static func blocker(_ message: String, advice: String, root: Int, in document: IBDocument) -> Blocker {
        Blocker(
            direction: .copy, kind: .translationFile, message: message, location: document.location(of: root),
            referringTag: document.tag(root), attribute: "", targetID: document.id(of: root) ?? "", advice: advice)
    }
}
