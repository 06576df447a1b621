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
/// anchors of that axis held by constraints outside (leading and trailing, top and centre…).
/// Arranged subviews of a stack view are sized by the stack from their content, so both
/// dimensions are open unless the copy has its own size constraint. A copy laid out by its
/// autoresizing mask needs none. An intrinsic size the copy already had is kept as it is.
struct IntrinsicSizePlaceholder {
    /// The width to write, or nil.
    var width: String?
    /// The height to write, or nil.
    var height: String?

    static let horizontalAnchors: Set<String> = [
        "leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin", "leftMargin",
        "rightMargin", "centerXWithinMargins",
    ]
    static let verticalAnchors: Set<String> = [
        "top", "bottom", "centerY", "firstBaseline", "lastBaseline", "baseline", "topMargin", "bottomMargin",
        "centerYWithinMargins",
    ]

    init(root: Int, geometry: InstanceGeometry, document: IBDocument, index: ReferenceIndex) {
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
                let side = reference.attribute == "firstItem" ? "firstAttribute" : "secondAttribute"
                guard let attribute = document.attribute(side, of: reference.source) else { continue }
                if attribute == "width" || attribute == "height" { sized.insert(attribute) }
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
