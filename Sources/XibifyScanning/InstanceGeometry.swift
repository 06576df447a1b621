import XibifyFormat

/// The parts of an instance's root that describe how it sits in its superview.
///
/// They stay on the placeholder, while the layout inside moves to the xib (IB-FORMAT.md App. B §3, §5).
package struct InstanceGeometry {
    /// The root's `<rect key="frame">`, if any.
    package var frame: Int?
    /// The root's `<autoresizingMask>`, if any.
    package var autoresizingMask: Int?
    /// The root's own size constraints: one item (the root), no second item.
    package var sizeConstraints: [Int]
    /// The root's `<constraints>` list, if any.
    package var constraintList: Int?

    /// Reads the geometry of an instance's root.
    package init(root: Int, in document: IBDocument) {
        frame = document.child("rect", key: "frame", of: root)
        autoresizingMask = document.child("autoresizingMask", key: "autoresizingMask", of: root)
        constraintList = document.child("constraints", of: root)
        let rootID = document.id(of: root)
        sizeConstraints = (constraintList.map { document.children($0) } ?? []).filter { constraint in
            document.tag(constraint) == "constraint" && document.attribute("secondItem", of: constraint) == nil
                && (document.attribute("firstItem", of: constraint) ?? rootID) == rootID
        }
    }
}
