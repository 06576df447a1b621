/// An outlet from File's Owner (the wrapper) to a view inside the new xib.
package struct PlannedOutlet: Sendable, Hashable {
    /// The property name (`amountLabel`).
    package var name: String
    /// The view's class (`UILabel`).
    package var viewClass: String
    /// The view in the template instance's document.
    package var element: Int
    /// The view's id (kept in the xib).
    package var destinationID: String
    /// Declared strong rather than weak: the object may have nothing else that retains it
    /// (one an incoming port hands to its holder).
    package var strong: Bool = false

    /// Whether the outlet's name is its view's kind alone, numbered or not (`label2` for a
    /// `UILabel`, `imageView` for a `UIImageView`, `field` for an `NSTextField`): a name that says
    /// nothing of the view.
    /// - Parameter tag: the view's element in the document (`matrix`, `textField`), whose kind
    ///   counts too: an outlet to the root itself is typed by no view class.
    package func isNamedByKind(tag: String) -> Bool {
        var kind = viewClass
        if kind.hasPrefix("UI") || kind.hasPrefix("NS") { kind.removeFirst(2) }
        guard let first = kind.first else { return false }
        kind = first.lowercased() + kind.dropFirst()
        let stem = name.prefix { !$0.isNumber }
        guard !stem.isEmpty, name.dropFirst(stem.count).allSatisfy(\.isNumber) else { return false }
        // The stem's words are some of the kind's (`field` of `textField`, `view` of `imageView`).
        let words = Set(Self.words(String(stem)))
        return words.isSubset(of: Self.words(kind)) || words.isSubset(of: Self.words(tag))
    }

    /// A lower-camel-case name's words, lowercased.
    private static func words(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(Character(character.lowercased()))
        }
        return words
    }
}
