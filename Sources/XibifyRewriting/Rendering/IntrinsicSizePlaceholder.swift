import XibifyFormat
import XibifyScanning

/// The design-time intrinsic size a placeholder needs so that the edited document opens in
/// Interface Builder without new Auto Layout warnings.
///
/// A copy whose height (or width) came from its content, say a card pinned at its top, leading
/// and trailing edges only, loses that content to the xib: the placeholder is an empty view, and
/// Interface Builder would report "Missing Constraints". Interface Builder's intrinsic-size
/// placeholder (`placeholderIntrinsicWidth`/`Height`, "Intrinsic Size: Placeholder" in the size
/// inspector) tells it the size the view will have at run time; it changes nothing at run time.
///
/// A dimension is left open, and gets the copy's frame size, unless something other than the
/// content fixes it: a size constraint of the copy's own or from outside, or two different
/// anchors of that axis tied by constraints to an ancestor or its layout guides (leading and
/// trailing, top and bottom, top and centre…), other than a scroll view or its content guide,
/// whose content size the copy decides. An edge tied to a sibling does not count: it
/// places the sibling (the card's bottom is the avatar row's top), and the sibling's own
/// position may be open. Writing an intrinsic size where constraints did fix the dimension is
/// harmless: required constraints outrank its content priorities (250 and 750).
/// Arranged subviews of a stack view are sized by the stack from their content, so both
/// dimensions are open unless the copy has its own size constraint. A copy laid out by its
/// autoresizing mask needs none. An intrinsic size the copy already had is kept as it is.
package struct IntrinsicSizePlaceholder {
    /// The width to write, or nil.
    package var width: String?
    /// The height to write, or nil.
    package var height: String?

    /// Views whose edges, for constraints on their subviews, are those of their scrollable content.
    package static let scrollingTags: Set<String> = [
        "scrollView", "tableView", "collectionView", "textView", "clipView",
    ]

    package static let horizontalAnchors: Set<String> = [
        "leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin", "leftMargin",
        "rightMargin", "centerXWithinMargins",
    ]
    package static let verticalAnchors: Set<String> = [
        "top", "bottom", "centerY", "firstBaseline", "lastBaseline", "baseline", "topMargin", "bottomMargin",
        "centerYWithinMargins",
    ]

    /// Whether a constraint on the copy's root ties it to an ancestor or a layout guide of one.
    ///
    /// A constraint without a first item has the view that holds it as
    /// its first item.
    package static func isTiedToAncestor(
        _ constraint: Int, rootIsFirst: Bool, root: Int, document: IBDocument, index: ReferenceIndex
    ) -> Bool {
        let otherID = document.attribute(rootIsFirst ? "secondItem" : "firstItem", of: constraint)
        var other: Int
        if let otherID {
            guard let element = index.elementByID[otherID] else { return false }
            other = element
        } else {
            // `<view><constraints><constraint/>`: the holder is the list's parent.
            let list = Int(document.elements[constraint].parent)
            guard list >= 0 else { return false }
            other = Int(document.elements[list].parent)
        }
        if document.tag(other) == "viewLayoutGuide" || document.tag(other) == "layoutGuide" {
            // A scroll view's content guide is as large as what it holds: tied to it, the
            // copy's size is what decides the content size, not the other way round.
            if document.attribute("key", of: other) == "contentLayoutGuide" { return false }
            other = Int(document.elements[other].parent)
        } else if Self.scrollingTags.contains(document.tag(other)) {
            // Edges tied to a scroll view itself are tied to its content area, too.
            return false
        }
        var ancestor = Int(document.elements[root].parent)
        while ancestor >= 0 {
            if ancestor == other { return true }
            ancestor = Int(document.elements[ancestor].parent)
        }
        return false
    }

    package init(root: Int, geometry: InstanceGeometry, document: IBDocument, index: ReferenceIndex) {
        guard let frame = geometry.frame else { return }
        let parent = Int(document.elements[root].parent)
        // A stack view's arranged subviews sit in its `<subviews>`.
        let grandparent = parent >= 0 ? Int(document.elements[parent].parent) : -1
        let arranged = grandparent >= 0 && document.tag(grandparent) == "stackView"
        let autoLayout = document.attribute("translatesAutoresizingMaskIntoConstraints", of: root) == "NO"
        guard autoLayout || arranged else { return }

        var sized: Set<String> = []
        for constraint in geometry.sizeConstraints {
            if let attribute = document.attribute("firstAttribute", of: constraint) { sized.insert(attribute) }
        }
        var horizontal: Set<String> = []
        var vertical: Set<String> = []
        if !arranged {
            let range = root..<Int(document.elements[root].subtreeEnd)
            for reference in index.references(to: root)
            where !range.contains(reference.source) && document.tag(reference.source) == "constraint" {
                let constraint = reference.source
                let first = reference.attribute == "firstItem"
                guard let attribute = BoundaryFinder.constrainedAttribute(reference, in: document) else { continue }
                if attribute == "width" || attribute == "height" { sized.insert(attribute) }
                // An edge holds the copy only when it is tied to an ancestor (or a guide of one):
                // tied to a sibling, it places the sibling, whose own position may be open.
                guard
                    Self.isTiedToAncestor(constraint, rootIsFirst: first, root: root, document: document, index: index)
                else {
                    continue
                }
                if Self.horizontalAnchors.contains(attribute) { horizontal.insert(attribute) }
                if Self.verticalAnchors.contains(attribute) { vertical.insert(attribute) }
            }
        }
        if document.attribute("placeholderIntrinsicWidth", of: root) == nil && !sized.contains("width")
            && horizontal.count < 2
        {
            width = document.attribute("width", of: frame)
        }
        if document.attribute("placeholderIntrinsicHeight", of: root) == nil && !sized.contains("height")
            && vertical.count < 2
        {
            height = document.attribute("height", of: frame)
        }
    }
}
