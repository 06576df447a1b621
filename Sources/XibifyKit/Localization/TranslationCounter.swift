import Foundation

/// Counts the translated entries that name each copy's inner objects.
///
/// For a copy in a `Base.lproj` document: the entries of `<lang>.lproj/<Document>.strings`
/// (IB-FORMAT.md §5.3) whose key starts with the id of an object inside the copy. These are what
/// an extraction must move with the views (the root keeps its id in the document, so its own
/// entries stay valid).
///
/// The extraction planner keeps a copy with translated entries inline (they are not moved yet).
/// A file that is not a readable `.strings` file is passed over: Xcode could not compile it
/// either, so the app does not build until it is fixed.
enum TranslationCounter {
    /// The clusters with `translatedEntries` and `translationLanguages` set on their copies.
    static func annotate(_ clusters: [DuplicateCluster], documents: [IBDocument]) -> [DuplicateCluster] {
        var files: [Int: [(language: String, file: StringsFile)]] = [:]
        return clusters.map { cluster in
            var cluster = cluster
            for index in cluster.instances.indices {
                let instance = cluster.instances[index]
                let document = documents[instance.documentIndex]
                if files[instance.documentIndex] == nil {
                    files[instance.documentIndex] = translations(of: document.filePath ?? document.path)
                }
                guard let translated = files[instance.documentIndex], !translated.isEmpty else { continue }
                let end = Int(document.elements[instance.element].subtreeEnd)
                let inner = Set((instance.element + 1..<end).compactMap { document.id(of: $0) })
                var count = 0
                var languages: [String] = []
                for (language, file) in translated {
                    let entries = file.entries.filter { $0.objectID.map(inner.contains) ?? false }.count
                    if entries > 0 {
                        count += entries
                        languages.append(language)
                    }
                }
                cluster.instances[index].translatedEntries = count
                cluster.instances[index].translationLanguages = languages
            }
            return cluster
        }
    }

    /// The `.strings` files that translate a `Base.lproj` document, by language.
    static func translations(of documentPath: String) -> [(language: String, file: StringsFile)] {
        let folder = (documentPath as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent == "Base.lproj" else { return [] }
        let name = ((documentPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let parent = (folder as NSString).deletingLastPathComponent
        let languages = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter {
            $0.hasSuffix(".lproj") && $0 != "Base.lproj"
        }.sorted()
        return languages.compactMap { language in
            let path = (parent as NSString).appendingPathComponent(language + "/" + name + ".strings")
            guard let data = FileManager.default.contents(atPath: path), let file = try? StringsFile(bytes: Array(data))
            else { return nil }
            return (String(language.dropLast(".lproj".count)), file)
        }
    }
}
