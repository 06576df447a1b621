/// One copy's connection of one port: the object outside the copy that the port stands for.
package struct PortConnection: Sendable, Hashable {
    /// The port's name.
    package var port: String
    /// The id of the object it connects to (the placeholder's outlet destination).
    package var destinationID: String
    /// That object, in words.
    package var destination: String
    /// For a keyed port (`BoundaryPort.isKeyed`): the holder's property this copy's object was
    /// held as, which the placeholder sets as the port's key.
    package var key: String? = nil
}
