import XibifyScanning
import XibifySupport

/// The words for documents kept as a whole copy per language (`PerLanguageDocument`), shared by
/// every format that shows them.
package enum PerLanguageText {
    /// The finding in one sentence, without the advice.
    package static func message(_ document: PerLanguageDocument) -> String {
        let languages = document.copies.map(\.language).joined(separator: ", ")
        return "\(PlainText.escaped(document.path)) is kept as \(document.copies.count) per-language copies "
            + "(\(PlainText.escaped(languages))): localized copies of one document, not duplicated layouts"
    }

    /// What to do about it.
    package static func advice(_ advice: PerLanguageDocument.Advice) -> String {
        switch advice {
        case .adoptBaseInternationalization:
            "Keep one layout in Base.lproj and translate it with a .strings file per language "
                + "(Xcode: Use Base Internationalization), so that a change to the layout is made once"
        case .translateWithStrings:
            "Translate the other languages with .strings files beside the Base.lproj layout "
                + "(Xcode: Localize as Localizable Strings), so that a change to the layout is made once"
        }
    }

    /// The text report's section: each document once, its copies, the advice.
    package static func section(_ documents: [PerLanguageDocument], style: TextStyle, quiet: Bool) -> String {
        guard !documents.isEmpty else { return "" }
        var out = style.bold("Per-language copies") + " (localized copies of one document, not duplicated layouts):\n"
        for document in documents {
            let languages = document.copies.map(\.language).joined(separator: ", ")
            out += "  " + style.cyan(PlainText.escaped(document.path))
            out += "  \(document.copies.count) copies: \(PlainText.escaped(languages))\n"
            if !quiet { out += "    " + advice(document.advice) + ".\n" }
        }
        return out
    }

    /// The summary's line, or nothing when there is none.
    package static func summaryLine(_ documents: [PerLanguageDocument]) -> String {
        guard !documents.isEmpty else { return "" }
        let copies = documents.reduce(0) { $0 + $1.copies.count }
        return "Per-language copies: \(documents.count) \(documents.count == 1 ? "document" : "documents") "
            + "kept as a whole copy per language (\(copies) files), not counted as duplicated layouts.\n"
    }
}
