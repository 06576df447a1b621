import XibifyScanning

/// Something a person should know about an extraction.
///
/// The facts, with a stable identifier (`id`) that `rewrite --format json` gives and tests
/// compare. Its sentence is written in Reporting (`PlanNoteText`).
package enum PlanNote: Sendable, Equatable {
    /// The cluster is substituted: each copy is a `placeholder` handing out the `className` loaded
    /// from its xib, of the root's class `rootClass`; `reason` is why (nil: chosen).
    case substitutionStyle(reason: ExtractionStyle.Reason?, placeholder: String, className: String, rootClass: String)
    /// The copies become placeholders of an existing class; nothing is created.
    case existingClass(className: String, xib: String)
    /// Where the copies' translated entries go.
    case translations(moved: Int, dropped: Int, toPlaceholders: Int, languages: [String], filesEdited: Int)
    /// The class name is a guess: from a text every copy shows, or from nothing.
    case guessedClassName(className: String, source: NameSource, clusterID: String)
    /// These properties are named after their views' kind.
    case propertiesNamedByKind([String])
    /// These inner outlets of the generated class are named after their views' kind (`label2`,
    /// `imageView`): nothing in the copies names those views.
    case outletsNamedByKind([String])
    /// No single module: the class has an Objective-C name.
    case objectiveCName(className: String)
    /// The user's `--base-class` is declared in none of a compiling target's sources.
    case baseClassUndeclared(base: String, target: String, className: String)

    /// The stable identifier, the same in every release.
    package var id: String {
        switch self {
        case .substitutionStyle: "substitution-style"
        case .existingClass: "existing-class"
        case .translations: "translations"
        case .guessedClassName: "guessed-class-name"
        case .propertiesNamedByKind: "properties-named-by-kind"
        case .outletsNamedByKind: "outlets-named-by-kind"
        case .objectiveCName: "objective-c-name"
        case .baseClassUndeclared: "base-class-undeclared"
        }
    }

    /// The note on a translation plan's figures.
    package static func translations(_ plan: TranslationPlan) -> PlanNote {
        .translations(
            moved: plan.moved, dropped: plan.dropped, toPlaceholders: plan.parameterEntries,
            languages: plan.created.map(\.language).sorted(), filesEdited: plan.changes.count)
    }
}
