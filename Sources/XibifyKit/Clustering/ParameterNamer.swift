/// Suggests readable, unique Swift property names for a cluster's parameters.
enum ParameterNamer {
    private static let suffixes: [String: String] = [
        "text": "Text", "title": "Title", "subtitle": "Subtitle", "placeholder": "Placeholder",
        "placeholderString": "Placeholder", "prompt": "Prompt", "alternateTitle": "AlternateTitle",
        "image": "Image", "highlightedImage": "HighlightedImage", "backgroundImage": "BackgroundImage",
        "alternateImage": "AlternateImage", "label": "AccessibilityLabel", "hint": "AccessibilityHint",
        "identifier": "AccessibilityIdentifier", "toolTip": "ToolTip",
    ]

    /// Words that name a view's kind rather than its role; dropped from the end of labels.
    private static let kindWords: Set<String> = [
        "label", "view", "button", "field", "image", "imageview", "textfield", "textview", "icon",
    ]

    /// A name per slot: `Amount Label` + `text` → `amountText`; duplicates get a number.
    ///
    /// A name UIView/NSView or the wrapper already uses (`title`, `toolTip`) takes the view's
    /// kind in front (`buttonTitle`), so the cluster can still be extracted without a `--param`.
    static func names(for slots: [ContentSlot]) -> [String] {
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

    static func name(owner: String?, attribute: String) -> String {
        var words = (owner ?? "").split { !$0.isLetter && !$0.isNumber }.map(String.init).flatMap(splitCamelCase)
        let suffix = suffixes[attribute] ?? attribute.prefix(1).uppercased() + attribute.dropFirst()
        while words.count > 1, let last = words.last, kindWords.contains(last.lowercased()) { words.removeLast() }
        if words.count == 1, kindWords.contains(words[0].lowercased()) {
            // A label that only names the view's kind: the attribute alone says it best.
            words = []
        }
        if let last = words.last, suffix.lowercased().hasSuffix(last.lowercased()) { words.removeLast() }
        var name = words.enumerated().map { index, word in
            index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined()
        name += name.isEmpty ? suffix.prefix(1).lowercased() + suffix.dropFirst() : suffix
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// The tag of a slot's element, from its path, without a cell suffix:
    /// `stackView/subviews/button[1]/buttonCell#cell@title` → `button`.
    static func kind(of path: String) -> String {
        let element = path.split(separator: "@").first.flatMap { $0.split(separator: "/").last } ?? ""
        var tag = String(element.prefix { $0 != "[" && $0 != "#" })
        if tag.hasSuffix("Cell") && tag.count > 4 { tag = String(tag.dropLast(4)) }
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
