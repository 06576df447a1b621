/// A per-instance value inside a subtree that does not change its layout: a label's text,
/// a button's title for one state, an image name, an accessibility label.
package struct ContentSlot: Sendable, Hashable {
    /// Where the slot lies in the canonical subtree (such as `view/subviews/label[1]@text`; the
    /// grammar is `ObjectPath`'s).
    ///
    /// Computed when asked: a deep layout has as many slots as views and each path is as long as
    /// its depth, so writing every path out would cost the square of the depth (a generated
    /// chain of 4,000 nested views: gigabytes), while only parameters' paths are ever read.
    package var path: String {
        get { explicitPath ?? ((location?.text ?? "") + "@" + attribute) }
        set { explicitPath = newValue }
    }
    /// The element's place, shared with the slots of the same element and its descendants.
    private var location: SlotLocation?
    /// A path given as text (tests, or set after the fact).
    private var explicitPath: String?
    /// The attribute that holds the value (`text`, `title`, `image`, …).
    package var attribute: String
    /// What kind of value it is.
    package var type: SlotType
    /// This instance's value; nil when unset.
    package var value: String?
    /// The element that holds the value in the document (its `<string>` child's parent for element-form text).
    package var element: Int
    /// The `userLabel` of the view that holds it, for naming parameters (`Card Number`); nil when unlabelled.
    package var owner: String?

    /// A slot at a path given as text.
    package init(path: String, attribute: String, type: SlotType, value: String?, element: Int, owner: String?) {
        self.explicitPath = path
        self.attribute = attribute
        self.type = type
        self.value = value
        self.element = element
        self.owner = owner
    }

    /// A slot whose path is written from its element's location when asked.
    package init(
        location: SlotLocation, attribute: String, type: SlotType, value: String?, element: Int, owner: String?
    ) {
        self.location = location
        self.attribute = attribute
        self.type = type
        self.value = value
        self.element = element
        self.owner = owner
    }

    /// Whether the slot's path is this text, compared from its end without writing the path
    /// out: most slots differ in their attribute or last step, so a search through a deep
    /// layout's slots costs little per slot.
    package func hasPath(_ text: String) -> Bool {
        hasPath(bytes: Array(text.utf8))
    }

    /// `hasPath(_:)` for a path already in UTF-8, so a search converts it once.
    package func hasPath(bytes: [UInt8]) -> Bool {
        if let explicitPath { return explicitPath.utf8.elementsEqual(bytes) }
        // `@attribute` at the end, compared without building it.
        let attributeCount = attribute.utf8.count
        var end = bytes.count
        guard end > attributeCount, bytes[(end - attributeCount)..<end].elementsEqual(attribute.utf8),
            bytes[end - attributeCount - 1] == 0x40  // @
        else { return false }
        end -= attributeCount + 1
        var node: SlotLocation? = location
        while let current = node {
            let count = current.step.count
            guard end >= count, bytes[(end - count)..<end].elementsEqual(current.step) else { return false }
            end -= count
            if current.parent != nil {
                guard end > 0, bytes[end - 1] == 0x2F else { return false }  // /
                end -= 1
            }
            node = current.parent
        }
        return end == 0
    }

    package static func == (left: ContentSlot, right: ContentSlot) -> Bool {
        left.attribute == right.attribute && left.type == right.type && left.value == right.value
            && left.element == right.element && left.owner == right.owner && left.path == right.path
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(attribute)
        hasher.combine(value)
        hasher.combine(element)
        hasher.combine(path)
    }
}

/// An element's object path (`ObjectPath`), kept as a chain of steps shared by every slot at or
/// below it and written out as text only when a slot's path is read.
package final class SlotLocation: Sendable {
    package let parent: SlotLocation?
    /// The step's text: the root's tag, or `tag`, `tag#key`, `tag[i]`.
    package let step: [UInt8]

    package init(parent: SlotLocation?, step: [UInt8]) {
        self.parent = parent
        self.step = step
    }

    /// The object path, steps joined by `/`.
    package var text: String {
        var chain: [SlotLocation] = []
        var node: SlotLocation? = self
        while let current = node {
            chain.append(current)
            node = current.parent
        }
        var bytes: [UInt8] = []
        for (position, node) in chain.reversed().enumerated() {
            if position > 0 { bytes.append(0x2F) }  // /
            bytes += node.step
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
