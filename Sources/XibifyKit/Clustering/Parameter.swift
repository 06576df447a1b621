/// A content slot whose value differs between a cluster's instances: it becomes a property
/// of the extracted view.
public struct Parameter: Sendable, Hashable {
    /// Suggested Swift property name (`amountText`, `avatarImage`).
    public var name: String
    /// The value's type.
    public var type: SlotType
    /// The slot's path inside the canonical subtree.
    public var path: String
    /// The attribute holding the value.
    public var attribute: String
    /// Where the suggested name came from.
    public var nameSource: NameSource = .label
}
