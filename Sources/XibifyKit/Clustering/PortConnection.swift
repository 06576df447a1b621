/// One copy's connection of one port: the object outside the copy that the port stands for.
public struct PortConnection: Sendable, Hashable {
    /// The port's name.
    public var port: String
    /// The id of the object it connects to (the placeholder's outlet destination).
    public var destinationID: String
    /// That object, in words.
    public var destination: String
}
