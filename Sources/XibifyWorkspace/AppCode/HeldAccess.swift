/// How a document hands one object to the app's code, as a question to `AppCode`: which class
/// holds it and through what.
package struct HeldAccess: Sendable, Hashable {
    /// The way the object is reached.
    package enum Path: Sendable, Hashable {
        /// An outlet: the holder's property holds the object.
        case outlet(String)
        /// An outlet collection: the holder's array property holds it among others.
        case collection(String)
        /// The holder looks it up by its tag (`viewWithTag(_:)`).
        case tag(Int)
    }

    /// The holder's class as the document names it (its `customClass`).
    package var holderClass: String
    /// How the holder reaches the object.
    package var path: Path

    /// An access from its parts.
    package init(holderClass: String, path: Path) {
        self.holderClass = holderClass
        self.path = path
    }
}
