/// Where an element lies in a copy, from the copy's root: the one grammar of the object paths
/// of ports and blockers and of the slot paths of parameters.
///
/// Grammar: the root's tag, then one step per level down to the element, each `/` and
///
/// - `tag#key` for a child with a `key` attribute (`buttonConfiguration#configuration`);
/// - `tag[i]` for the i-th child, counting from 0, among the children of its parent that have
///   that tag and no `key`, when there are several (`label[1]`, the second label);
/// - `tag` otherwise.
///
/// A slot path is the object path of the element holding the value, then `@` and the attribute
/// (`view/subviews/label[1]@text`). Siblings count as the document has them, so equal layouts
/// give their corresponding objects equal paths, and a slot's path always starts with its
/// element's object path.
package struct ObjectPath: Sendable, Hashable, CustomStringConvertible {
    /// The path's text.
    package let text: String

    package var description: String { text }

    /// The path of an element under a root.
    /// - Parameters:
    ///   - element: the element (the root itself gives the root's tag).
    ///   - root: the copy's root, an ancestor of the element.
    ///   - document: their document.
    package init(of element: Int, under root: Int, in document: IBDocument) {
        var steps: [[UInt8]] = []
        var current = element
        while current != root && current > root {
            let parent = Int(document.elements[current].parent)
            var step: [UInt8] = []
            let key = document.attribute("key", of: current)
            let (position, several) = key == nil ? Self.position(of: current, in: document) : (0, false)
            Self.appendStep(
                tag: Array(document.tag(current).utf8), key: key, position: several ? position : nil, to: &step)
            steps.append(step)
            current = parent
        }
        var bytes = Array(document.tag(root).utf8)
        for step in steps.reversed() {
            bytes.append(0x2F)  // /
            bytes += step
        }
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// The element at a path under a root, found by walking the root's subtree; nil when none.
    /// - Parameters:
    ///   - path: an object path's text.
    ///   - root: the copy's root.
    ///   - document: its document.
    package static func element(at path: String, under root: Int, in document: IBDocument) -> Int? {
        (root..<Int(document.elements[root].subtreeEnd)).first {
            ObjectPath(of: $0, under: root, in: document).text == path
        }
    }

    /// The slot path of an attribute of the element at this path.
    package func slot(_ attribute: String) -> String { text + "@" + attribute }

    /// An element's index among its parent's children with its tag and no key, and whether
    /// there are several such children.
    package static func position(of element: Int, in document: IBDocument) -> (index: Int, several: Bool) {
        let parent = Int(document.elements[element].parent)
        guard parent >= 0 else { return (0, false) }
        let name = document.elements[element].name
        var index = 0
        var count = 0
        var child = parent + 1
        let end = Int(document.elements[parent].subtreeEnd)
        while child < end {
            if document.elements[child].name == name && document.attribute("key", of: child) == nil {
                if child == element { index = count }
                count += 1
            }
            child = Int(document.elements[child].subtreeEnd)
        }
        return (index, count > 1)
    }

    /// Appends one step: the tag, then `#key`, or `[position]` when one is given.
    package static func appendStep(tag: [UInt8], key: String?, position: Int?, to bytes: inout [UInt8]) {
        bytes += tag
        if let key {
            bytes.append(0x23)  // #
            bytes += key.utf8
        } else if let position {
            bytes.append(0x5B)  // [
            CanonicalPass.appendDecimal(position, to: &bytes)
            bytes.append(0x5D)  // ]
        }
    }
}
