/// Where the translated entries of an extraction's copies go (#16): the template's entries of
/// shared texts to the new xib's own `.strings` files, each copy's entries of its parameters to
/// its placeholder's localized runtime attributes, other copies' entries of shared texts dropped
/// as duplicates of the template's.
///
/// Paths are absolute; entries are named by key, so the plan stands without the documents.
package struct TranslationPlan: Sendable, Equatable {
    /// A `.strings` file the extraction creates beside its xib.
    package struct CreatedFile: Sendable, Equatable {
        /// Where it goes (`…/fr.lproj/PaymentSummaryView.strings`).
        package var path: String
        /// Its language code.
        package var language: String
        /// Its bytes: the moved entries as they were, comments included, in the encoding of the
        /// file they come from.
        package var contents: [UInt8]
    }

    /// A change to an existing `.strings` file.
    package struct Change: Sendable, Equatable {
        /// What happens to the entry.
        package enum Kind: Sendable, Equatable {
            /// It moves to the new xib's file, or is dropped as a duplicate of what moved there.
            case remove
            /// It becomes the entry of a placeholder's localized runtime attribute, in its place.
            case replace(key: String, value: String, comment: String)
        }

        /// The entry's key.
        package var key: String
        /// What happens to it.
        package var kind: Kind
    }

    /// The files to create.
    package var created: [CreatedFile] = []
    /// The changes to existing files, by path.
    package var changes: [String: [Change]] = [:]
    /// Entries moved to the created files.
    package var moved = 0
    /// Entries dropped because the template's equal entry moved (or, for a reused class, is
    /// already in its files).
    package var dropped = 0
    /// Entries that became placeholders' runtime-attribute entries.
    package var parameterEntries = 0

    /// Whether the new xib is localized (it goes to `Base.lproj`, its translations beside it).
    package var localizesXIB: Bool { !created.isEmpty }
    /// Whether anything changes.
    package var isEmpty: Bool { created.isEmpty && changes.isEmpty }
}
