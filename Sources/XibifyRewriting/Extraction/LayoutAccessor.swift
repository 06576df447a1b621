import XibifyFormat

/// How a wrapper sets a layout value a variant group's copies differ in (`LayoutSlots`): the
/// object its outlet points at and the property, typed as Interface Builder's inspector and the
/// runtime attributes know them (#31).
///
/// Only what UIKit and AppKit let code set after the nib is loaded, with the same effect as the
/// attribute in the file: a constraint's `constant` (a constraint's other numbers are read-only),
/// a font's size with its face kept, colours, flags, and the raw values of a few enumerations.
/// A frame is never a parameter: where Auto Layout is off it is the layout itself. Anything not
/// listed has no accessor, and the group stays inline (`parameter-not-settable`).
enum LayoutAccessor {
    /// The accessor of a layout slot, or nil when no wrapper property sets it.
    static func make(for slot: ContentSlot, in document: IBDocument) -> SlotAccessor? {
        let element = slot.element
        let tag = document.tag(element)
        let parent = Int(document.elements[element].parent)
        let macOS = document.platform == .macOS
        guard document.platform.usesUIKit || macOS else { return nil }
        func on(_ object: Int, _ type: String, _ get: String, _ set: String) -> SlotAccessor {
            SlotAccessor(
                view: object, viewClass: ObjectClass.name(tag: document.tag(object), platform: document.platform),
                swiftType: type, getter: get, setter: set,
                initialValue: type.hasSuffix("?") ? nil : type == "Bool" ? "false" : "0")
        }
        if tag == "constraint" && slot.type == .number && slot.attribute == "constant" {
            // Optional chaining: a constraint a size class leaves out may not be installed.
            var accessor = on(element, "CGFloat", "$?.constant ?? 0", "$?.constant = newValue")
            accessor.viewClass = "NSLayoutConstraint"
            return accessor
        }
        guard parent >= 0 else { return nil }
        switch slot.type {
        case .number:
            // A view's hugging and compression priorities, the same calls on both platforms.
            if let priority = priorities[slot.attribute], isView(element, document) {
                let type = macOS ? "NSLayoutConstraint.Priority" : "UILayoutPriority"
                return on(
                    element, "Float", "$.\(priority.getter)(for: .\(priority.axis)).rawValue",
                    "$.\(priority.setter)(\(type)(rawValue: newValue), for: .\(priority.axis))")
            }
            return macOS
                ? appKitNumber(slot, element, tag, parent, document, on)
                : uiKitNumber(slot, element, tag, parent, document, on)
        case .color:
            return macOS ? appKitColor(slot, parent, document, on) : uiKitColor(slot, parent, document, on)
        case .boolean:
            guard isView(element, document) else { return nil }
            let properties =
                macOS
                ? ["hidden": "isHidden"]
                : [
                    "hidden": "isHidden", "userInteractionEnabled": "isUserInteractionEnabled",
                    "clipsSubviews": "clipsToBounds", "opaque": "isOpaque",
                ]
            let controls = ["enabled": "isEnabled", "selected": "isSelected", "highlighted": "isHighlighted"]
            let property =
                properties[slot.attribute]
                ?? (!macOS && controlTags.contains(tag) ? controls[slot.attribute] : nil)
                ?? (!macOS && tag == "switch" && slot.attribute == "on" ? "isOn" : nil)
                ?? (!macOS && tag == "label" && slot.attribute == "adjustsFontSizeToFit"
                    ? "adjustsFontSizeToFitWidth" : nil)
            guard let property else { return nil }
            return on(element, "Bool", "$.\(property)", "$.\(property) = newValue")
        case .enumeration:
            guard !macOS, isView(element, document) else { return nil }
            return uiKitEnumeration(slot, element, tag, on)
        case .string, .localizedString, .image:
            return nil
        }
    }

    private typealias Make = (Int, String, String, String) -> SlotAccessor

