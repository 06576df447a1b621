import XibifyFormat

/// A content slot whose value differs between a cluster's instances: it becomes a property
/// of the extracted view.
package struct Parameter: Sendable, Hashable {
    /// Suggested Swift property name (`amountText`, `avatarImage`).
    package var name: String
    /// The value's type.
    package var type: SlotType
    /// The slot's path inside the canonical subtree.
    package var path: String
    /// The attribute holding the value.
    package var attribute: String
    /// Where the suggested name came from.
    package var nameSource: NameSource = .label

    /// Creates a value from its properties.
    package init(name: String, type: SlotType, path: String, attribute: String, nameSource: NameSource = .label) {
        self.name = name
        self.type = type
        self.path = path
        self.attribute = attribute
        self.nameSource = nameSource
    }
}
