import XibifyFormat

/// Suggests readable, unique Swift property names for a cluster's parameters.
package enum ParameterNamer {
    private static let suffixes: [String: String] = [
        "text": "Text", "title": "Title", "subtitle": "Subtitle", "placeholder": "Placeholder",
        "placeholderString": "Placeholder", "prompt": "Prompt", "alternateTitle": "AlternateTitle",
        "image": "Image", "highlightedImage": "HighlightedImage", "backgroundImage": "BackgroundImage",
        "alternateImage": "AlternateImage", "label": "AccessibilityLabel", "hint": "AccessibilityHint",
        "identifier": "AccessibilityIdentifier", "toolTip": "ToolTip",
    ]

    /// Last words of a label that already say the view shows a text.
    private static let textWords: Set<String> = ["title", "subtitle", "name", "caption", "heading", "message"]

    /// Words that name a view's kind rather than its role; dropped from the end of labels.
    private static let kindWords: Set<String> = [
        "label", "view", "button", "field", "image", "imageview", "textfield", "textview", "icon",
    ]

    /// A name per slot: `Amount Label` + `text` → `amountText`; duplicates get a number.
    ///
    /// A name UIView/NSView or the wrapper already uses (`title`, `toolTip`) takes the view's
    /// kind in front (`buttonTitle`), so the cluster can still be extracted without a `--param`.
    package static func names(for slots: [ContentSlot]) -> [String] {
        var used: [String: Int] = [:]
        return slots.map { slot in
            var base = name(owner: slot.owner, attribute: slot.attribute)
            if ObjectNamer.reservedNames.contains(base) {
                base = kind(of: slot.path) + base.prefix(1).uppercased() + base.dropFirst()
            }
            let count = used[base, default: 0] + 1
            used[base] = count
            return count == 1 ? base : base + String(count)
        }
    }

    /// Names from evidence: each slot's stem (`MeaningNamer`), or, where none was found, the
    /// attribute alone (`text`), with the view's kind in front when two would share it
    /// (`labelText`, `buttonTitle`) and a number as the last resort; each with its source.
    /// - Parameters:
    ///   - slots: the varying slots of the first copy.
    ///   - stems: per slot, the stem found and its source.
    ///   - document: the first copy's document (for the slots' element tags).
    package static func names(
        for slots: [ContentSlot], stems: [(stem: String?, source: NameSource)], in document: IBDocument
    )
        -> [(name: String, source: NameSource)]
    {
        let tags = slots.map { document.tag($0.element) }
        var bases = zip(slots, zip(stems, tags)).map { slot, evidence in
            name(owner: evidence.0.stem, attribute: slot.attribute, elementTag: evidence.1)
        }
        let counts = Dictionary(bases.map { ($0, 1) }, uniquingKeysWith: +)
        for index in bases.indices
        where stems[index].stem == nil
            && (counts[bases[index], default: 0] > 1 || ObjectNamer.reservedNames.contains(bases[index]))
        {
            bases[index] = kind(of: slots[index].path) + bases[index].prefix(1).uppercased() + bases[index].dropFirst()
        }
        var used: [String: Int] = [:]
        return bases.enumerated().map { index, base in
            var base = base
            if ObjectNamer.reservedNames.contains(base) {
                base = kind(of: slots[index].path) + base.prefix(1).uppercased() + base.dropFirst()
            }
            let count = used[base, default: 0] + 1
            used[base] = count
            return (count == 1 ? base : base + String(count), stems[index].source)
        }
    }

    /// The word for what an attribute is to the user: a text field cell's `title` is the field's text.
    package static func suffix(attribute: String, elementTag: String?) -> String {
        if attribute == "title" && elementTag == "textFieldCell" { return "Text" }
        return suffixes[attribute] ?? attribute.prefix(1).uppercased() + attribute.dropFirst()
    }

    package static func name(owner: String?, attribute: String, elementTag: String? = nil) -> String {
        var words = (owner ?? "").split { !$0.isLetter && !$0.isNumber }.map(String.init).flatMap(splitCamelCase)
        let suffix = suffix(attribute: attribute, elementTag: elementTag)
        while words.count > 1, let last = words.last, kindWords.contains(last.lowercased()) { words.removeLast() }
        if words.count == 1, kindWords.contains(words[0].lowercased()) {
            // A label that only names the view's kind: the attribute alone says it best.
            words = []
        }
        if let last = words.last, suffix.lowercased().hasSuffix(last.lowercased()) { words.removeLast() }
        var name = words.enumerated().map { index, word in
            index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined()
        // A label already called a title or a name says what its text is (`fieldTitle`, not `fieldTitleText`).
        let saysText = words.count > 1 && suffix == "Text" && textWords.contains(words.last!.lowercased())
        if !saysText { name += name.isEmpty ? suffix.prefix(1).lowercased() + suffix.dropFirst() : suffix }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// The tag of a slot's element, from its path, without a cell suffix:
    /// `stackView/subviews/button[1]/buttonCell#cell@title` → `button`.
    package static func kind(of path: String) -> String {
        let element = path.split(separator: "@").first.flatMap { $0.split(separator: "/").last } ?? ""
        var tag = String(element.prefix { $0 != "[" && $0 != "#" })
        // A button's `state` or a field's cell: the view it belongs to.
        if tag == "state" || tag == "string" || tag.hasSuffix("Cell") {
            let parts = path.split(separator: "@").first?.split(separator: "/") ?? []
            if parts.count >= 2 {
                tag = String(parts[parts.count - 2].prefix { $0 != "[" && $0 != "#" })
            } else if tag.hasSuffix("Cell") && tag.count > 4 {
                tag = String(tag.dropLast(4))
            }
        }
        if tag.hasSuffix("Cell") && tag.count > 4 { tag = String(tag.dropLast(4)) }
        if tag == "textField" { tag = "field" }
        return tag.isEmpty ? "view" : tag
    }

    private static func splitCamelCase(_ word: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in word {
            if character.isUppercase, let last = current.last, last.isLowercase {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
