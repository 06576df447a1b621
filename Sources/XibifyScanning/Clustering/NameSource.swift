/// Where a suggested name came from; the last two are guesses the user should confirm.
package enum NameSource: String, Sendable, Codable, Hashable {
    /// The views' Interface Builder labels (`userLabel`).
    case label
    /// The outlets that point at the views from outside (`amountLabel` → `amount`).
    case outlet
    /// The views' accessibility identifiers.
    case accessibilityIdentifier
    /// The root's custom class.
    case customClass
    /// A text every copy shows (`Total`): a guess.
    case text
    /// Only the kind of view (`labelText`, `StackLayoutView`): no meaning was found.
    case kind

    /// Whether the name is a guess a reviewer should confirm or replace.
    package var isWeak: Bool { self == .text || self == .kind }
}
