/// One copy's connection of one port: the object outside the copy that the port stands for.
package struct PortConnection: Sendable, Hashable {
    /// The port's name.
    package var port: String
    /// The id of the object it connects to (the placeholder's outlet destination).
    package var destinationID: String
    /// That object, in words.
    package var destination: String
}
