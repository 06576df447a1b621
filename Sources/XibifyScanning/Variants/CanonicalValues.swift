import XibifyFormat

/// A canonical text split into what must be equal for two copies to be variants of one layout
/// (the skeleton) and the layout values that may differ.
///
/// The canonical text is `tag(name="value" …){child,child}` or `tag(…):"content"`, names sorted
/// and values in their canonical spelling (`CanonicalPass`). Every attribute value is a layout
/// value except the wiring and identity a variant may not differ in
/// (`CanonicalizationRules.identityAttributes`, `wiringElements`): class and module, action
/// selectors, outlet properties, references, keys, tags, key paths, a constraint's attributes and
/// relation, and every attribute of a connection or binding; and content the canonical text keeps
/// (an archived image). Element content stays in the skeleton.
///
/// The canonical form sorts order-free lists (constraints, connections, runtime attributes) by
/// their whole text, values included: a constant that changes may move its constraint past a
/// sibling. The skeleton sorts those lists again by the members' skeletons, so that copies whose
/// only difference is a value have one skeleton, and their values line up.
package struct CanonicalValues: Sendable {
    /// One layout value of the text.
    package struct Value: Sendable, Equatable {
        /// Where it is: the tags from the root, with their key (`color(textColor)`) and, among
        /// siblings of one tag, their position (`label[1]`).
        package var path: String
        /// The attribute.
        package var attribute: String
        /// Its canonical value.
        package var value: String
        /// The layout property it is part of.
        ///
        /// One colour, font, size or rect is one property, however many attributes spell it
        /// (`path` then); any other attribute is one of its own (`path@attribute`). Copies differ
        /// in as many values as they differ in properties.
        package var property: String
        /// The document element that holds it, where the text's elements were given
        /// (`init(_:elements:)`); -1 otherwise.
        package var element: Int = -1
    }

    /// Elements whose attributes together spell one value.
    package static let compound: Set<String> = [
        "color", "fontDescription", "font", "rect", "point", "size", "inset", "edgeInsets",
        "directionalEdgeInsets", "offsetWrapper",
    ]

    /// The values the canonical form leaves out of a constraint because they are the default
    /// (`CanonicalPass.normalizeConstraint`): put back in the values, so that a constant changed
    /// from 0 is a difference of value, not of skeleton.
    package static let constraintDefaults: [(name: String, value: String)] = [
        ("constant", "0"), ("multiplier", "1"), ("priority", "1000"),
    ]

    /// The text with every layout value left empty.
    package var skeleton: [UInt8]
    /// The layout values, in the skeleton's order.
    package var values: [Value]

    /// Splits a canonical text.
    package init(_ text: [UInt8]) {
        self.init(text, elements: [])
    }

    /// Splits a canonical text whose nodes' elements are known, in the text's order
    /// (`CanonicalPass.elementsInTextOrder`): each value then names its element.
    package init(_ text: [UInt8], elements: [Int]) {
        var parser = Parser(text: text, elements: elements)
        let root = parser.element()
        var values: [Value] = []
        root.collect(path: "", position: nil, into: &values)
        skeleton = root.skeleton
        self.values = values
    }

    /// One element of the text: its skeleton (children included) and its own layout values.
    private struct Node {
        var tag: String
        var key: String?
        /// (attribute, value, whether it is layout).
        var attributes: [(name: String, value: String)]
        var children: [Node]
        var skeleton: [UInt8]
        /// The document element, or -1.
        var element: Int

        /// Collects the layout values, each with its path in the grammar of object paths.
        ///
        /// As json-schema.md's "Paths" says: `tag#key` for a keyed child, `tag[i]` among the
        /// children of one tag without a key when there are several. Positions count in the
        /// canonical order, which sorts order-free lists (constraints) where the document does not.
        func collect(path parent: String, position: Int?, into values: inout [Value]) {
            let step = key.map { tag + "#" + $0 } ?? (tag + (position.map { "[\($0)]" } ?? ""))
            let path = (parent.isEmpty ? "" : parent + "/") + step
            for (name, value) in attributes where CanonicalValues.isLayout(name, on: tag) {
                values.append(
                    Value(
                        path: path, attribute: name, value: value,
                        property: CanonicalValues.compound.contains(tag) ? path : path + "@" + name,
                        element: element))
            }
            var counts: [String: Int] = [:]
            for child in children where child.key == nil { counts[child.tag, default: 0] += 1 }
            var seen: [String: Int] = [:]
            for child in children {
                guard child.key == nil else {
                    child.collect(path: path, position: nil, into: &values)
                    continue
                }
                let index = seen[child.tag, default: 0]
                seen[child.tag] = index + 1
                child.collect(path: path, position: counts[child.tag, default: 0] > 1 ? index : nil, into: &values)
            }
        }
    }

    /// Whether an attribute of an element is a layout value.
    ///
    /// A content attribute (a text, an image: `CanonicalizationRules.slotAttributeNames`) is not:
    /// the canonical text holds one only where it cannot be a parameter (an image archived in the
    /// document, named after its object), and copies that show other such content are other
    /// layouts, as for exact clusters.
    static func isLayout(_ name: String, on tag: String) -> Bool {
        !CanonicalizationRules.wiringElements.contains(tag) && !CanonicalizationRules.identityAttributes.contains(name)
            && !CanonicalizationRules.slotAttributeNames.contains(name)
    }

    private struct Parser {
        let text: [UInt8]
        let elements: [Int]
        var at = 0
        /// Nodes begun so far, in the text's order.
        var count = 0

        init(text: [UInt8], elements: [Int]) {
            self.text = text
            self.elements = elements
        }

        mutating func element() -> Node {
            let nameStart = at
            let source = count < elements.count ? elements[count] : -1
            count += 1
            while at < text.count, !Self.delimiters.contains(text[at]) { at += 1 }
            let tag = String(decoding: text[nameStart..<at], as: UTF8.self)
            var skeleton = Array(text[nameStart..<at])
            var attributes: [(name: String, value: String, raw: ArraySlice<UInt8>)] = []
            if at < text.count, text[at] == 0x28 {  // (
                at += 1
                while at < text.count, text[at] != 0x29 {
                    if text[at] == 0x20 { at += 1 }
                    let name = self.name()
                    let (start, end) = quoted()
                    attributes.append((name, Self.unescaped(text[start..<end]), text[(start - 1)..<(end + 1)]))
                }
                if at < text.count { at += 1 }
            }
            if tag == "constraint" {
                // The defaults the canonical form leaves out, back in the values; the attributes
                // then in one order whatever was left out.
                for (name, value) in CanonicalValues.constraintDefaults
                where !attributes.contains(where: { $0.name == name }) {
                    attributes.append((name, value, ArraySlice("\"\(value)\"".utf8)))
                }
                attributes.sort { $0.name < $1.name }
            }
            if !attributes.isEmpty {
                skeleton.append(0x28)
                for (index, attribute) in attributes.enumerated() {
                    if index > 0 { skeleton.append(0x20) }
                    skeleton += attribute.name.utf8
                    skeleton.append(0x3D)
                    if CanonicalValues.isLayout(attribute.name, on: tag) {
                        skeleton += [0x22, 0x22]
                    } else {
                        skeleton += attribute.raw
                    }
                }
                skeleton.append(0x29)
            }
            var children: [Node] = []
            if at < text.count, text[at] == 0x3A {  // :"content" stays in the skeleton
                let start = at
                at += 1
                _ = quoted()
                skeleton += text[start..<at]
            } else if at < text.count, text[at] == 0x7B {  // {
                at += 1
                while at < text.count {
                    children.append(element())
                    guard at < text.count, text[at] == 0x2C else { break }
                    at += 1
                }
                if at < text.count, text[at] == 0x7D { at += 1 }
                if CanonicalizationRules.orderFreeContainers.contains(tag) {
                    children = children.enumerated().sorted { left, right in
                        Self.precedes(left.element.skeleton, right.element.skeleton)
                            || (left.element.skeleton == right.element.skeleton && left.offset < right.offset)
                    }.map(\.element)
                }
                skeleton.append(0x7B)
                for (index, child) in children.enumerated() {
                    if index > 0 { skeleton.append(0x2C) }
                    skeleton += child.skeleton
                }
                skeleton.append(0x7D)
            }
            let key = attributes.first { $0.name == "key" }?.value
            return Node(
                tag: tag, key: key, attributes: attributes.map { ($0.name, $0.value) }, children: children,
                skeleton: skeleton, element: source)
        }

        /// An attribute's name, up to its `=`, which is consumed.
        mutating func name() -> String {
            let start = at
            while at < text.count, text[at] != 0x3D { at += 1 }
            let name = String(decoding: text[start..<at], as: UTF8.self)
            at += 1
            return name
        }

        /// The range inside a quoted value starting at `at`; `at` ends after the closing quote.
        mutating func quoted() -> (Int, Int) {
            let start = at + 1
            var index = start
            while index < text.count {
                if text[index] == 0x5C {
                    index += 2
                    continue
                }
                if text[index] == 0x22 { break }
                index += 1
            }
            let end = min(index, text.count)
            at = min(end + 1, text.count)
            return (start, end)
        }

        /// A quoted value as written before `CanonicalPass.quote` escaped it.
        static func unescaped(_ bytes: ArraySlice<UInt8>) -> String {
            guard bytes.contains(0x5C) else { return String(decoding: bytes, as: UTF8.self) }
            var out: [UInt8] = []
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == 0x5C, index + 1 < bytes.endIndex {
                    switch bytes[index + 1] {
                    case 0x6E: out.append(0x0A)
                    case 0x72: out.append(0x0D)
                    case 0x74: out.append(0x09)
                    default: out.append(bytes[index + 1])
                    }
                    index += 2
                    continue
                }
                out.append(byte)
                index += 1
            }
            return String(decoding: out, as: UTF8.self)
        }

        static func precedes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
            left.lexicographicallyPrecedes(right)
        }

        static let delimiters: Set<UInt8> = [0x28, 0x7B, 0x3A, 0x2C, 0x7D]
    }
}
