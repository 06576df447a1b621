/// A reference that crosses an instance's border, so the instance cannot simply be moved
/// into a xib (IB-FORMAT.md §3.3).
public struct Blocker: Sendable, Hashable {
    /// Which way the reference points.
    public enum Direction: String, Sendable, Codable {
        /// From outside the instance to an object inside it (not its root).
        case incoming
        /// From inside the instance to an object outside it.
        case outgoing
    }

    /// What kind of reference it is.
    public enum Kind: String, Sendable, Codable {
        case outlet
        case outletCollection
        case action
        case binding
        case segue
        case accessibilityConnection
        case ancestorConstraint
        case traitVariationMask
        case designable
        case cellReference
        case reference
    }

    /// Which way it points.
    public var direction: Direction
    /// What kind of reference.
    public var kind: Kind
    /// A readable sentence, such as "outlet `amountLabel` of CheckoutViewController points at the interior label".
    public var message: String
    /// Line and column of the referring element.
    public var location: SourceLocation
    /// The referring element's tag.
    public var referringTag: String
    /// The attribute that holds the id.
    public var attribute: String
    /// The id it names.
    public var targetID: String
}
