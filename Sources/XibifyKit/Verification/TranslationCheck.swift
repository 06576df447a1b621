/// No translation of an edited `Base.lproj` document names an object the edit removed: every
/// entry of `<lang>.lproj/<Document>.strings` whose object existed before still exists after (the
/// app would otherwise show its base language there from then on).
///
/// Until translations move with the views, the planner keeps translated copies inline; this
/// check makes sure no change ever strands one.
struct TranslationCheck {
    /// The edited document, after.
    let output: ParsedOutput
    /// Before.
    let input: ParsedOutput
    /// Where the document is on disk (its translations are beside its `Base.lproj` folder).
    let filePath: String

    func run() throws(VerificationError) {
        let translations = TranslationCounter.translations(of: filePath)
        guard !translations.isEmpty else { return }
        for (language, file) in translations {
            for entry in file.entries {
                guard let id = entry.objectID, input.index.elementByID[id] != nil, output.index.elementByID[id] == nil
                else { continue }
                throw .translationStranded(path: output.document.path, language: language, key: entry.key)
            }
        }
    }
}
