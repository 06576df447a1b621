import XibifyFormat

/// What a `.strings` key's property translates in the document: the element and attribute of
/// the content slot (`ContentSlot`) it overrides (IB-FORMAT.md §5.3).
///
/// Keys are `<objectID>.<property>`. Most properties are an attribute of the object itself
/// (`text`, `placeholder`, `title` of a cell or menu item, `toolTip`); a button's titles are
/// `<state>Title` and live on its `<state key="…">` child; accessibility texts are
/// `accessibilityLabel`/`accessibilityHint` on its `<accessibility>` child; a segmented control's
/// titles are `segmentTitles[i]`. A property not listed here translates something xibify does not
/// treat as a slot (a localized runtime attribute of an inner object, for one): it is then
/// compared between copies as a shared text, which can only keep a cluster inline, never lose a
/// translation.
package enum TranslatedProperty {
    /// The slot a property of an object translates, or nil when it is not one xibify knows.
    /// - Parameters:
    ///   - property: the key's part after the object id (`normalTitle`).
    ///   - object: the element with that id.
    ///   - document: its document.
    package static func slot(_ property: String, of object: Int, in document: IBDocument) -> (
        element: Int, attribute: String
    )? {
        if let attribute = ownAttributes[property], hasSlot(attribute, on: object, in: document) {
            return (object, attribute)
        }
        if property.hasSuffix("Title"), property.count > "Title".count {
            let state = String(property.dropLast("Title".count))
            if let child = keyedChild("state", key: state, of: object, in: document) { return (child, "title") }
        }
        if property == "accessibilityLabel" || property == "accessibilityHint",
            let child = keyedChild("accessibility", key: "accessibilityConfiguration", of: object, in: document)
        {
            return (child, property == "accessibilityLabel" ? "label" : "hint")
        }
        if property.hasPrefix("configuration."),
            let child = keyedChild("buttonConfiguration", key: "configuration", of: object, in: document)
        {
            return (child, String(property.dropFirst("configuration.".count)))
        }
        if property.hasPrefix("segmentTitles["), property.hasSuffix("]"),
            let position = Int(property.dropFirst("segmentTitles[".count).dropLast()),
            let list = document.children(object).first(where: { document.tag($0) == "segments" })
        {
            let segments = document.children(list).filter { document.tag($0) == "segment" }
            if segments.indices.contains(position) { return (segments[position], "title") }
        }
        return nil
    }

    /// The `.strings` property of a localized user-defined runtime attribute: the N-th
    /// (from 0) attribute marked `localized="YES"` of an object.
    package static func localizedRuntimeAttribute(_ position: Int) -> String {
        "ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(position)]"
    }

    /// N of `ibExternalUserDefinedRuntimeAttributesLocalizableStrings[N]`; nil for any other property.
    package static func localizedPosition(_ property: String) -> Int? {
        let prefix = "ibExternalUserDefinedRuntimeAttributesLocalizableStrings["
        guard property.hasPrefix(prefix), property.hasSuffix("]") else { return nil }
        return Int(property.dropFirst(prefix.count).dropLast())
    }

    /// Whether an object has the text a property translates (its attribute or `<string>` child; for
    /// a localized runtime attribute, an N-th such attribute).
    package static func isPresent(_ property: String, on object: Int, in document: IBDocument) -> Bool {
        guard let slot = slot(property, of: object, in: document) else {
            guard let position = localizedPosition(property),
                let list = document.children(object).first(where: { document.tag($0) == "userDefinedRuntimeAttributes" }
                )
            else { return false }
            return document.children(list).filter { document.attribute("localized", of: $0) == "YES" }.count > position
        }
        if document.attribute(slot.attribute, of: slot.element) != nil { return true }
        return document.children(slot.element).contains { child in
            document.tag(child) == "string" && document.attribute("key", of: child) == slot.attribute
        }
    }

    /// Properties that are an attribute of the same name on the object.
    private static let ownAttributes: [String: String] = [
        "text": "text", "placeholder": "placeholder", "prompt": "prompt", "title": "title",
        "placeholderString": "placeholderString", "alternateTitle": "alternateTitle", "toolTip": "toolTip",
    ]

    private static func hasSlot(_ attribute: String, on object: Int, in document: IBDocument) -> Bool {
        let tag = document.tag(object)
        if CanonicalizationRules.slots[tag]?.contains(where: { $0.attribute == attribute }) == true { return true }
        return CanonicalizationRules.viewSlots.contains { $0.attribute == attribute }
    }

    private static func keyedChild(_ tag: String, key: String, of object: Int, in document: IBDocument) -> Int? {
        document.children(object).first { document.tag($0) == tag && document.attribute("key", of: $0) == key }
    }
}
