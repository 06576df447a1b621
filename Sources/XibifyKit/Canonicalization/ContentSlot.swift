/// A per-instance value inside a subtree that does not change its layout: a label's text,
/// a button's title for one state, an image name, an accessibility label.
public struct ContentSlot: Sendable, Hashable {
    /// Where the slot lies in the canonical subtree (such as `view/subviews/label[1]@text`).
    public var path: String
    /// The attribute that holds the value (`text`, `title`, `image`, …).
    public var attribute: String
    /// What kind of value it is.
    public var type: SlotType
    /// This instance's value; nil when unset.
    public var value: String?
    /// The element that holds the value in the document (its `<string>` child's parent for element-form text).
    public var element: Int
    /// The `userLabel` of the view that holds it, for naming parameters (`Card Number`); nil when unlabelled.
    public var owner: String?
}
