/// One view of a copy, as a report draws it: its kind, its frame as the file wrote it, what it
/// shows, and which of the cluster's parameters it holds.
///
/// A copy's outline lists its views in document order (the root first), so a view's parent always
/// comes before it. Nothing here points back into the document: a reporter draws the copy from
/// these values alone.
package struct ViewOutline: Sendable, Hashable {
    /// How a stack view lines up its arranged subviews.
    package enum Axis: String, Sendable, Hashable {
        /// Side by side, leading to trailing (UIKit's default, `NSStackView`'s default orientation).
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The parent view's position in the outline; nil for the copy's root.
    package var parent: Int?
    /// The element's tag (`label`, `imageView`, `customView`, `tableViewCellContentView`).
    package var kind: String
    /// The `customClass`, if any.
    package var customClass: String?
    /// The `userLabel`, if any.
    package var userLabel: String?
    /// The `<rect key="frame">`, in the parent's coordinates as the file wrote them (y up on AppKit
    /// unless the parent flips its subviews); nil when the file has none.
    package var frame: OutlineRect?
    /// Whether this view's subviews' frames are measured from its top edge: always on UIKit; on
    /// AppKit only for the classes that are flipped (`ViewOutline.flippedAppKitKinds`).
    package var flipsSubviews: Bool
    /// The axis of a stack view; nil for other views.
    package var stackAxis: Axis?
    /// A width the view's own constraints fix (`width` equal to a constant, no second item).
    package var fixedWidth: Double?
    /// A height the view's own constraints fix.
    package var fixedHeight: Double?
    /// The first user-visible text the view holds (a label's text, a button's title, a field's
    /// placeholder), accessibility texts left out.
    package var text: String?
    /// The first image name the view holds.
    package var image: String?
    /// The cluster's parameters this view holds, as indices into `DuplicateCluster.parameters`.
    package var parameters: [Int]

    /// The AppKit view tags whose class is flipped (`isFlipped` is true).
    ///
    /// Their subviews' frames are measured from the top, as on UIKit; every other AppKit view
    /// measures them from its bottom.
    package static let flippedAppKitKinds: Set<String> = [
        "clipView", "tableView", "outlineView", "collectionView", "textView", "stackView",
    ]

    /// Creates an outline entry.
    package init(
        parent: Int?, kind: String, customClass: String? = nil, userLabel: String? = nil, frame: OutlineRect?,
        flipsSubviews: Bool = true, stackAxis: Axis? = nil, fixedWidth: Double? = nil, fixedHeight: Double? = nil,
        text: String? = nil, image: String? = nil, parameters: [Int] = []
    ) {
        self.parent = parent
        self.kind = kind
        self.customClass = customClass
        self.userLabel = userLabel
        self.frame = frame
        self.flipsSubviews = flipsSubviews
        self.stackAxis = stackAxis
        self.fixedWidth = fixedWidth
        self.fixedHeight = fixedHeight
        self.text = text
        self.image = image
        self.parameters = parameters
    }
}
