/// The kind of value a slot holds.
package enum SlotType: String, Sendable, Codable, Hashable {
    /// A plain string (identifiers).
    case string
    /// A user-visible string that is localised (texts, titles, placeholders).
    case localizedString
    /// The name of an image resource.
    case image
    /// A layout number a variant group's copies differ in: a constraint's constant, a font's
    /// size, a stack's spacing (`LayoutSlots`).
    case number
    /// A layout colour a variant group's copies differ in; the value is the `<color>` element's
    /// attributes but its key, as the document writes them.
    case color
    /// A layout flag a variant group's copies differ in (`hidden`), `YES` or `NO`.
    case boolean
    /// A layout word a variant group's copies differ in (`contentMode`, `textAlignment`), whose
    /// wrapper property takes the enumeration's raw value.
    case enumeration

    /// The `type` of a user-defined runtime attribute that carries the value (IB-FORMAT.md §6.1).
    package var runtimeType: String {
        switch self {
        case .string, .localizedString: "string"
        case .image: "image"
        case .number, .enumeration: "number"
        case .color: "color"
        case .boolean: "boolean"
        }
    }

    /// Whether the value is layout, not content: it belongs to a variant group's copy.
    package var isLayout: Bool {
        switch self {
        case .string, .localizedString, .image: false
        case .number, .color, .boolean, .enumeration: true
        }
    }
}
