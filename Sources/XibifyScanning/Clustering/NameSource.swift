/// Where a suggested name came from; `text` and `kind` are guesses the user should confirm.
package enum NameSource: String, Sendable, Codable, Hashable {
    /// A person chose it: `--name ID=NAME`, or the configuration's `names` (#30).
    case chosen
    /// The views' Interface Builder labels (`userLabel`).
    case label
    /// The outlets that point at the views from outside (`amountLabel` → `amount`).
    case outlet
    /// The views' accessibility identifiers.
    case accessibilityIdentifier
    /// The root's custom class.
    case customClass
    /// The scene the copies are in, or their xib's File's Owner (`Settings`): a guess, since it
    /// says where the layout is rather than what it is.
    case scene
    /// A text every copy shows (`Total`): a guess.
    case text
    /// Only the kind of view (`labelText`, `StackLayoutView`): no meaning was found.
    case kind

    /// Whether the name is a guess a reviewer should confirm or replace.
    package var isWeak: Bool { self == .scene || self == .text || self == .kind }
}
