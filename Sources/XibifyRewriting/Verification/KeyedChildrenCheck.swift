import XibifyFormat

/// No element has two children with the same `key`, no more than in the input: the key names
/// the property the child decodes into, and Interface Builder refuses a document where two
/// children claim one (a second `simulatedDestinationMetrics`, say).
///
/// Repeats are compared per parent and key, the parent named by its nearest id (ids are kept
/// across a rewrite: a copy's objects keep theirs in the new xib). The input of an edited file is
/// the file as it was; that of a new xib is the copy it was made from (old Xcode versions wrote a
/// text view's `minSize` and `maxSize` twice, and a xib made of such a copy keeps what the copy
/// had, no more).
package struct KeyedChildrenCheck {
    package let output: ParsedOutput
    /// The input the output was made from, if it is an edited file.
    package let input: ParsedOutput?
    /// For a new xib: the repeats in the subtree of the copy it was made from.
    package var templateRepeats: [Repeat: Int] = [:]

    /// A key repeated under one parent: the parent's nearest id (or none), its tag, and the key.
    package struct Repeat: Hashable, Sendable {
        package var anchor: String
        package var parentTag: String
        package var key: String
    }

    package func run() throws(VerificationError) {
        let before = input.map { Self.repeats($0.document) } ?? templateRepeats
        var counts: [Repeat: Int] = [:]
        var failure: (element: Int, key: String)?
        Self.forEachRepeat(output.document, in: output.document.elements.indices) { element, found in
            counts[found, default: 0] += 1
            if failure == nil && counts[found, default: 0] > before[found, default: 0] {
                failure = (element, found.key)
            }
        }
        guard let failure else { return }
        throw .duplicateKey(
            path: output.document.path, key: failure.key, line: output.document.location(of: failure.element).line)
    }

    /// The repeats of a document, counted per parent and key.
    package static func repeats(_ document: IBDocument) -> [Repeat: Int] {
        repeats(document, in: document.elements.indices)
    }

    /// The repeats inside one element's subtree, counted per parent and key.
    package static func repeats(_ document: IBDocument, subtree root: Int) -> [Repeat: Int] {
        repeats(document, in: root..<Int(document.elements[root].subtreeEnd))
    }

    private static func repeats(_ document: IBDocument, in range: Range<Int>) -> [Repeat: Int] {
        var counts: [Repeat: Int] = [:]
        forEachRepeat(document, in: range) { _, found in counts[found, default: 0] += 1 }
        return counts
    }

    /// Calls `body` for each child that repeats a key of an earlier sibling.
    private static func forEachRepeat(_ document: IBDocument, in range: Range<Int>, _ body: (Int, Repeat) -> Void) {
        guard let keySymbol = document.symbols.symbol("key") else { return }
        // Keys seen per parent; elements are in document order, so a parent's children are
        // met in order while the parent's set is alive.
        var seen: [Int32: Set<String>] = [:]
        for element in range {
            let record = document.elements[element]
            guard record.parent >= 0 else { continue }
            guard
                let attribute = document.attributeIndices(element).first(where: {
                    document.attributes[$0].name == keySymbol
                })
            else { continue }
            let key = document.attributeValue(attribute)
            if !seen[record.parent, default: []].insert(key).inserted {
                let parent = Int(record.parent)
                body(
                    element, Repeat(anchor: anchor(of: parent, in: document), parentTag: document.tag(parent), key: key)
                )
            }
        }
    }

    /// The id of the element or of its nearest ancestor that has one ("" when none has).
    private static func anchor(of element: Int, in document: IBDocument) -> String {
        var current = element
        while current >= 0 {
            if let id = document.attribute("id", of: current) { return id }
            current = Int(document.elements[current].parent)
        }
        return ""
    }
}
