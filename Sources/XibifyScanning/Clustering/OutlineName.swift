import XibifyFormat

/// An object as Interface Builder's document outline names it, so advice points at what a
/// person sees there, never at an id (which IB shows only in the Identity inspector).
///
/// The outline shows an object's label (`userLabel`, the Document › Label field), else a label's
/// text or a button's title, else its class in words (`Stack View`, `Avatar View`); a constraint
/// as its equation (`Title.leading = Coupon Field.leading + 8`). Its place is the chain of
/// objects above it, from the scene's controller or the xib's top-level object.
package struct OutlineName {
    /// The document.
    package let document: IBDocument
    /// Its objects by id.
    package let index: ReferenceIndex

    /// Names objects of a document.
    package init(document: IBDocument, index: ReferenceIndex) {
        self.document = document
        self.index = index
    }

    /// The name the outline shows for an object.
    package func name(of element: Int) -> String {
        if let label = document.attribute("userLabel", of: element), !label.isEmpty { return label }
        if document.tag(element) == "constraint" { return equation(element) }
        if let text = shownText(element) { return text }
        if let custom = document.attribute("customClass", of: element) { return Self.words(custom) }
        return Self.words(document.tag(element))
    }

    /// The object with its place in the outline: `"Coupon Field" (Orders View Controller › View)`.
    package func described(_ element: Int) -> String {
        let path = ancestors(of: element).map(name(of:))
        let quoted = "\"" + name(of: element) + "\""
        return path.isEmpty ? quoted : quoted + " (" + path.joined(separator: " › ") + ")"
    }

    /// The objects above an element, outermost first: those with an `id` (containers such as
    /// `<subviews>` and `<objects>` have none and are not shown).
    private func ancestors(of element: Int) -> [Int] {
        var chain: [Int] = []
        var current = Int(document.elements[element].parent)
        while current > 0 {
            if document.id(of: current) != nil { chain.append(current) }
            current = Int(document.elements[current].parent)
        }
        return chain.reversed()
    }

    /// A label's text, a button's title, a text field's placeholder, as the outline shows them.
    private func shownText(_ element: Int) -> String? {
        let text: String?
        switch document.tag(element) {
        case "label", "textField", "textView":
            text = document.attribute("text", of: element) ?? document.attribute("placeholder", of: element)
        case "button":
            text =
                document.children(element).lazy.filter { self.document.tag($0) == "state" }
                .compactMap { self.document.attribute("title", of: $0) }.first
        default: text = nil
        }
        guard let text, !text.isEmpty else { return nil }
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
        return line.count > 30 ? String(line.prefix(29)) + "…" : line
    }

    /// `first.attribute = second.attribute × multiplier + constant`, as the outline lists a constraint.
    private func equation(_ element: Int) -> String {
        let attribute = { (name: String) in self.document.attribute(name, of: element) ?? "" }
        let item = { (name: String) -> String in
            // An absent first item is the view that holds the constraint.
            guard let id = self.document.attribute(name, of: element) else {
                return self.ancestors(of: element).last.map(self.name(of:)) ?? "?"
            }
            return self.index.elementByID[id].map(self.name(of:)) ?? id
        }
        var out = item("firstItem") + "." + attribute("firstAttribute")
        out += " " + (document.attribute("relation", of: element).map(Self.relation) ?? "=") + " "
        if document.attribute("secondAttribute", of: element) != nil {
            out += item("secondItem") + "." + attribute("secondAttribute")
            if let multiplier = document.attribute("multiplier", of: element) { out += " × " + multiplier }
            if let constant = document.attribute("constant", of: element) {
                out += constant.hasPrefix("-") ? " - " + constant.dropFirst() : " + " + constant
            }
        } else {
            out += document.attribute("constant", of: element) ?? "0"
        }
        return out
    }

    private static func relation(_ value: String) -> String {
        switch value {
        case "greaterThanOrEqual": "≥"
        case "lessThanOrEqual": "≤"
        default: "="
        }
    }

    /// A tag or class in the outline's words: `stackView` → `Stack View`, `AvatarView` → `Avatar View`.
    package static func words(_ name: String) -> String {
        var out = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { out += " " }
            out.append(out.isEmpty ? Character(character.uppercased()) : character)
            previous = character
        }
        return out
    }
}
