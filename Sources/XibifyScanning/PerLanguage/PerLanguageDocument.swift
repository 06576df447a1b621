import XibifyFormat

/// One document kept as a whole copy per language (`en.lproj/X.xib`, `fr.lproj/X.xib`, …):
/// localized copies of one file, not pastes of a layout (BUILD-MODELS.md, "Per-language copies").
///
/// Reported once per document with the advice that fits, never as a layout to extract: the
/// clusters count the same object in such copies once (`DuplicateClusterer.pastedCopies`).
package struct PerLanguageDocument: Sendable, Equatable {
    /// What xibify advises for the document, as a stable identifier; the English is the reporters'.
    package enum Advice: String, Sendable, Equatable {
        /// No copy is in `Base.lproj`: keep one layout there and translate it with a `.strings`
        /// file per language (Base internationalisation).
        case adoptBaseInternationalization = "adopt-base-internationalization"
        /// A `Base.lproj` copy exists beside whole copies for other languages: translate those
        /// languages with `.strings` files beside the base layout instead.
        case translateWithStrings = "translate-with-strings"
    }

    /// One language's copy.
    package struct Copy: Sendable, Equatable {
        /// The language folder's name without `.lproj` (`en`, `pt-BR`, `Base`).
        package var language: String
        /// The document's path, as the report shows files.
        package var file: String
    }

    /// The document's path with `*.lproj` for its language folder (`Resources/*.lproj/Main.xib`).
    package var path: String
    /// The copies, `Base` first, then by language.
    package var copies: [Copy]

    /// What to do about it.
    package var advice: Advice {
        copies.contains { $0.language == "Base" } ? .translateWithStrings : .adoptBaseInternationalization
    }

    /// The documents of a scan that are kept as two or more per-language copies, by path.
    ///
    /// A document is a language's copy when the folder that holds it is `<language>.lproj`;
    /// copies are one document when their paths are equal with that folder left out. A file
    /// deeper inside a language folder (`en.lproj/Sub/X.xib`) is grouped the same way.
    package static func find(in documents: [IBDocument]) -> [PerLanguageDocument] {
        var groups: [String: [Copy]] = [:]
        for document in documents {
            let path = document.filePath ?? document.path
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard let folder = components.dropLast().lastIndex(where: { $0.hasSuffix(".lproj") }),
                components[folder].count > ".lproj".count
            else { continue }
            var free = components.map(String.init)
            free[folder] = "*.lproj"
            let language = String(components[folder].dropLast(".lproj".count))
            groups[free.joined(separator: "/"), default: []].append(Copy(language: language, file: document.path))
        }
        return groups.compactMap { path, copies -> PerLanguageDocument? in
            guard Set(copies.map(\.language)).count >= 2 else { return nil }
            let sorted = copies.sorted {
                ($0.language == "Base" ? 0 : 1, $0.language, $0.file) < (
                    $1.language == "Base" ? 0 : 1, $1.language, $1.file
                )
            }
            return PerLanguageDocument(path: displayPath(path, firstCopy: sorted[0]), copies: sorted)
        }.sorted { $0.path < $1.path }
    }

    /// The language-free path as the report shows files: the first copy's shown path with its
    /// language folder replaced, when the shown path names that folder.
    private static func displayPath(_ path: String, firstCopy: Copy) -> String {
        let shown = firstCopy.file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let folder = shown.dropLast().lastIndex(of: firstCopy.language + ".lproj") else { return path }
        var free = shown
        free[folder] = "*.lproj"
        return free.joined(separator: "/")
    }
}