    /// UIKit controls, whose `enabled`, `selected` and `highlighted` are `UIControl`'s.
    private static let controlTags: Set<String> = [
        "button", "switch", "slider", "segmentedControl", "textField", "stepper", "datePicker", "pageControl",
    ]

    /// Whether an element is a view (its class known, not a cell or a constraint).
    private static func isView(_ element: Int, _ document: IBDocument) -> Bool {
        let parent = Int(document.elements[element].parent)
        return parent < 0 || document.tag(parent) == "subviews" || document.tag(parent) == "objects"
            || document.child("rect", key: "frame", of: element) != nil
    }

    /// The priorities a view's attributes hold, and the axis each is for.
    private static let priorities: [String: (getter: String, setter: String, axis: String)] = [
        "horizontalHuggingPriority": ("contentHuggingPriority", "setContentHuggingPriority", "horizontal"),
        "verticalHuggingPriority": ("contentHuggingPriority", "setContentHuggingPriority", "vertical"),
        "horizontalCompressionResistancePriority": (
            "contentCompressionResistancePriority", "setContentCompressionResistancePriority", "horizontal"
        ),
        "verticalCompressionResistancePriority": (
            "contentCompressionResistancePriority", "setContentCompressionResistancePriority", "vertical"
        ),
    ]

    private static func uiKitNumber(
        _ slot: ContentSlot, _ element: Int, _ tag: String, _ parent: Int, _ document: IBDocument, _ on: Make
    ) -> SlotAccessor? {
        if tag == "fontDescription" && slot.attribute == "pointSize" {
            // The face kept, the size changed, as the inspector's size field does.
            if document.tag(parent) == "button" {
                // A button of the classic styles draws its title with its label's font.
                return on(
                    parent, "CGFloat", "$.titleLabel?.font.pointSize ?? 0",
                    "$.titleLabel?.font = $.titleLabel?.font.withSize(newValue)")
            }
            guard ["label", "textField", "textView"].contains(document.tag(parent)) else { return nil }
            return on(parent, "CGFloat", "$.font?.pointSize ?? 0", "$.font = $.font?.withSize(newValue)")
        }
        guard isView(element, document) else { return nil }
        switch (tag, slot.attribute) {
        case (_, "alpha"): return on(element, "CGFloat", "$.alpha", "$.alpha = newValue")
        case ("stackView", "spacing"): return on(element, "CGFloat", "$.spacing", "$.spacing = newValue")
        case ("label", "numberOfLines"): return on(element, "Int", "$.numberOfLines", "$.numberOfLines = newValue")
        case ("textField", "minimumFontSize"):
            return on(element, "CGFloat", "$.minimumFontSize", "$.minimumFontSize = newValue")
        case ("label", "minimumScaleFactor"):
            return on(element, "CGFloat", "$.minimumScaleFactor", "$.minimumScaleFactor = newValue")
        default: return nil
        }
    }

    private static func appKitNumber(
        _ slot: ContentSlot, _ element: Int, _ tag: String, _ parent: Int, _ document: IBDocument, _ on: Make
    ) -> SlotAccessor? {
        if tag == "font" && slot.attribute == "size" {
            // A text field's font is its cell's; the face kept, the size changed.
            let field = Int(document.elements[parent].parent)
            guard document.tag(parent) == "textFieldCell", field >= 0, document.tag(field) == "textField" else {
                return nil
            }
            return on(
                field, "CGFloat", "$.font?.pointSize ?? 0",
                "$.font = $.font.map { NSFont(descriptor: $0.fontDescriptor, size: newValue) ?? $0 }")
        }
        guard isView(element, document) else { return nil }
        switch (tag, slot.attribute) {
        case (_, "alphaValue"): return on(element, "CGFloat", "$.alphaValue", "$.alphaValue = newValue")
        case ("stackView", "spacing"): return on(element, "CGFloat", "$.spacing", "$.spacing = newValue")
        default: return nil
        }
    }

