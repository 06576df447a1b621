/// A reference that crosses an instance's border, so the instance cannot simply be moved
/// into a xib (IB-FORMAT.md §3.3).
public struct Blocker: Sendable, Hashable {
    /// Which way the reference points.
    public enum Direction: String, Sendable, Codable {
        /// From outside the instance to an object inside it (not its root).
        case incoming
        /// From inside the instance to an object outside it.
        case outgoing
        /// Not a reference: where the copy is (a launch screen, a XIB's top level).
        case copy
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
        case cellReference
        case reference
        /// One selector sent from the copy to two different objects: one port cannot carry both.
        case conflictingTargets
        /// A reference from outside to the copy's root expects the root's own class, which a
        /// placeholder (a plain view of the wrapper class) is not.
        case rootClass
        /// The copy is in a launch screen, which may not use custom classes and runs no code.
        case launchScreen
        /// The copy is a XIB's top-level view: the code that loads that XIB expects it.
        case xibTopLevelView
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
    /// What would free the copy: the change to make in the file or in code.
    public var advice: String

    /// The reason, as a short title shared by blockers of the same kind; the text report groups
    /// blocked copies by it.
    public var reason: String {
        switch (direction, kind) {
        case (.incoming, .outlet), (.incoming, .outletCollection), (.incoming, .accessibilityConnection):
            "outlets from outside into inner views"
        case (_, .ancestorConstraint): "constraints outside the copy on inner views"
        case (_, .traitVariationMask): "trait-variation masks naming inner objects"
        case (_, .segue): "segues from inner controls"
        case (_, .binding): "Cocoa bindings"
        case (.outgoing, .outletCollection): "outlet collections to objects outside"
        case (.incoming, .action): "actions from outside aimed at inner views"
        case (_, .cellReference): "table cell references"
        case (_, .conflictingTargets): "one selector sent to two objects"
        case (_, .rootClass): "references that expect the root's own class"
        case (_, .launchScreen): "launch screens"
        case (_, .xibTopLevelView): "top-level views of XIB files"
        default: "other references across the border"
        }
    }
}
