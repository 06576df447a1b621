/// One text the copies share and show differently in one language: why one xib cannot show each
/// copy's translation (`SkipReason.translationsDisagree`).
package struct TranslationDisagreement: Sendable, Equatable {
    /// What one copy shows.
    package struct Shown: Sendable, Equatable {
        /// The copy's document, as shown.
        package var file: String
        /// Its translation, or nil when the language leaves it untranslated.
        package var value: String?
    }

    /// The language.
    package var language: String
    /// The key, as the first copy's translation file names it.
    package var key: String
    /// Each copy's text.
    package var shown: [Shown]
}
