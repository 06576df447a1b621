import Foundation
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
        // The frameworks' other kinds: `tableView`, `Pop Up Button`, `searchField` name no role either.
        "table", "collection", "popup", "pop", "up", "matrix", "picker", "slider", "segmented", "stepper", "search",
    ]

    /// Kind words a class name drops from its end: a wrapper is not a stack or a container
    /// (`Profile Stack View` → `ProfileView`), while `Coupon Field` stays `CouponFieldView`.
    package static let classKindWords: Set<String> = [
        "view", "stack", "horizontal", "vertical", "custom", "container", "content", "wrapper", "scroll", "box",
    ]

    /// Outlets the frameworks declare, whose names say how a view is wired, not what it is
    /// (`nextKeyView` links an AppKit key-view loop; `delegate`, `dataSource` a controller).
    package static let frameworkOutlets: Set<String> = [
        "nextKeyView", "initialFirstResponder", "delegate", "dataSource", "view", "contentView", "documentView",
        "menu", "target", "window", "inputView", "inputAccessoryView", "accessoryView", "backgroundView",
        "selectedBackgroundView", "maskView", "formatter", "owner",
    ]

    /// Texts that are a control's caption or a placeholder, not a name for what holds them: a
    /// layout showing `OK` or `Enter` is no `OKView` (#30).
    package static let captionTexts: Set<String> = [
        "ok", "okay", "enter", "cancel", "done", "save", "close", "next", "previous", "back", "skip", "continue",
        "submit", "send", "edit", "delete", "remove", "add", "yes", "no", "retry", "apply", "confirm", "dismiss",
        "more", "go", "start", "stop", "open", "share", "select", "clear", "reset", "undo", "redo", "help", "later",
        "allow", "accept", "decline", "got it", "learn more", "sign in", "log in", "sign up", "title", "subtitle",
        "name", "value", "placeholder", "lorem ipsum", "detail", "details", "description", "none", "on", "off",
        "loading", "error", "new", "test", "sample", "example", "untitled",
    ]

    /// Words that say where a copy is rather than what it is; dropped from a scene's name.
    package static let sceneWords: Set<String> = [
        "scene", "controller", "view", "table", "collection", "cell", "navigation", "tab", "bar", "page", "split",
        "window", "panel", "screen", "vc", "ui", "ns",
    ]

    /// The class name's stem (without the `View` suffix) and where it came from.
    ///
    /// What a person named comes first: the views' labels, the outlets the app's code holds the
    /// roots by, the roots' custom class, their accessibility identifiers, the words the outlets
    /// to the views inside share; then where the copies are (their scene); then a short text every
    /// copy shows, when it is words (not a URL, a code, a caption such as `OK`); the view's kind
    /// (`Layout`, `StackLayout`) only when nothing else is found (#30).
    package func classStem(rootTag: String) -> (stem: String, source: NameSource) {
        let meaningful = { (text: String?) in Self.meaningful(text, dropping: Self.classKindWords) }
        if let label = Self.shared(copies.map { $0.document.attribute("userLabel", of: $0.root) }).flatMap(meaningful) {
            return (label, .label)
        }
        let outlets = copies.map { copy -> String? in
            copy.index.references(to: copy.root).lazy.compactMap { reference -> String? in
                guard copy.document.tag(reference.source) == "outlet",
                    let property = copy.document.attribute("property", of: reference.source),
                    !Self.frameworkOutlets.contains(property)
                else { return nil }
                return property
            }.first
        }
        if let outlet = Self.shared(outlets).flatMap(meaningful) { return (outlet, .outlet) }
        if let custom = Self.shared(copies.map { $0.document.attribute("customClass", of: $0.root) }).flatMap(
            meaningful)
        {
            return (custom, .customClass)
        }
        if let identifier = Self.shared(copies.map { Self.accessibilityIdentifier(of: $0.root, in: $0.document) })
            .flatMap(meaningful).flatMap(Self.words)
        {
            return (identifier, .accessibilityIdentifier)
        }
        // The words the outlets to the views inside share (`passphraseTextField`,
        // `passphraseTitleLabel` → `Passphrase`), over every copy's outlets.
        let held = copies.flatMap { copy in
            copy.crossings.filter { $0.kind == .incomingOutlet && !Self.frameworkOutlets.contains($0.member) }
                .map { Optional($0.member) }
        }
        if held.count >= 2, let words = Self.shared(held).flatMap({ Self.meaningful($0) }).flatMap(Self.words) {
            return (words, .outlet)
        }
        // Where the copies are: their scene (or File's Owner), else their xib's name, each without
        // the words of its kind (`Key Backup Setup Intro View Controller` → `Key Backup Setup Intro`).
        let scenes = copies.map { copy in
            (SceneNamer(document: copy.document).name(of: copy.root)
                ?? (copy.document.kind == .xib ? Self.fileStem(copy.document.path) : nil))
                .flatMap { Self.meaningful($0, dropping: Self.sceneWords) }
        }
        // Copies all in one xib: its name is the xib's own class's, not the layout's.
        let oneXIB = copies.allSatisfy { $0.document.kind == .xib && $0.document.path == copies.first?.document.path }
        if !oneXIB,
            let scene = Self.shared(scenes).flatMap({ Self.meaningful($0, dropping: Self.sceneWords) })
                .flatMap(Self.words)
        {
            return (scene, .scene)
        }
        // A short text every copy shows, such as a heading, when it is words: a label's, not a
        // button's caption or a field's placeholder.
        if let first = copies.first {
            for (index, slot) in first.slots.enumerated()
            where slot.type != .image && slot.attribute != "placeholder" && slot.attribute != "placeholderString"
                && !Self.isControl(
                    Self.view(of: slot.element, root: first.root, in: first.document), in: first.document)
            {
                guard let value = slot.value, Self.isWords(value),
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

    /// Whether a text a view shows can name what holds it: words of letters (not a URL, an
    /// address, a code with digits or signs such as `US-CA#63`), not only words of one or two
    /// letters, and not a caption or placeholder (`OK`, `Enter`, `Title`) as a whole (#30).
    package static func isWords(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !captionTexts.contains(trimmed.lowercased()) else { return false }
        // Letters, spaces, and the signs of ordinary words (`Don't`, `Sign-in`, `Terms & Conditions`).
        let allowed: Set<Character> = [" ", "'", "\u{2019}", "-", "&", ",", "!", "?", ".", ":"]
        guard trimmed.allSatisfy({ $0.isLetter || allowed.contains($0) }) else { return false }
        // A dot or a colon between letters is an address (`element.io`, `https:`), not a sentence's end.
        let characters = Array(trimmed)
        for index in characters.indices.dropFirst().dropLast() where [".", ":"].contains(characters[index]) {
            if characters[index - 1].isLetter && characters[index + 1].isLetter { return false }
        }
        let words = trimmed.split { !$0.isLetter }
        return words.contains { $0.count >= 3 }
    }

    /// Whether a view is a control whose text is a caption (a button, a segmented control, a
    /// switch), not a text that says what the layout is.
    private static func isControl(_ view: Int, in document: IBDocument) -> Bool {
        ["button", "segmentedControl", "switch", "popUpButton", "buttonCell"].contains(document.tag(view))
    }

    /// A file's name without its folder and extension.
    private static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first.map(String.init) ?? name
    }

    /// A stem when its words are words (`isWords`), else nil.
    private static func words(_ stem: String) -> String? {
        isWords(stem) ? stem : nil
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

    /// What the names the copies' holders give one inner object say, when they say more than its
    /// kind: `Title` for `bluetoothOffTitle`, `searchingTitle` and `nothingFoundTitle`; nil for
    /// `label1` and `label2`, or where fewer than two copies name it.
    /// - Parameter names: each copy's holder's name for the object, nil where it has none.
    package static func held(_ names: [String?]) -> String? {
        shared(names).flatMap { meaningful($0) }
    }

    /// What the copies' holders call the inner object at a path (`held(_:)`).
    /// - Parameters:
    ///   - path: the object's path from each copy's root.
    ///   - crossings: each copy's crossings.
    package static func held(objectAt path: String, in crossings: [[BoundaryCrossing]]) -> String? {
        held(crossings.map { copy in copy.first { $0.kind == .incomingOutlet && $0.objectPath == path }?.member })
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
