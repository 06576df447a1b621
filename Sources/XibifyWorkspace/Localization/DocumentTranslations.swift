import Foundation

/// The translations of one `Base.lproj` document: `<lang>.lproj/<Document>.strings` beside its
/// `Base.lproj` folder, one per language (IB-FORMAT.md §5.3), read once by the scan.
///
/// A document outside `Base.lproj` has none: Xcode translates only Base-internationalised files
/// through `.strings` files.
package struct DocumentTranslations: Sendable {
    /// One language's file.
    package struct Language: Sendable {
        /// The language code (`fr`, `zh-Hans`), the folder's name without `.lproj`.
        package var code: String
        /// The file's absolute path.
        package var path: String
        /// The file, read.
        package var file: StringsFile
    }

    /// The readable files, by language code.
    package var languages: [Language]
    /// Files that exist but cannot be read as `.strings` (absolute paths): Xcode cannot compile
    /// them either, and xibify does not edit them.
    package var unreadable: [String]
    /// A String Catalog of the document, read for its keys.
    package struct Catalog: Sendable {
        /// One entry: its key and the languages it has a translation in (not the source language).
        package struct Entry: Sendable {
            package var key: String
            package var languages: [String]
        }

        /// The catalog's absolute path.
        package var path: String
        /// Its entries.
        package var entries: [Entry]
    }

    /// String Catalogs (`mul.lproj/<Document>.xcstrings`) that hold the document's translations.
    package var catalogs: [Catalog]

    /// No translations.
    package static let none = DocumentTranslations(languages: [], unreadable: [], catalogs: [])

    /// Whether there is anything to move or to refuse.
    package var isEmpty: Bool { languages.isEmpty && unreadable.isEmpty && catalogs.isEmpty }

    /// The file of a language.
    package func language(_ code: String) -> Language? { languages.first { $0.code == code } }

    /// The translations of the document at a path (absolute).
    /// - Parameters:
    ///   - documentPath: the document (absolute).
    ///   - files: where its translations are read.
    package static func load(forDocumentAt documentPath: String, files: WorkspaceFiles) -> DocumentTranslations {
        let folder = (documentPath as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent == "Base.lproj" else { return .none }
        let name = ((documentPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let parent = (folder as NSString).deletingLastPathComponent
        let listing = (files.contentsOfDirectory(atPath: parent) ?? []).sorted()
        var result = DocumentTranslations.none
        for entry in listing where entry.hasSuffix(".lproj") && entry != "Base.lproj" && entry != "mul.lproj" {
            let path = (parent as NSString).appendingPathComponent(entry + "/" + name + ".strings")
            guard let data = files.contents(atPath: path) else { continue }
            if let file = try? StringsFile(bytes: Array(data)) {
                result.languages.append(Language(code: String(entry.dropLast(".lproj".count)), path: path, file: file))
            } else {
                result.unreadable.append(path)
            }
        }
        for candidate in catalogCandidates(name: name, parent: parent, base: folder) {
            guard let data = files.contents(atPath: candidate) else { continue }
            result.catalogs.append(Catalog(path: candidate, entries: catalogEntries(data)))
        }
        return result
    }

    /// A catalog's entries (its JSON's `strings`, each with the languages of its
    /// `localizations` other than `sourceLanguage`); none when it does not read.
    package static func catalogEntries(_ data: Data) -> [Catalog.Entry] {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = json["strings"] as? [String: Any]
        else { return [] }
        let source = json["sourceLanguage"] as? String
        return strings.keys.sorted().map { key in
            let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            return Catalog.Entry(key: key, languages: localizations.keys.filter { $0 != source }.sorted())
        }
    }

    /// Where Xcode puts the String Catalog of a Base-internationalised document: `mul.lproj`
    /// (ISO 639 "multiple languages") beside `Base.lproj`, a variant of the document's variant
    /// group (swift-build's `xCStringsInVariantGroup` test; Rectangle's `mul.lproj/Main.xcstrings`).
    package static func catalogCandidates(name: String, parent: String, base: String) -> [String] {
        [(parent as NSString).appendingPathComponent("mul.lproj/" + name + ".xcstrings")]
    }
}
