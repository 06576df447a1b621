/// The ids of a document and every whole-value id reference in it (IB-FORMAT.md §3.1).
///
/// Built on demand, only for documents that hold candidate duplicates, since it needs a
/// string per id.
public struct ReferenceIndex: Sendable {
    /// One attribute whose value is another object's id.
    public struct Reference: Sendable, Hashable {
        /// The element carrying the attribute (an `outlet`, a `constraint`, …).
        public var source: Int
        /// The attribute's name (`destination`, `firstItem`, …).
        public var attribute: String
        /// The id it names.
        public var targetID: String
        /// The element with that id, or nil when none has it (a dangling reference).
        public var target: Int?
        /// The attribute's index in the document's `attributes`.
        public var attributeIndex: Int
    }

    /// Element index by `id` (`device` and `adaptation` ids are not object ids and are left out).
    public let elementByID: [String: Int]
    /// Every reference, in document order of the source element.
    public let references: [Reference]
    /// Indices into `references`, ordered by target element (references without a target left out).
    private let referencesByTarget: [Int32]
    /// Per target element: where its run starts in `referencesByTarget`.
    private let targetRunStart: [Int32]

    /// Indexes a document.
    /// - Parameter document: the document.
    public init(_ document: IBDocument) {
        var ids: [String: Int] = [:]
        let idSymbol = document.symbols.symbol("id")
        let notObjects: Set<UInt32> = Set(["device", "adaptation"].compactMap { document.symbols.symbol($0) })
        let names = document.symbols.names
        let referenceNames = names.map { CanonicalizationRules.referenceAttributeNames.contains($0) }
        // Per tag symbol, the symbols of its reference attributes: no string lookups per element.
        // Filled per tag the first time it carries a reference-named attribute.
        var referencesOfTag = [[UInt32]?](repeating: nil, count: names.count)
        ids.reserveCapacity(document.elements.count / 2)
        var found: [(Int, String, String, Int)] = []
        for element in document.elements.indices {
            let record = document.elements[element]
            for attribute in document.attributeIndices(element) {
                let name = document.attributes[attribute].name
                if name == idSymbol && !notObjects.contains(record.name) {
                    ids[document.attributeValue(attribute)] = element
                } else if referenceNames[Int(name)] {
                    let tag = Int(record.name)
                    if referencesOfTag[tag] == nil {
                        referencesOfTag[tag] = names.indices.compactMap { symbol in
                            referenceNames[symbol] && CanonicalizationRules.isReference(names[symbol], on: names[tag])
                                ? UInt32(symbol) : nil
                        }
                    }
                    guard referencesOfTag[tag]!.contains(name) else { continue }
                    found.append((element, names[Int(name)], document.attributeValue(attribute), attribute))
                }
            }
        }
        elementByID = ids
        references = found.map {
            Reference(source: $0.0, attribute: $0.1, targetID: $0.2, target: ids[$0.2], attributeIndex: $0.3)
        }
        // Counting sort by target: two flat arrays instead of an array per target.
        var starts = [Int32](repeating: 0, count: document.elements.count + 1)
        for reference in references {
            if let target = reference.target { starts[target + 1] += 1 }
        }
        for element in document.elements.indices { starts[element + 1] += starts[element] }
        var byTarget = [Int32](repeating: 0, count: Int(starts[document.elements.count]))
        var cursor = starts
        for (index, reference) in references.enumerated() {
            guard let target = reference.target else { continue }
            byTarget[Int(cursor[target])] = Int32(index)
            cursor[target] += 1
        }
        referencesByTarget = byTarget
        targetRunStart = starts
    }

    /// The element a reference attribute names, or nil when the attribute is no reference or
    /// names no element.
    /// - Parameter attribute: the attribute's index in the document's `attributes`.
    /// - Returns: the target element.
    public func target(ofAttribute attribute: Int) -> Int? {
        // References are in attribute order, so the attribute is found by binary search.
        let index = references.partitioningIndex { $0.attributeIndex >= attribute }
        guard index < references.count, references[index].attributeIndex == attribute else { return nil }
        return references[index].target
    }

    /// The references whose source lies in an index range (a subtree).
    /// - Parameter range: element indices.
    /// - Returns: those references, in document order.
    public func references(from range: Range<Int>) -> ArraySlice<Reference> {
        let lower = references.partitioningIndex { $0.source >= range.lowerBound }
        let upper = references.partitioningIndex { $0.source >= range.upperBound }
        return references[lower..<upper]
    }

    /// The references that name an element.
    /// - Parameter element: the target.
    /// - Returns: those references.
    public func references(to element: Int) -> [Reference] {
        referencesByTarget[Int(targetRunStart[element])..<Int(targetRunStart[element + 1])].map {
            references[Int($0)]
        }
    }
}

extension Array {
    /// The first index whose element satisfies a predicate that is false, then true, along the array.
    func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if belongsInSecondPartition(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
