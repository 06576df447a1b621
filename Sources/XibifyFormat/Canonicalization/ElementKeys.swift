/// The `key` attribute of every element of one document, interned once so the canonicaliser
/// compares and sorts small integers instead of decoding the same values for every candidate.
package struct ElementKeys: Sendable {
    /// What the canonical form does with elements that have a key.
    package struct KeyClass: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Editor state such as `canvasLocation` (IB-FORMAT.md §4).
        package static let noise = KeyClass(rawValue: 1 << 0)
        /// `frame` or `autoresizingMask`: geometry kept only inside fixed-frame views.
        package static let frameOrMask = KeyClass(rawValue: 1 << 1)
        /// `frame` itself: a `<rect key="frame">` makes its parent a view.
        package static let frame = KeyClass(rawValue: 1 << 2)
    }

    /// Per element: the number of its key in `names`, or -1 when it has none.
    package let keyOf: [Int32]
    /// The distinct keys, decoded.
    package let names: [String]
    /// Per key: its classes.
    package let classes: [KeyClass]
    /// Per key: its place in the string order of all keys, where a missing key sorts as "".
    package let ranks: [Int32]
    /// The rank a missing key sorts with (that of "").
    package let missingRank: Int32

    /// Interns the keys of a document.
    /// - Parameters:
    ///   - document: the document.
    ///   - keySymbol: the symbol of the `key` attribute name, or nil when the document has none.
    package init(_ document: IBDocument, keySymbol: UInt32?) {
        var keyOf = [Int32](repeating: -1, count: document.elements.count)
        var names: [String] = []
        if let keySymbol {
            // Keys repeat (on ../shared/corpus, 13,911 keyed elements and 1,510 distinct keys
            // in the 76 documents indexed): a raw value seen before is found by its bytes, and only a new
            // one is decoded and numbered by its `String`, so equal decoded keys (an escaped and a
            // plain spelling, or canonically equivalent ones) still share one number.
            var numbers: [String: Int32] = [:]
            var seen = ByteRunTable(capacity: 64)
            document.bytes.withUnsafeBufferPointer { bytes in
                for element in document.elements.indices {
                    guard let attribute = document.attributeIndex(keySymbol, of: element) else { continue }
                    let record = document.attributes[attribute]
                    let start = Int(record.valueStart)
                    let count = Int(record.valueEnd) - start
                    var hash: UInt64 = 0
                    if !record.needsDecoding, let base = bytes.baseAddress {
                        hash = StableHash.hash(base + start, count: count)
                        if let number = seen.value(in: bytes, start: start, count: count, hash: hash) {
                            keyOf[element] = number
                            continue
                        }
                    }
                    let name = document.attributeValue(attribute)
                    let number: Int32
                    if let known = numbers[name] {
                        number = known
                    } else {
                        number = Int32(names.count)
                        numbers[name] = number
                        names.append(name)
                    }
                    keyOf[element] = number
                    if !record.needsDecoding {
                        seen.insert(start: start, count: count, hash: hash, value: number)
                    }
                }
            }
        }
        self.keyOf = keyOf
        self.names = names
        classes = names.map { name in
            var keyClass: KeyClass = []
            if CanonicalizationRules.noiseKeys.contains(name) { keyClass.insert(.noise) }
            if CanonicalizationRules.frameKeys.contains(name) { keyClass.insert(.frameOrMask) }
            if name == "frame" { keyClass.insert(.frame) }
            return keyClass
        }
        // Ranks follow String's order; "" is added so a missing key ties with an empty one.
        let all = names + [""]
        var ranks = [Int32](repeating: 0, count: all.count)
        var rank: Int32 = -1
        var previous: String?
        let bytes = all.map { Array($0.utf8) }
        // For ASCII, byte order is String's order and far cheaper to compare.
        let ascii = bytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
        let order = ascii ? SymbolClasses.byteOrder(of: bytes) : all.indices.sorted { all[$0] < all[$1] }
        for index in order {
            let name = all[index]
            if name != previous { rank += 1 }
            ranks[index] = rank
            previous = name
        }
        missingRank = ranks[names.count]
        ranks.removeLast()
        self.ranks = ranks
    }

    /// The decoded key of an element.
    /// - Parameter element: an element index.
    /// - Returns: the key, or nil.
    package func name(of element: Int) -> String? {
        let number = keyOf[element]
        return number >= 0 ? names[Int(number)] : nil
    }

    /// The sort rank of an element's key ("" when it has none).
    /// - Parameter element: an element index.
    /// - Returns: the rank.
    package func rank(of element: Int) -> Int32 {
        let number = keyOf[element]
        return number >= 0 ? ranks[Int(number)] : missingRank
    }
}
