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
}