    private static func uiKitColor(_ slot: ContentSlot, _ owner: Int, _ document: IBDocument, _ on: Make)
        -> SlotAccessor?
    {
        let ownerTag = document.tag(owner)
        let type = "UIColor?"
        if ownerTag == "state" {
            // A button's title colour for one state.
            let button = Int(document.elements[owner].parent)
            let states = [
                "normal": ".normal", "highlighted": ".highlighted", "selected": ".selected", "disabled": ".disabled",
            ]
            guard slot.attribute == "titleColor", button >= 0, document.tag(button) == "button",
                let state = document.attribute("key", of: owner).flatMap({ states[$0] })
            else { return nil }
            return on(button, type, "$.titleColor(for: \(state))", "$.setTitleColor(newValue, for: \(state))")
        }
        guard isView(owner, document) else { return nil }
        let byTag: [String: [String: String]] = [
            "label": [
                "textColor": "textColor", "highlightedColor": "highlightedTextColor", "shadowColor": "shadowColor",
            ],
            "textField": ["textColor": "textColor"],
            "textView": ["textColor": "textColor"],
            "switch": ["onTintColor": "onTintColor", "thumbTintColor": "thumbTintColor"],
            "progressView": ["progressTintColor": "progressTintColor", "trackTintColor": "trackTintColor"],
            "slider": [
                "minimumTrackTintColor": "minimumTrackTintColor", "maximumTrackTintColor": "maximumTrackTintColor",
            ],
            "pageControl": [
                "pageIndicatorTintColor": "pageIndicatorTintColor",
                "currentPageIndicatorTintColor": "currentPageIndicatorTintColor",
            ],
            "tableView": ["separatorColor": "separatorColor"],
        ]
        let property =
            ["backgroundColor": "backgroundColor", "tintColor": "tintColor"][slot.attribute]
            ?? byTag[ownerTag]?[slot.attribute]
        guard let property else { return nil }
        return on(owner, type, "$.\(property)", "$.\(property) = newValue")
    }

    private static func appKitColor(_ slot: ContentSlot, _ owner: Int, _ document: IBDocument, _ on: Make)
        -> SlotAccessor?
    {
        // A text field's colours are its cell's, and the field's own properties set them.
        let field = Int(document.elements[owner].parent)
        guard document.tag(owner) == "textFieldCell", field >= 0, document.tag(field) == "textField",
            ["textColor", "backgroundColor"].contains(slot.attribute)
        else { return nil }
        return on(field, "NSColor?", "$.\(slot.attribute)", "$.\(slot.attribute) = newValue")
    }

    /// Enumerations, by attribute: the Swift type and each word's raw value (UIKit's headers).
    private static let enumerations: [String: (type: String, tags: Set<String>?, raw: [String: Int])] = [
        "contentMode": (
            "UIView.ContentMode", nil,
            [
                "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
                "bottom": 6, "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11,
                "bottomRight": 12,
            ]
        ),
        "textAlignment": (
            "NSTextAlignment", ["label", "textField", "textView"],
            ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4]
        ),
        "axis": ("NSLayoutConstraint.Axis", ["stackView"], ["horizontal": 0, "vertical": 1]),
        "alignment": (
            "UIStackView.Alignment", ["stackView"],
            [
                "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4,
                "lastBaseline": 5,
            ]
        ),
        "distribution": (
            "UIStackView.Distribution", ["stackView"],
            ["fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4]
        ),
    ]

    private static func uiKitEnumeration(_ slot: ContentSlot, _ element: Int, _ tag: String, _ on: Make)
        -> SlotAccessor?
    {
        guard let enumeration = enumerations[slot.attribute], enumeration.tags?.contains(tag) ?? true else {
            return nil
        }
        let property = slot.attribute
        var accessor = on(
            element, "Int", "$.\(property).rawValue",
            "$.\(property) = \(enumeration.type)(rawValue: newValue) ?? $.\(property)")
        accessor.rawValues = enumeration.raw
        return accessor
    }
}
