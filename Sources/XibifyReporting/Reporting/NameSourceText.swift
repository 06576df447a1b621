import XibifyScanning

/// The words for where a suggested name came from (`NameSource`), so that every output says a
/// guess is a guess (#30): the text report, `rewrite`'s notes and `extract`'s prompts.
package enum NameSourceText {
    /// Where a class name came from, as a phrase: `from the views' labels`; a guess starts with
    /// `a guess:`.
    /// - Parameter source: the name's source.
    /// - Returns: the phrase.
    package static func classPhrase(_ source: NameSource) -> String {
        switch source {
        case .chosen: "chosen (--name, or names in .xibify.yml)"
        case .label: "from the views' labels"
        case .outlet: "from the outlets the app's code holds them by"
        case .accessibilityIdentifier: "from their accessibility identifiers"
        case .customClass: "from the root's custom class"
        case .scene: "a guess: from the scene the copies are in"
        case .text: "a guess: from a text every copy shows"
        case .kind: "a guess: nothing names the copies, so only the view's kind"
        }
    }

    /// Why a guessed name is one, for a note: `from a text every copy shows`.
    /// - Parameter source: the name's source (a weak one).
    /// - Returns: the phrase.
    package static func guessReason(_ source: NameSource) -> String {
        switch source {
        case .scene: "from the scene the copies are in; no label, outlet or identifier names them"
        case .text: "from a text every copy shows"
        default: "no label, outlet, class or identifier names the copies"
        }
    }
}
