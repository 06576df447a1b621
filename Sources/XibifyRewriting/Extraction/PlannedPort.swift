import XibifyScanning

/// A boundary port as the wrapper implements it.
package struct PlannedPort: Sendable, Hashable {
    /// The cluster's port.
    package var port: BoundaryPort
    /// For an outlet port: the wrapper's outlet to the inner object the port hands its object to.
    package var objectOutlet: String?
    /// For an action port: the Swift method that forwards the action (`forwardApplyCoupon`).
    package var method: String?
    /// For an action port: how many arguments the selector takes (0, 1 or 2).
    package var arity: Int
    /// For an incoming port: the holder's properties it assigns as typed properties, with the
    /// Swift class of every holder of each (`(holder as? DeviceViewController)?.deviceIdLabel =
    /// label`) instead of handing the object over by key (`HolderTyping`); a name not here keeps
    /// `setValue(_:forKey:)`.
    package var holderClasses: [String: String] = [:]
}
