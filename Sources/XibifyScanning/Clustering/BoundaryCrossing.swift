import XibifyFormat

/// A reference from inside a copy to an object outside it that extraction carries through the
/// nib boundary instead of treating it as a blocker (IB-FORMAT.md §3.3).
package struct BoundaryCrossing: Sendable, Hashable {
    /// How the reference crosses.
    package enum Kind: String, Sendable, Codable {
        /// An inner control's action to an object outside the copy: forwarded by a port.
        case action
        /// An inner object's outlet (`delegate`, `dataSource`, …) to an object outside: handed over by a port.
        case outlet
        /// An inner control's action to the First Responder: it stays nil-targeted in the xib,
        /// where the responder chain is the same, so it needs no port.
        case responderAction
        /// An outlet of an object outside (the scene's controller, a cell, File's Owner) to an
        /// inner object: an incoming port hands the inner object to that holder.
        case incomingOutlet
        /// A constraint outside the copy on an inner view's edge, size or centre: the document
        /// keeps it on the placeholder, and a constraint port makes it again on the xib's view
        /// (rewrite.md, "Constraint ports").
        case incomingConstraint
    }

    /// How it crosses.
    package var kind: Kind
    /// The inner object whose `<connections>` hold the reference (the control, the text field);
    /// for an incoming outlet or constraint, the inner object the outlet or constraint names.
    package var object: Int
    /// The inner object's path from the copy's root, in the form of content-slot paths.
    package var objectPath: String
    /// The selector (actions), the property (outlets), or the constraint's attribute that names
    /// the inner object (`firstItem`, `secondItem`).
    package var member: String
    /// The control event of an iOS action (`touchUpInside`).
    package var eventType: String?
    /// The `<action>`, `<outlet>` or `<constraint>` element.
    package var connection: Int
    /// The id of the object outside (for an incoming outlet, the holder of the outlet; for a
    /// constraint, the constraint itself, which the placeholder connects its port to).
    package var targetID: String
    /// The object outside, in words ("the scene's controller").
    package var targetDescription: String
    /// Where the reference is written.
    package var location: SourceLocation
    /// For a constraint: its place among the copy's constraints outside on the same inner object
    /// (1, 2…), in document order; 1 for everything else.
    package var ordinal = 1
}
