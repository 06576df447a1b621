import XibifyScanning

/// The kinds of finding `report --format sarif` writes, one SARIF rule each, with stable ids.
///
/// `duplicate-layout` is a copy free of blockers; `blocked-copy/<reason>` a copy that cannot be
/// extracted, by its first blocker reason (`Blocker.Reason`'s identifier); `refused-input` a file
/// that could not be read as Interface Builder XML; `per-language-copies` a document kept as a whole
/// copy per language (a note, once per document); `near-miss-layout` a copy of a variant group (copies
/// of one layout that differ in a few layout values). Ids never change meaning; new ones may be added.
package enum SARIFRule: Hashable, Sendable, CaseIterable {
    /// A copy of a duplicated layout that extraction can replace.
    case duplicateLayout
    /// A copy kept inline by references of one reason.
    case blockedCopy(Blocker.Reason)
    /// An input that was refused.
    case refusedInput
    /// A document kept as a whole copy per language.
    case perLanguageCopies
    /// A copy of a layout whose copies differ in a few layout values.
    case nearMissLayout

    package static var allCases: [SARIFRule] {
        [.duplicateLayout] + Blocker.Reason.allCases.sorted().map { .blockedCopy($0) } + [
            .refusedInput, .perLanguageCopies, .nearMissLayout,
        ]
    }

    /// The stable rule id.
    package var id: String {
        switch self {
        case .duplicateLayout: "duplicate-layout"
        case .blockedCopy(let reason): "blocked-copy/\(reason.rawValue)"
        case .refusedInput: "refused-input"
        case .perLanguageCopies: "per-language-copies"
        case .nearMissLayout: "near-miss-layout"
        }
    }

    /// The rule's PascalCase name.
    package var name: String {
        switch self {
        case .duplicateLayout: return "DuplicateLayout"
        case .blockedCopy(let reason):
            let words = reason.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            return "BlockedCopy" + words.joined()
        case .refusedInput: return "RefusedInput"
        case .perLanguageCopies: return "PerLanguageCopies"
        case .nearMissLayout: return "NearMissLayout"
        }
    }

    /// The level of its results.
    package var level: String {
        switch self {
        case .refusedInput: "error"
        case .perLanguageCopies: "note"
        case .duplicateLayout, .blockedCopy, .nearMissLayout: "warning"
        }
    }

    /// The SARIF descriptor.
    package var descriptor: SARIFLog.Rule {
        let short: String
        let full: String
        let help: String
        switch self {
        case .duplicateLayout:
            short = "Duplicated view layout"
            full =
                "The same view layout is pasted in several places of storyboards or XIBs; the copies differ "
                + "only in texts and images."
            help =
                "Run `xibify rewrite` to extract the layout into one XIB with a wrapper class; each copy "
                + "becomes a placeholder that sets its own values."
        case .blockedCopy(let reason):
            short = "Duplicated view layout that cannot be extracted: \(reason.title)"
            full =
                "A copy of a duplicated layout is held by \(reason.title), which cannot cross into a "
                + "separate XIB; `xibify rewrite` leaves it inline."
            help = reason.help
        case .refusedInput:
            short = "Input refused"
            full = "A .storyboard or .xib file could not be read as an Interface Builder document."
            help = "Fix the file (the message says what is wrong), or leave it out with --exclude."
        case .perLanguageCopies:
            short = "Document kept as a whole copy per language"
            full =
                "A storyboard or XIB is kept as one full copy per language (en.lproj, fr.lproj, ...): localized "
                + "copies of one document, not duplicated layouts, so every change to its layout is made once per "
                + "language."
            help = PerLanguageText.advice(.adoptBaseInternationalization) + "."
        case .nearMissLayout:
            short = "Near-miss view layout"
            full =
                "The same view layout is pasted in several places with a few layout values changed (a margin, a "
                + "colour, a font size); the result lists each value that differs and each copy's value."
            help =
                "Make the copies alike where the difference is an accident; where it is meant, the layout can "
                + "become one XIB whose differing values are parameters set per copy."
        }
        return SARIFLog.Rule(
            id: id, name: name, shortDescription: .init(text: short), fullDescription: .init(text: full),
            help: .init(text: help), defaultConfiguration: .init(level: level),
            properties: .init(tags: ["maintainability", "interface-builder"], precision: "very-high"))
    }
}
