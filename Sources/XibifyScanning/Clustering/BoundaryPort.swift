/// A typed connection point on the generated wrapper that carries one crossing reference
/// through the nib boundary, so behaviour at runtime stays as it was.
///
/// In the xib, inner controls send a port's action to File's Owner (the wrapper), which
/// forwards it to the port's target outlet; an outlet port hands the object it is connected
/// to over to the inner object. Each placeholder connects every port to its own copy's object.
package struct BoundaryPort: Sendable, Hashable {
    /// What the port carries.
    package enum Kind: String, Sendable, Codable {
        /// A forwarded action: one `@IBAction` per selector and a weak target outlet.
        case action
        /// A forwarded outlet: a weak `@IBOutlet` handed to the inner object.
        case outlet
        /// An incoming outlet: a weak `@IBOutlet` to the holder, which is handed the inner
        /// object under the outlet's property name.
        case incomingOutlet
        /// A constraint port: a weak `@IBOutlet` to a constraint outside that the document made
        /// with the placeholder in the inner view's place, and the constant it had; the wrapper
        /// makes the constraint again on the inner view and deactivates the document's.
        case incomingConstraint
    }

    /// What it carries.
    package var kind: Kind
    /// The wrapper's outlet that placeholders connect (`payButtonTarget`, `tableViewDataSource`).
    package var name: String
    /// The selector (action ports), the inner object's property (outlet ports), the holder's
    /// property (incoming ports), or a constraint port's ordinal among a copy's constraints
    /// outside on the same inner object (`1`, `2`…).
    package var member: String
    /// The inner object's path from the copy's root; for an action port, the first control that sends it.
    package var objectPath: String
    /// The inner object, in words ("button Apply").
    package var objectDescription: String
    /// A keyed incoming port's names: the holders' properties, sorted.
    ///
    /// One inner object's holders may reach it under different names in different copies (one
    /// controller's `deviceIdLabel` and `deviceNameLabel`, each the value label of a row).
    /// `member` is then empty: the port stands for the
    /// object's role, and each placeholder says its holder's name in the string runtime attribute
    /// `keyProperty` (`PortConnection.key`). Empty for every other port.
    package var heldAs: [String] = []

    /// Whether each placeholder names the holder's property the port hands its object to.
    package var isKeyed: Bool { !heldAs.isEmpty }

    /// The holder's properties an incoming port hands its object to: every copy's, or its one.
    package var heldNames: [String] { isKeyed ? heldAs : [member] }

    /// The wrapper's property a keyed port's placeholder sets to its holder's property name
    /// (`valueLabelHolderKey`).
    package var keyProperty: String { name + "Key" }
}
