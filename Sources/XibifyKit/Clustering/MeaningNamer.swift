/// Names a cluster's class and properties after what its copies say about themselves: the labels
/// designers gave the views, the outlets that point at them, their accessibility identifiers, the
/// root's custom class, and, failing those, a text they all show or their kind (weak names the
/// plan reports, for `--name` and `--param`).
///
/// The evidence of every copy counts (the most common label wins, ties by first copy), so a name
/// depends only on the copies themselves, never on other files of the scan.
struct MeaningNamer {
    /// One copy: its document, root, reference index and crossings.
    struct Copy {
        var document: IBDocument
        var root: Int
        var index: ReferenceIndex
        var crossings: [BoundaryCrossing]
        var slots: [ContentSlot]
    }

    /// The copies, in cluster order.
    var copies: [Copy]

    /// Words that name a view's kind (or IB's default labels) rather than its role.
    static let kindWords: Set<String> = [
        "label", "view", "button", "field", "image", "imageview", "textfield", "textview", "icon", "stack",
        "horizontal", "vertical", "custom", "container", "content", "text", "scroll", "box", "cell", "wrapper",
        "control", "item", "subview", "main",
    ]

    /// Kind words a class name drops from its end: a wrapper is not a stack or a container
    /// (`Profile Stack View` → `ProfileView`), while `Coupon Field` stays `CouponFieldView`.
    static let classKindWords: Set<String> = [
        "view", "stack", "horizontal", "vertical", "custom", "container", "content", "wrapper", "scroll", "box",
    ]

    /// The class name's stem (without the `View` suffix) and where it came from.
    func classStem(rootTag: String) -> (stem: String, source: NameSource) {
        let meaningful = { (text: String?) in Self.meaningful(text, dropping: Self.classKindWords) }
        if let label = Self.majority(copies.map { $0.document.attribute("userLabel", of: $0.root) }.map(meaningful)) {
            return (label, .label)
        }
        let outlets = copies.map { copy -> String? in
            copy.index.references(to: copy.root).lazy.compactMap { reference -> String? in
                guard copy.document.tag(reference.source) == "outlet" else { return nil }
                return copy.document.attribute("property", of: reference.source)
            }.first
        }
        if let outlet = Self.majority(outlets.map(meaningful)) { return (outlet, .outlet) }
        if let identifier = Self.majority(
            copies.map { Self.accessibilityIdentifier(of: $0.root, in: $0.document) }.map(meaningful))
        {
            return (identifier, .accessibilityIdentifier)
        }
        if let custom = Self.majority(copies.map { $0.document.attribute("customClass", of: $0.root) }.map(meaningful))
        {
            return (custom, .customClass)
        }
        // A short text every copy shows, such as a heading.
        if let first = copies.first {
            for (index, slot) in first.slots.enumerated() where slot.type != .image {
                guard let value = slot.value,
                    copies.allSatisfy({ index < $0.slots.count && $0.slots[index].value == value }),
                    let words = meaningful(value), words.split(separator: " ").count <= 3
                else { continue }
                return (words, .text)
            }
        }
        let kind = SwiftIdentifier.camelCase(rootTag, upperFirst: true)
        let word = ["View", "CustomView"].contains(kind) ? "" : kind.replacingOccurrences(of: "View", with: "")
        return (word + " Layout", .kind)
    }

    /// A property name stem and its source for each varying slot (by slot index).
    func parameterStems(_ varying: [Int]) -> [(stem: String?, source: NameSource)] {
        varying.map { slotIndex in
            let views = copies.map { copy -> Int in
                Self.view(of: copy.slots[slotIndex].element, root: copy.root, in: copy.document)
            }
            if let label = Self.majority(
                zip(copies, views).map { Self.meaningful($0.document.attribute("userLabel", of: $1)) })
            {
                return (label, .label)
            }
            let outlets = zip(copies, views).map { copy, view in
                copy.crossings.first { $0.kind == .incomingOutlet && $0.object == view }?.member
            }
            if let outlet = Self.majority(outlets.map { Self.meaningful($0) }) { return (outlet, .outlet) }
            let identifiers = zip(copies, views).map { Self.accessibilityIdentifier(of: $1, in: $0.document) }
            if let identifier = Self.majority(identifiers.map { Self.meaningful($0) }) {
                return (identifier, .accessibilityIdentifier)
            }
            return (nil, .kind)
        }
    }

    /// The view a slot's element belongs to: the element itself, or the ancestor that is a subview
    /// (a button for its `state`, a text field for its cell), or the root.
    static func view(of element: Int, root: Int, in document: IBDocument) -> Int {
        var current = element
        while current != root {
            let parent = Int(document.elements[current].parent)
            guard parent >= 0 else { break }
            if document.tag(parent) == "subviews" { return current }
            current = parent
        }
        return current
    }

    /// The identifier of `<accessibility key="accessibilityConfiguration" identifier="…"/>`.
    static func accessibilityIdentifier(of view: Int, in document: IBDocument) -> String? {
        guard let accessibility = document.child("accessibility", key: "accessibilityConfiguration", of: view) else {
            return nil
        }
        return document.attribute("identifier", of: accessibility)
    }

    /// Words of a name with its kind words removed from the end (`Pay Button` → `Pay`,
    /// `amountLabel` → `amount`); nil when nothing but kind words is left (`Stack View`, `Label`).
    static func meaningful(_ text: String?, dropping trailing: Set<String> = kindWords) -> String? {
        guard let text else { return nil }
        var words = text.split { !$0.isLetter && !$0.isNumber }.flatMap { splitCamelCase(String($0)) }
        while let last = words.last, trailing.contains(last.lowercased()) { words.removeLast() }
        guard !words.isEmpty, words.contains(where: { !kindWords.contains($0.lowercased()) }) else { return nil }
        guard words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
        return words.joined(separator: " ")
    }

    /// The most common value (ties: the first copy's), ignoring nils.
    static func majority(_ values: [String?]) -> String? {
        var counts: [String: Int] = [:]
        for case let value? in values { counts[value, default: 0] += 1 }
        guard let best = counts.values.max() else { return nil }
        return values.lazy.compactMap { $0 }.first { counts[$0] == best }
    }

    private static func splitCamelCase(_ word: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in word {
            if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
