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

    /// Whether this is the accessibility identifier of the copy's root: what tells the copies
    /// apart for UI tests, not content a person sees.
    ///
    /// A root with a class of its own keeps its accessibility in the canonical form
    /// (`CanonicalPass`), so a difference there is carried per copy as this parameter; it alone
    /// does not make the copies a layout with content (`DuplicateCluster.isStylingDuplicate`).
    package var isRootIdentity: Bool {
        guard attribute == "identifier", let slash = path.firstIndex(of: "/") else { return false }
        // UIKit documents key the element (`accessibilityConfiguration`), AppKit ones do not.
        let rest = path[path.index(after: slash)...]
        return rest == "accessibility#accessibilityConfiguration@identifier" || rest == "accessibility@identifier"
    }
}
