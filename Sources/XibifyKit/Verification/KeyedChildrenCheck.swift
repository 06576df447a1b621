/// No element has two children with the same `key`, no more than in the input: the key names
/// the property the child decodes into, and Interface Builder refuses a document where two
/// children claim one (a second `simulatedDestinationMetrics`, say).
///
/// The input of an edited file is the file as it was; that of a new xib is the copy it was made
/// from (old Xcode versions wrote a text view's `minSize` and `maxSize` twice, and a xib made of
/// such a copy keeps what the copy had, no more).
struct KeyedChildrenCheck {
    let output: ParsedOutput
    /// The input the output was made from, if it is an edited file.
    let input: ParsedOutput?
    /// For a new xib: the repeats in the subtree of the copy it was made from.
    var templateRepeats = 0

    func run() throws(VerificationError) {
        let before = input.map { Self.count($0.document) } ?? templateRepeats
        guard Self.count(output.document) > before, let first = Self.first(output.document) else { return }
        throw .duplicateKey(
            path: output.document.path, key: first.key, line: output.document.location(of: first.element).line)
    }

    /// The number of children that repeat a key of an earlier sibling.
    static func count(_ document: IBDocument) -> Int {
        var count = 0
        forEachRepeat(document, in: document.elements.indices) { _, _ in count += 1 }
        return count
    }

    /// The number of children that repeat a key of an earlier sibling, inside one element's subtree.
    static func count(_ document: IBDocument, subtree root: Int) -> Int {
        var count = 0
        forEachRepeat(document, in: root..<Int(document.elements[root].subtreeEnd)) { _, _ in count += 1 }
        return count
    }

    static func first(_ document: IBDocument) -> (element: Int, key: String)? {
        var found: (Int, String)?
        forEachRepeat(document, in: document.elements.indices) { element, key in
            if found == nil { found = (element, key) }
        }
        return found
    }

    private static func forEachRepeat(_ document: IBDocument, in range: Range<Int>, _ body: (Int, String) -> Void) {
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
            if !seen[record.parent, default: []].insert(key).inserted { body(element, key) }
        }
    }
}
