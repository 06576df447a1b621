/// The type of a content slot's value, as an `@IBInspectable` and a runtime attribute see it.
package enum SlotType: String, Sendable, Codable, Hashable {
    /// A plain string (identifiers).
    case string
    /// A user-visible string that is localised (texts, titles, placeholders).
    case localizedString
    /// The name of an image resource.
    case image
}
