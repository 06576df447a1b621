import XibifyFormat

/// One `@IBInspectable` property of a generated wrapper.
package struct PlannedParameter: Sendable, Hashable {
    /// The property name, also the runtime attribute's key path.
    package var name: String
    /// The value's type.
    package var type: SlotType
    /// Index of the slot in each instance's `slots`.
    package var slotIndex: Int
    /// The slot's canonical path.
    package var path: String
    /// The outlet the property reads and writes through.
    package var outlet: String
    /// How the property reaches its view.
    package var accessor: SlotAccessor
    /// `catalog` of an image (`system` for SF Symbols), carried onto image runtime attributes.
    package var imageCatalog: String?
}
