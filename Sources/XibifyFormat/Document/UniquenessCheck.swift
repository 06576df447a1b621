/// What Interface Builder never repeats, checked before a document is used: an object's id, and
/// an element's child under a key (#27, finding 9).
///
/// Both are well-formed XML, so libxml2 takes them, but every later stage reads a document as a
/// map: a reference names one object by its id, and an object path names one child by its key
/// (`ObjectPath`). A file that repeats an id, or holds two different children under one key,
/// made a rewrite drop its cluster with exit 3 and "this is a bug in xibify" (the ids check
/// found an id twice, or the re-inflation check read the other child). Such a file is refused
/// instead (65), naming the id or key and both lines, and the other files are scanned as usual.
///
/// Two children under one key whose bytes are the same are taken: Xcode itself writes an
/// `NSTextView`'s `minSize` and `maxSize` twice (one file of ../shared/corpus), and either
/// reads the same. No file of ../shared/corpus repeats an id.
package enum UniquenessCheck {
    /// The first repeated id or differing keyed child, in document order.
    /// - Parameter document: a parsed document.
    /// - Returns: why it is refused, and the element of the second occurrence; nil when none.
    package static func firstProblem(in document: IBDocument) -> (reason: DocumentError.Reason, element: Int)? {
        let idSymbol = document.symbols.symbol("id")
        let keySymbol = document.symbols.symbol("key")
        guard idSymbol != nil || keySymbol != nil else { return nil }
        // Hashes of values (and, for keys, of the parent too), to the first element seen with
        // them; a hit is compared in full, so a collision is never taken for a repeat.
        var ids = FirstSeen(capacity: document.elements.count)
        var keys = FirstSeen(capacity: document.elements.count)
        return document.bytes.withUnsafeBufferPointer { buffer in
            for element in document.elements.indices {
                let record = document.elements[element]
                let start = Int(record.attributeStart)
                for index in start..<(start + Int(record.attributeCount)) {
                    let attribute = document.attributes[index]
                    if attribute.name == idSymbol {
                        let hash = valueHash(document, index, buffer)
                        if let first = ids[hash] {
                            if let reason = repeatedID(document, first: Int(first), second: element) {
                                return (reason, element)
                            }
                        } else {
                            ids[hash] = Int32(element)
                        }
                    } else if attribute.name == keySymbol && record.parent >= 0 {
                        let hash = StableHash.combine(valueHash(document, index, buffer), UInt64(record.parent))
                        if let first = keys[hash] {
                            if let reason = differingKeyedChild(document, first: Int(first), second: element) {
                                return (reason, element)
                            }
                        } else {
                            keys[hash] = Int32(element)
                        }
                    }
                }
            }
            return nil
        }
    }

    /// The first element seen with each hash: open addressing over the hashes themselves
    /// (already mixed by `StableHash`), where a `[UInt64: Int32]` hashed each one again with
    /// SipHash; every input pays for this check.
    private struct FirstSeen {
        private var hashes: [UInt64]
        private var elements: [Int32]
        private var used = 0

        init(capacity: Int) {
            var size = 16
            while size < capacity * 2 { size *= 2 }
            hashes = Array(repeating: 0, count: size)
            elements = Array(repeating: -1, count: size)
        }

        subscript(hash: UInt64) -> Int32? {
            get {
                var slot = Int(truncatingIfNeeded: hash) & (hashes.count - 1)
                while elements[slot] >= 0 {
                    if hashes[slot] == hash { return elements[slot] }
                    slot = (slot + 1) & (hashes.count - 1)
                }
                return nil
            }
            set {
                guard let newValue else { return }
                if (used + 1) * 2 > hashes.count { grow() }
                var slot = Int(truncatingIfNeeded: hash) & (hashes.count - 1)
                while elements[slot] >= 0 && hashes[slot] != hash { slot = (slot + 1) & (hashes.count - 1) }
                if elements[slot] < 0 { used += 1 }
                hashes[slot] = hash
                elements[slot] = newValue
            }
        }

        private mutating func grow() {
            let (oldHashes, oldElements) = (hashes, elements)
            hashes = Array(repeating: 0, count: oldHashes.count * 2)
            elements = Array(repeating: -1, count: oldHashes.count * 2)
            used = 0
            for (hash, element) in zip(oldHashes, oldElements) where element >= 0 { self[hash] = element }
        }
    }

    /// The hash of an attribute's value as XML defines it (its raw bytes, when they need no decoding).
    private static func valueHash(_ document: IBDocument, _ attribute: Int, _ buffer: UnsafeBufferPointer<UInt8>)
        -> UInt64
    {
        let record = document.attributes[attribute]
        if record.needsDecoding { return StableHash.hash(document.attributeValue(attribute)) }
        let start = Int(record.valueStart)
        return StableHash.hash(buffer.baseAddress! + start, count: Int(record.valueEnd) - start)
    }

    /// Why two elements whose ids hash alike are refused: nil when the ids differ after all.
    private static func repeatedID(_ document: IBDocument, first: Int, second: Int) -> DocumentError.Reason? {
        guard let id = document.id(of: second), document.id(of: first) == id else { return nil }
        return .duplicateID(id, firstLine: document.location(of: first).line)
    }

    /// Why two children of one element under keys that hash alike are refused: nil when the keys
    /// differ after all, or when the two children are byte for byte the same.
    private static func differingKeyedChild(_ document: IBDocument, first: Int, second: Int) -> DocumentError.Reason? {
        guard document.elements[first].parent == document.elements[second].parent,
            let key = document.attribute("key", of: second), document.attribute("key", of: first) == key
        else { return nil }
        let one = document.elements[first]
        let other = document.elements[second]
        let same = document.bytes[Int(one.start)..<Int(one.end)].elementsEqual(
            document.bytes[Int(other.start)..<Int(other.end)])
        return same ? nil : .duplicateKey(key, firstLine: document.location(of: first).line)
    }
}
