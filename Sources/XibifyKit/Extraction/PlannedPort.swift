/// A boundary port as the wrapper implements it.
public struct PlannedPort: Sendable, Hashable {
    /// The cluster's port.
    public var port: BoundaryPort
    /// For an outlet port: the wrapper's outlet to the inner object the port hands its object to.
    public var objectOutlet: String?
    /// For an action port: the Swift method that forwards the action (`forwardApplyCoupon`).
    public var method: String?
    /// For an action port: how many arguments the selector takes (0, 1 or 2).
    public var arity: Int
}
