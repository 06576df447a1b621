/// The ids of a document, every whole-value id reference in it (IB-FORMAT.md §3.1), and every
/// id embedded inside a value (§3.4: the names of images archived in the document).
///
/// Built on demand, only for documents that hold candidate duplicates, since it needs a
/// string per id.
package struct ReferenceIndex: Sendable {
    /// One attribute whose value is another object's id, or embeds one.
    package struct Reference: Sendable, Hashable {
        /// The element carrying the attribute (an `outlet`, a `constraint`, …).
        package var source: Int
        /// The attribute's name (`destination`, `firstItem`, …).
        package var attribute: String
        /// The id it names.
        package var targetID: String
        /// The element with that id, or nil when none has it (a dangling reference).
        package var target: Int?
        /// The attribute's index in the document's `attributes`.
        package var attributeIndex: Int
    }

    /// Element index by `id` (`device` and `adaptation` ids are not object ids and are left out).
    package let elementByID: [String: Int]
    /// Every reference, in document order of the source element.
    package let references: [Reference]
    /// Every attribute whose value embeds an id: archived images' names (`ArchivedName`).
    ///
    /// In document order: the attributes that show such an image (`image="buttonCell:Ahl-H6-ZXc:image"`)
    /// and the names of its `<resources>` entries. Kept apart from `references`, whose values are
    /// ids.
    package let embedded: [Reference]
    /// The `<resources>` entries of images archived in the document, by name.
    package let archivedImages: [String: Int]
    /// Attributes that no rule names as references but whose whole value is an object's id.
    ///
    /// The id is of Interface Builder's dashed form (`zlv-TE-Jdd`), not a number: a
    /// reference of a format newer than the rules (NSToolbar's `centeredItem`), or of an element
    /// xibify does not know. In document order; the boundary treats each as a reference whose
    /// meaning it cannot carry, so a copy it crosses into or out of stays where it is.
    package let unrecognized: [Reference]
    /// Indices into `references`, ordered by target element (references without a target left out).
    private let referencesByTarget: [Int32]
    /// Per target element: where its run starts in `referencesByTarget`.
    private let targetRunStart: [Int32]

    /// Indexes a document.
    /// - Parameter document: the document.
    package init(_ document: IBDocument) {
        var ids: [String: Int] = [:]
        let idSymbol = document.symbols.symbol("id")
        // At most two symbols: an array's `contains` compares them, where a `Set` ran SipHash for
        // every id of the document.
        let notObjects: [UInt32] = ["device", "adaptation"].compactMap { document.symbols.symbol($0) }
        let names = document.symbols.names
        let referenceNames = names.map { CanonicalizationRules.referenceAttributeNames.contains($0) }
        // Per tag symbol, the symbols of its reference attributes: no string lookups per element.
        // Filled per tag the first time it carries a reference-named attribute.
        var referencesOfTag = [[UInt32]?](repeating: nil, count: names.count)
        ids.reserveCapacity(document.elements.count / 2)
        var found: [(Int, String, String, Int)] = []
        var embeddedFound: [(Int, String, String, Int)] = []
        var unrecognizedFound: [(Int, String, String, Int)] = []
        document.bytes.withUnsafeBufferPointer { bytes in
            for element in document.elements.indices {
                let record = document.elements[element]
                for attribute in document.attributeIndices(element) {
                    let name = document.attributes[attribute].name
                    if name == idSymbol && !notObjects.contains(record.name) {
                        ids[document.attributeValue(attribute)] = element
                        continue
                    }
                    if referenceNames[Int(name)] {
                        let tag = Int(record.name)
                        if referencesOfTag[tag] == nil {
                            referencesOfTag[tag] = names.indices.compactMap { symbol in
                                referenceNames[symbol]
                                    && CanonicalizationRules.isReference(names[symbol], on: names[tag])
                                    ? UInt32(symbol) : nil
                            }
                        }
                        if referencesOfTag[tag]!.contains(name) {
                            found.append((element, names[Int(name)], document.attributeValue(attribute), attribute))
                            continue
                        }
                    }
                    // Archived names hold no escapes: a value that needs decoding is none.
                    let value = document.attributes[attribute]
                    let valueBytes = UnsafeBufferPointer(rebasing: bytes[Int(value.valueStart)..<Int(value.valueEnd)])
                    guard !value.needsDecoding, let range = ArchivedName.idRange(in: valueBytes) else {
                        if !value.needsDecoding && Self.mayBeDashedID(valueBytes) {
                            unrecognizedFound.append(
                                (element, names[Int(name)], document.attributeValue(attribute), attribute))
                        }
                        continue
                    }
                    let start = Int(value.valueStart)
                    let id = String(
                        decoding: bytes[(start + range.lowerBound)..<(start + range.upperBound)], as: UTF8.self)
                    embeddedFound.append((element, names[Int(name)], id, attribute))
                }
            }
        }
        elementByID = ids
        references = found.map {
            Reference(source: $0.0, attribute: $0.1, targetID: $0.2, target: ids[$0.2], attributeIndex: $0.3)
        }
        unrecognized = unrecognizedFound.compactMap {
            guard let target = ids[$0.2] else { return nil }
            return Reference(source: $0.0, attribute: $0.1, targetID: $0.2, target: target, attributeIndex: $0.3)
        }
        let candidates = embeddedFound.map {
            Reference(source: $0.0, attribute: $0.1, targetID: $0.2, target: ids[$0.2], attributeIndex: $0.3)
        }
        var archived: [String: Int] = [:]
        if let resources = document.child("resources", of: 0) {
            for reference in candidates
            where reference.attribute == "name" && Int(document.elements[reference.source].parent) == resources
                && document.tag(reference.source) == "image"
            {
                archived[document.attributeValue(reference.attributeIndex)] = reference.source
            }
        }
        archivedImages = archived
        // A value of that form is an archived name when it names an object of the document or an
        // archived entry (a string runtime attribute `a:b:c` is neither).
        embedded = candidates.filter {
            $0.target != nil || archived[document.attributeValue($0.attributeIndex)] != nil
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

    /// Whether a value could be an id of Interface Builder's dashed form: a dash, no space, at most
    /// 64 bytes, not a number (`-1` is File's Owner's id, and also a constant).
    private static func mayBeDashedID(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard value.count >= 2, value.count <= 64, value.contains(UInt8(ascii: "-")) else { return false }
        var numeric = true
        for byte in value {
            if byte == UInt8(ascii: " ") { return false }
            if !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) && byte != UInt8(ascii: "-")
                && byte != UInt8(ascii: ".")
            {
                numeric = false
            }
        }
        return !numeric
    }

    /// The element a reference attribute names, or nil when the attribute is no reference or
    /// names no element.
    /// - Parameter attribute: the attribute's index in the document's `attributes`.
    /// - Returns: the target element.
    package func target(ofAttribute attribute: Int) -> Int? {
        // References are in attribute order, so the attribute is found by binary search.
        let index = references.partitioningIndex { $0.attributeIndex >= attribute }
        guard index < references.count, references[index].attributeIndex == attribute else { return nil }
        return references[index].target
    }

    /// The reference embedded in an attribute's value (an archived image's name), or nil.
    /// - Parameter attribute: the attribute's index in the document's `attributes`.
    /// - Returns: the reference, its target the object whose id the name embeds.
    package func embedded(atAttribute attribute: Int) -> Reference? {
        guard !embedded.isEmpty else { return nil }
        let index = embedded.partitioningIndex { $0.attributeIndex >= attribute }
        guard index < embedded.count, embedded[index].attributeIndex == attribute else { return nil }
        return embedded[index]
    }

    /// The references whose source lies in an index range (a subtree).
    /// - Parameter range: element indices.
    /// - Returns: those references, in document order.
    package func references(from range: Range<Int>) -> ArraySlice<Reference> {
        let lower = references.partitioningIndex { $0.source >= range.lowerBound }
        let upper = references.partitioningIndex { $0.source >= range.upperBound }
        return references[lower..<upper]
    }

    /// The references that name an element.
    /// - Parameter element: the target.
    /// - Returns: those references.
    package func references(to element: Int) -> [Reference] {
        referencesByTarget[Int(targetRunStart[element])..<Int(targetRunStart[element + 1])].map {
            references[Int($0)]
        }
    }
}

extension Array {
    /// The first index whose element satisfies a predicate that is false, then true, along the array.
    package func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if belongsInSecondPartition(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
