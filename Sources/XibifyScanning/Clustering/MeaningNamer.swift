import XibifyFormat
import XibifySupport

/// Names a cluster's class and properties after what its copies say about themselves: the labels
/// designers gave the views, the outlets that point at them, their accessibility identifiers, the
/// root's custom class, and, failing those, a text they all show or their kind (weak names the
/// plan reports, for `--name` and `--param`).
///
/// The evidence of every copy counts: where copies name the same thing differently (`Start Date
/// Header`, `End Date Header`), the words they share name it (`DateHeaderView`), so a name depends
/// only on the copies themselves, never on one of them alone or on other files of the scan.
package struct MeaningNamer {
    /// One copy: its document, root, reference index and crossings.
    package struct Copy {
        package var document: IBDocument
        package var root: Int
        package var index: ReferenceIndex
        package var crossings: [BoundaryCrossing]
        package var slots: [ContentSlot]
    }

    /// The copies, in cluster order.
    package var copies: [Copy]

    /// Words that name a view's kind (or IB's default labels) rather than its role.
    package static let kindWords: Set<String> = [
        "label", "view", "button", "field", "image", "imageview", "textfield", "textview", "icon", "stack",
        "horizontal", "vertical", "custom", "container", "content", "text", "scroll", "box", "cell", "wrapper",
        "control", "item", "subview", "main",
    ]

    /// Kind words a class name drops from its end: a wrapper is not a stack or a container
    /// (`Profile Stack View` → `ProfileView`), while `Coupon Field` stays `CouponFieldView`.
    package static let classKindWords: Set<String> = [
        "view", "stack", "horizontal", "vertical", "custom", "container", "content", "wrapper", "scroll", "box",
    ]

    /// The class name's stem (without the `View` suffix) and where it came from.
    package func classStem(rootTag: String) -> (stem: String, source: NameSource) {
        let meaningful = { (text: String?) in Self.meaningful(text, dropping: Self.classKindWords) }
        if let label = Self.shared(copies.map { $0.document.attribute("userLabel", of: $0.root) }).flatMap(meaningful) {
            return (label, .label)
        }
        let outlets = copies.map { copy -> String? in
            copy.index.references(to: copy.root).lazy.compactMap { reference -> String? in
                guard copy.document.tag(reference.source) == "outlet" else { return nil }
                return copy.document.attribute("property", of: reference.source)
            }.first
        }
        if let outlet = Self.shared(outlets).flatMap(meaningful) { return (outlet, .outlet) }
        if let identifier = Self.shared(copies.map { Self.accessibilityIdentifier(of: $0.root, in: $0.document) })
            .flatMap(meaningful)
        {
            return (identifier, .accessibilityIdentifier)
        }
        if let custom = Self.shared(copies.map { $0.document.attribute("customClass", of: $0.root) }).flatMap(
            meaningful)
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
    package func parameterStems(_ varying: [Int]) -> [(stem: String?, source: NameSource)] {
        varying.map { slotIndex in
            let views = copies.map { copy -> Int in
                Self.view(of: copy.slots[slotIndex].element, root: copy.root, in: copy.document)
            }
            if let label = Self.shared(zip(copies, views).map { $0.document.attribute("userLabel", of: $1) })
                .flatMap({ Self.meaningful($0) })
            {
                return (label, .label)
            }
            let outlets = zip(copies, views).map { copy, view in
                copy.crossings.first { $0.kind == .incomingOutlet && $0.object == view }?.member
            }
            if let outlet = Self.shared(outlets).flatMap({ Self.meaningful($0) }) { return (outlet, .outlet) }
            let identifiers = zip(copies, views).map { Self.accessibilityIdentifier(of: $1, in: $0.document) }
            if let identifier = Self.shared(identifiers).flatMap({ Self.meaningful($0) }) {
                return (identifier, .accessibilityIdentifier)
            }
            return (nil, .kind)
        }
    }

    /// The view a slot's element belongs to: the element itself, or the ancestor that is a subview
    /// (a button for its `state`, a text field for its cell), or the root.
    package static func view(of element: Int, root: Int, in document: IBDocument) -> Int {
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
    package static func accessibilityIdentifier(of view: Int, in document: IBDocument) -> String? {
        guard let accessibility = document.child("accessibility", key: "accessibilityConfiguration", of: view) else {
            return nil
        }
        return document.attribute("identifier", of: accessibility)
    }

    /// Words of a name with its kind words removed from the end (`Pay Button` → `Pay`,
    /// `amountLabel` → `amount`); nil when nothing but kind words is left (`Stack View`, `Label`).
    package static func meaningful(_ text: String?, dropping trailing: Set<String> = kindWords) -> String? {
        guard let text else { return nil }
        var words = text.split { !$0.isLetter && !$0.isNumber }.flatMap { splitCamelCase(String($0)) }
        while let last = words.last, trailing.contains(last.lowercased()) { words.removeLast() }
        guard !words.isEmpty, words.contains(where: { !kindWords.contains($0.lowercased()) }) else { return nil }
        guard words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
        return words.joined(separator: " ")
    }

    /// What the names of one thing in several copies have in common: the name itself when they
    /// agree or most of them do, else their longest common run of trailing (or, failing that, leading) words
    /// (`permanentDefaultLengthPickerBackgroundView`, `temporaryDefaultLengthPickerBackgroundView`
    /// → `Default Length Picker Background View`); nil when they share no word, or when only one
    /// of several copies has a name.
    package static func shared(_ names: [String?]) -> String? {
        let present = names.compactMap { $0 }
        // One copy's outlet says what that copy is for, not what they share.
        guard let first = present.first, present.count == names.count || present.count >= 2 else { return nil }
        guard present.contains(where: { $0 != first }) else { return first }
        // Most copies agree: their name (`Avatar Row` twice and `Member Row` once → `Avatar Row`).
        let counts = Dictionary(present.map { ($0, 1) }, uniquingKeysWith: +)
        if let (name, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 2 > present.count {
            return name
        }
        let words = present.map { name in
            name.split { !$0.isLetter && !$0.isNumber }.flatMap { splitCamelCase(String($0)) }.map { $0.lowercased() }
        }
        func common(_ lists: [[String]]) -> [String] {
            var result: [String] = []
            for index in 0..<(lists.map(\.count).min() ?? 0) {
                let word = lists[0][index]
                guard lists.allSatisfy({ $0[index] == word }) else { break }
                result.append(word)
            }
            return result
        }
        let trailing = Array(common(words.map { $0.reversed() }).reversed())
        let chosen = trailing.contains(where: { !kindWords.contains($0) }) ? trailing : common(words)
        guard chosen.contains(where: { !kindWords.contains($0) }) else { return nil }
        return chosen.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
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
