/// One `@IBInspectable` property of a generated wrapper.
public struct PlannedParameter: Sendable, Hashable {
    /// The property name, also the runtime attribute's key path.
    public var name: String
    /// The value's type.
    public var type: SlotType
    /// Index of the slot in each instance's `slots`.
    public var slotIndex: Int
    /// The slot's canonical path.
    public var path: String
    /// The outlet the property reads and writes through.
    public var outlet: String
    /// How the property reaches its view.
    public var accessor: SlotAccessor
    /// `catalog` of an image (`system` for SF Symbols), carried onto image runtime attributes.
    public var imageCatalog: String?
}
