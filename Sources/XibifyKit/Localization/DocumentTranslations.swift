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
    /// String Catalogs (`.xcstrings`, absolute paths) that may hold the document's translations.
    package var catalogs: [String]

    /// No translations.
    package static let none = DocumentTranslations(languages: [], unreadable: [], catalogs: [])

    /// Whether there is anything to move or to refuse.
    package var isEmpty: Bool { languages.isEmpty && unreadable.isEmpty && catalogs.isEmpty }

    /// The file of a language.
    package func language(_ code: String) -> Language? { languages.first { $0.code == code } }

    /// The translations of the document at a path (absolute), read from disk.
    package static func load(forDocumentAt documentPath: String) -> DocumentTranslations {
        let folder = (documentPath as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent == "Base.lproj" else { return .none }
        let name = ((documentPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let parent = (folder as NSString).deletingLastPathComponent
        let listing = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).sorted()
        var result = DocumentTranslations.none
        for entry in listing where entry.hasSuffix(".lproj") && entry != "Base.lproj" && entry != "mul.lproj" {
            let path = (parent as NSString).appendingPathComponent(entry + "/" + name + ".strings")
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            if let file = try? StringsFile(bytes: Array(data)) {
                result.languages.append(Language(code: String(entry.dropLast(".lproj".count)), path: path, file: file))
            } else {
                result.unreadable.append(path)
            }
        }
        for candidate in catalogCandidates(name: name, parent: parent, base: folder)
        where FileManager.default.fileExists(atPath: candidate) {
            result.catalogs.append(candidate)
        }
        return result
    }

    /// Where Xcode puts the String Catalog of a Base-internationalised document: `mul.lproj`
    /// (ISO 639 "multiple languages") beside `Base.lproj`, a variant of the document's variant
    /// group (swift-build's `xCStringsInVariantGroup` test; Rectangle's `mul.lproj/Main.xcstrings`).
    static func catalogCandidates(name: String, parent: String, base: String) -> [String] {
        [(parent as NSString).appendingPathComponent("mul.lproj/" + name + ".xcstrings")]
    }
}
