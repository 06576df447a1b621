import XibifyFormat

/// How the generated wrapper reads and writes one content slot: which view its outlet
/// points at, the outlet's class, and the Swift expressions for the property.
package struct SlotAccessor: Sendable, Hashable {
    /// The view the outlet points at (the slot's element or the control that owns it).
    package var view: Int
    /// The outlet's class, such as `UILabel` or `NSTextField`.
    package var viewClass: String
    /// The property's type: `String?` or `UIImage?`/`NSImage?`.
    package var swiftType: String
    /// The getter, with `$` standing for the outlet.
    package var getter: String
    /// The setter, with `$` for the outlet and `newValue` for the value.
    package var setter: String
    /// For an enumeration's word (`LayoutAccessor`): each word's raw value, which the placeholder's
    /// runtime attribute carries.
    package var rawValues: [String: Int]? = nil
    /// What a stored property of the type starts as (`0`, `false`); nil for an optional type.
    package var initialValue: String? = nil

    /// The accessor for a slot, or nil when the wrapper cannot set it (the cluster is then skipped).
    /// - Parameters:
    ///   - slot: the slot, in `document`.
    ///   - document: the template instance's document.
    /// - Returns: the accessor.
    package static func make(for slot: ContentSlot, in document: IBDocument) -> SlotAccessor? {
        if slot.type.isLayout { return LayoutAccessor.make(for: slot, in: document) }
        return document.platform.usesUIKit
            ? uiKit(slot, document) : document.platform == .macOS ? appKit(slot, document) : nil
    }

    private static func parent(_ element: Int, _ document: IBDocument) -> Int? {
        let parent = Int(document.elements[element].parent)
        return parent >= 0 ? parent : nil
    }

    private static let buttonStates: [String: String] = [
        "normal": ".normal", "highlighted": ".highlighted", "selected": ".selected", "disabled": ".disabled",
    ]

    private static func uiKit(_ slot: ContentSlot, _ document: IBDocument) -> SlotAccessor? {
        let element = slot.element
        let tag = document.tag(element)
        let image = "UIImage?"
        let text = "String?"
        func on(_ view: Int, _ type: String, _ get: String, _ set: String) -> SlotAccessor {
            SlotAccessor(
                view: view, viewClass: ObjectClass.name(tag: document.tag(view), platform: .iOS), swiftType: type,
                getter: get,
                setter: set)
        }
        switch (tag, slot.attribute) {
        case ("label", "text"), ("textField", "text"), ("textView", "text"), ("searchBar", "text"):
            return on(element, text, "$.text", "$.text = newValue")
        case ("textField", "placeholder"), ("searchBar", "placeholder"):
            return on(element, text, "$.placeholder", "$.placeholder = newValue")
        case ("searchBar", "prompt"):
            return on(element, text, "$.prompt", "$.prompt = newValue")
        case ("imageView", "image"), ("imageView", "highlightedImage"):
            let property = slot.attribute
            return on(element, image, "$.\(property)", "$.\(property) = newValue")
        case ("state", _):
            guard let button = parent(element, document), document.tag(button) == "button",
                let state = document.attribute("key", of: element).flatMap({ buttonStates[$0] })
            else { return nil }
            switch slot.attribute {
            case "title": return on(button, text, "$.title(for: \(state))", "$.setTitle(newValue, for: \(state))")
            case "image": return on(button, image, "$.image(for: \(state))", "$.setImage(newValue, for: \(state))")
            case "backgroundImage":
                return on(
                    button, image, "$.backgroundImage(for: \(state))", "$.setBackgroundImage(newValue, for: \(state))")
            default: return nil
            }
        case ("buttonConfiguration", _):
            guard let button = parent(element, document), document.tag(button) == "button" else { return nil }
            let property = slot.attribute
            let type = property == "image" ? image : text
            return on(button, type, "$.configuration?.\(property)", "$.configuration?.\(property) = newValue")
        case ("imageReference", "image"):
            guard let owner = parent(element, document) else { return nil }
            if document.tag(owner) == "imageView", document.attribute("key", of: element) == "image" {
                return on(owner, image, "$.image", "$.image = newValue")
            }
            return nil
        case ("segment", "title"), ("segment", "image"):
            guard let list = parent(element, document), let control = parent(list, document),
                document.tag(control) == "segmentedControl",
                let index = document.children(list).firstIndex(of: element)
            else { return nil }
            if slot.attribute == "title" {
                return on(
                    control, text, "$.titleForSegment(at: \(index))", "$.setTitle(newValue, forSegmentAt: \(index))")
            }
            return on(control, image, "$.imageForSegment(at: \(index))", "$.setImage(newValue, forSegmentAt: \(index))")
        case ("accessibility", _):
            guard let view = parent(element, document) else { return nil }
            let property = [
                "label": "accessibilityLabel", "hint": "accessibilityHint", "identifier": "accessibilityIdentifier",
            ][
                slot.attribute]
            guard let property else { return nil }
            return on(view, text, "$.\(property)", "$.\(property) = newValue")
        default:
            return nil
        }
    }

    private static func appKit(_ slot: ContentSlot, _ document: IBDocument) -> SlotAccessor? {
        let element = slot.element
        let tag = document.tag(element)
        let image = "NSImage?"
        let text = "String?"
        func on(_ view: Int, _ type: String, _ get: String, _ set: String) -> SlotAccessor {
            SlotAccessor(
                view: view, viewClass: ObjectClass.name(tag: document.tag(view), platform: .macOS), swiftType: type,
                getter: get,
                setter: set)
        }
        let owner = parent(element, document)
        switch (tag, slot.attribute) {
        case ("textFieldCell", "title"), ("secureTextFieldCell", "title"), ("searchFieldCell", "title"),
            ("tokenFieldCell", "title"), ("comboBoxCell", "title"):
            guard let owner else { return nil }
            return on(owner, text, "$.stringValue", "$.stringValue = newValue ?? \"\"")
        case ("textFieldCell", "placeholderString"), ("secureTextFieldCell", "placeholderString"),
            ("searchFieldCell", "placeholderString"), ("tokenFieldCell", "placeholderString"),
            ("comboBoxCell", "placeholderString"):
            guard let owner else { return nil }
            return on(owner, text, "$.placeholderString", "$.placeholderString = newValue")
        case ("buttonCell", "title"), ("buttonCell", "alternateTitle"):
            guard let owner, document.tag(owner) == "button" else { return nil }
            let property = slot.attribute
            return on(owner, text, "$.\(property)", "$.\(property) = newValue ?? \"\"")
        case ("buttonCell", "image"), ("buttonCell", "alternateImage"):
            guard let owner, document.tag(owner) == "button" else { return nil }
            let property = slot.attribute
            return on(owner, image, "$.\(property)", "$.\(property) = newValue")
        case ("imageCell", "image"):
            guard let owner, document.tag(owner) == "imageView" else { return nil }
            return on(owner, image, "$.image", "$.image = newValue")
        case ("box", "title"):
            return on(element, text, "$.title", "$.title = newValue ?? \"\"")
        case (_, "toolTip"):
            return on(element, text, "$.toolTip", "$.toolTip = newValue")
        default:
            return nil
        }
    }
}
