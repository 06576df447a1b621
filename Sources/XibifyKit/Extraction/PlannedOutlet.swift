/// An outlet from File's Owner (the wrapper) to a view inside the new xib.
public struct PlannedOutlet: Sendable, Hashable {
    /// The property name (`amountLabel`).
    public var name: String
    /// The view's class (`UILabel`).
    public var viewClass: String
    /// The view in the template instance's document.
    public var element: Int
    /// The view's id (kept in the xib).
    public var destinationID: String
    /// Declared strong rather than weak: the object may have nothing else that retains it
    /// (one an incoming port hands to its holder).
    public var strong: Bool = false
}
