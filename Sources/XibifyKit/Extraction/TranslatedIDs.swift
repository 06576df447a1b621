import Foundation

/// The object ids that a document's translations name: the keys of the `.strings` files beside
/// a `Base.lproj` document (`fr.lproj/Bookmarks.strings`: `"K8e-rz-6qx.text" = "Ajouter le
/// dossier";`, IB-FORMAT.md §5.3).
///
/// Until translations are moved with the views they translate, a copy whose inner objects are
/// translated stays inline: replacing it would leave those entries naming objects the document
/// no longer has, and the app would show its base language from then on.
enum TranslatedIDs {
    /// The translated ids of a document, with the languages that translate each.
    /// - Parameter documentPath: the document's absolute path.
    static func of(_ documentPath: String) -> [String: [String]] {
        let folder = (documentPath as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent == "Base.lproj" else { return [:] }
        let name = ((documentPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let parent = (folder as NSString).deletingLastPathComponent
        let languages = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter {
            $0.hasSuffix(".lproj") && $0 != "Base.lproj"
        }.sorted()
        var ids: [String: [String]] = [:]
        for language in languages {
            let path = (parent as NSString).appendingPathComponent(language + "/" + name + ".strings")
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            for id in keys(in: text(of: data)) {
                ids[id, default: []].append(String(language.dropLast(".lproj".count)))
            }
        }
        return ids
    }

    /// A `.strings` file's text: UTF-16 with a byte-order mark, else UTF-8.
    static func text(of data: Data) -> String {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16) ?? ""
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The object ids of the keys of a `.strings` text (`"<id>.<property>" = …;`).
    static func keys(in text: String) -> Set<String> {
        var ids: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.first == "\"", let dot = trimmed.dropFirst().firstIndex(of: ".") else { continue }
            let id = trimmed[trimmed.index(after: trimmed.startIndex)..<dot]
            if !id.isEmpty && !id.contains("\"") { ids.insert(String(id)) }
        }
        return ids
    }
}
