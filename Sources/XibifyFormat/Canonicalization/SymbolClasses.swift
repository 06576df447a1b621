/// The canonicalisation rules resolved against one document's symbols, so the hot path
/// compares small integers instead of hashing strings.
package struct SymbolClasses: Sendable {
    /// Per symbol, as an attribute name.
    package struct AttributeClass: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let dropped = AttributeClass(rawValue: 1 << 0)
        package static let rootOnly = AttributeClass(rawValue: 1 << 1)
        package static let reference = AttributeClass(rawValue: 1 << 2)
        package static let slotSomewhere = AttributeClass(rawValue: 1 << 3)
    }

    /// Per symbol, as a tag.
    package struct TagClass: OptionSet, Sendable {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }
        package static let noise = TagClass(rawValue: 1 << 0)
        package static let orderFree = TagClass(rawValue: 1 << 1)
        package static let orderedConnection = TagClass(rawValue: 1 << 2)
        package static let string = TagClass(rawValue: 1 << 3)
        package static let subviews = TagClass(rawValue: 1 << 4)
        package static let constraint = TagClass(rawValue: 1 << 5)
        package static let layoutGuide = TagClass(rawValue: 1 << 6)
        package static let accessibility = TagClass(rawValue: 1 << 7)
        package static let geometry = TagClass(rawValue: 1 << 8)
        package static let rect = TagClass(rawValue: 1 << 9)
    }

    package let attributes: [AttributeClass]
    package let tags: [TagClass]
    /// Per tag symbol: its slots as (attribute symbol or nil when the document never uses it, name, type).
    package let slots: [[(symbol: UInt32?, name: String, type: SlotType)]]
    /// Per tag symbol: its reference attributes' symbols.
    package let referenceAttributes: [[UInt32]]
    /// The view slots every view has.
    package let viewSlots: [(symbol: UInt32?, name: String, type: SlotType)]
    /// Each symbol's name as UTF-8, for writing canonical bytes.
    package let nameBytes: [[UInt8]]
    package let key: UInt32?
    package let id: UInt32?
    package let userLabel: UInt32?
    package let fixedFrame: UInt32?
    package let sceneMemberID: UInt32?
    package let property: UInt32?
    /// Per symbol: the place of its name in String's order, so sorting by name compares integers.
    package let ranks: [Int32]
    /// The rank of `firstItem`, which the canonical form adds to constraints that leave it implicit.
    package let firstItemRank: Int32
    package let firstItem: UInt32?
    package let multiplier: UInt32?
    package let relation: UInt32?
    package let priority: UInt32?
    package let constant: UInt32?

    package init(_ symbols: SymbolTable) {
        let names = symbols.names
        // One lookup per name, by the hash the symbol table holds; only names with slots or
        // references need more.
        let rules = names.indices.map { Self.rules(of: names[$0], hash: symbols.hashes[$0]) }
        attributes = rules.map { $0?.attribute ?? [] }
        tags = rules.map { $0?.tag ?? [] }
        slots = zip(names, rules).map { name, rule in
            guard rule?.hasSlots == true else { return [] }
            return (CanonicalizationRules.slots[name] ?? []).map {
                (symbols.symbol($0.attribute), $0.attribute, $0.type)
            }
        }
        let reference = symbols.symbol("reference")
        referenceAttributes = zip(names, rules).map { name, rule in
            var list: [UInt32] = []
            if rule?.hasReferences == true {
                list = (CanonicalizationRules.referenceAttributes[name] ?? []).compactMap { symbols.symbol($0) }
            }
            if let reference, !list.contains(reference) { list.append(reference) }
            return list
        }
        viewSlots = CanonicalizationRules.viewSlots.map { (symbols.symbol($0.attribute), $0.attribute, $0.type) }
        nameBytes = names.map { Array($0.utf8) }
        key = symbols.symbol("key")
        id = symbols.symbol("id")
        userLabel = symbols.symbol("userLabel")
        fixedFrame = symbols.symbol("fixedFrame")
        sceneMemberID = symbols.symbol("sceneMemberID")
        property = symbols.symbol("property")
        firstItem = symbols.symbol("firstItem")
        multiplier = symbols.symbol("multiplier")
        relation = symbols.symbol("relation")
        priority = symbols.symbol("priority")
        constant = symbols.symbol("constant")
        // `firstItem` is ranked even when the document never names it.
        let all = firstItem == nil ? names + ["firstItem"] : names
        let bytes = firstItem == nil ? nameBytes + [Array("firstItem".utf8)] : nameBytes
        // For ASCII, byte order is String's order and far cheaper to compare.
        let ascii = bytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
        let order = ascii ? Self.byteOrder(of: bytes) : all.indices.sorted { all[$0] < all[$1] }
        var ranks = [Int32](repeating: 0, count: all.count)
        for (rank, symbol) in order.enumerated() {
            ranks[symbol] = Int32(rank)
        }
        firstItemRank = ranks[Int(firstItem ?? UInt32(names.count))]
        self.ranks = Array(ranks.prefix(names.count))
    }

    /// The indices of byte strings in byte order (`lexicographicallyPrecedes`), a stable sort.
    ///
    /// Each string's first eight bytes are compared first, as one big-endian integer (a string
    /// that ends there counts as zeros, which sorts a prefix before its longer strings); only equal
    /// integers compare the strings. The generic comparison of `[UInt8]` was most of sorting a
    /// document's names, a sort per document that holds candidates (#28, third part).
    /// - Parameter bytes: the strings.
    /// - Returns: their indices, sorted.
    package static func byteOrder(of bytes: [[UInt8]]) -> [Int] {
        let heads = bytes.map { string -> UInt64 in
            var head: UInt64 = 0
            for index in 0..<8 { head = head << 8 | (index < string.count ? UInt64(string[index]) : 0) }
            return head
        }
        return bytes.indices.sorted { left, right in
            heads[left] != heads[right]
                ? heads[left] < heads[right] : bytes[left].lexicographicallyPrecedes(bytes[right])
        }
    }

    /// What the rules say about a name, found by its `StableHash` (binary search, then one string
    /// comparison) instead of hashing the name again with SipHash for `nameRules`.
    /// - Parameters:
    ///   - name: an element or attribute name.
    ///   - hash: `StableHash.hash(name)`.
    /// - Returns: the rules, or nil when they do not mention the name.
    static func rules(of name: String, hash: UInt64) -> NameRules? {
        rulesByHash.value(of: name, hash: hash)
    }

    /// `nameRules`, sorted by the names' `StableHash`, for `rules(of:hash:)`.
    private static let rulesByHash = NameHashTable(nameRules.map { ($0.key, $0.value) })

    /// What the rules say about one name, as an attribute and as a tag.
    package struct NameRules: Sendable {
        package var attribute: AttributeClass = []
        package var tag: TagClass = []
        /// Whether `CanonicalizationRules.slots` has an entry for it, as a tag.
        package var hasSlots = false
        /// Whether `CanonicalizationRules.referenceAttributes` has an entry for it, as a tag.
        package var hasReferences = false
    }

    /// Every name the rules mention: one lookup per symbol of a document.
    package static let nameRules: [String: NameRules] = {
        var rules: [String: NameRules] = [:]
        for (name, attributeClass) in attributeClasses { rules[name, default: NameRules()].attribute = attributeClass }
        for (name, tagClass) in tagClasses { rules[name, default: NameRules()].tag = tagClass }
        for name in CanonicalizationRules.slots.keys { rules[name, default: NameRules()].hasSlots = true }
        for name in CanonicalizationRules.referenceAttributes.keys {
            rules[name, default: NameRules()].hasReferences = true
        }
        return rules
    }()

    /// Every name the rules classify as an attribute, with its classes: one lookup per symbol.
    package static let attributeClasses: [String: AttributeClass] = {
        var classes: [String: AttributeClass] = [:]
        for name in CanonicalizationRules.droppedAttributes { classes[name, default: []].insert(.dropped) }
        for name in CanonicalizationRules.rootOnlyAttributes { classes[name, default: []].insert(.rootOnly) }
        for name in CanonicalizationRules.referenceAttributeNames { classes[name, default: []].insert(.reference) }
        for name in CanonicalizationRules.slotAttributeNames { classes[name, default: []].insert(.slotSomewhere) }
        return classes
    }()

    /// Every name the rules classify as a tag, with its classes.
    package static let tagClasses: [String: TagClass] = {
        var classes: [String: TagClass] = [:]
        for name in CanonicalizationRules.noiseElements { classes[name, default: []].insert(.noise) }
        for name in CanonicalizationRules.orderFreeContainers { classes[name, default: []].insert(.orderFree) }
        for name in CanonicalizationRules.orderedConnections { classes[name, default: []].insert(.orderedConnection) }
        let fixed: [(String, TagClass)] = [
            ("string", .string), ("mutableString", .string), ("subviews", .subviews), ("constraint", .constraint),
            ("viewLayoutGuide", .layoutGuide), ("accessibility", .accessibility), ("rect", .geometry),
            ("autoresizingMask", .geometry), ("rect", .rect),
        ]
        for (name, tagClass) in fixed { classes[name, default: []].insert(tagClass) }
        return classes
    }()
}
