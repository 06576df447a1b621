/// The canonicalisation rules resolved against one document's symbols, so the hot path
/// compares small integers instead of hashing strings.
struct SymbolClasses {
    /// Per symbol, as an attribute name.
    struct AttributeClass: OptionSet {
        let rawValue: UInt8
        static let dropped = AttributeClass(rawValue: 1 << 0)
        static let rootOnly = AttributeClass(rawValue: 1 << 1)
        static let reference = AttributeClass(rawValue: 1 << 2)
        static let slotSomewhere = AttributeClass(rawValue: 1 << 3)
    }

    /// Per symbol, as a tag.
    struct TagClass: OptionSet {
        let rawValue: UInt16
        static let noise = TagClass(rawValue: 1 << 0)
        static let orderFree = TagClass(rawValue: 1 << 1)
        static let orderedConnection = TagClass(rawValue: 1 << 2)
        static let string = TagClass(rawValue: 1 << 3)
        static let subviews = TagClass(rawValue: 1 << 4)
        static let constraint = TagClass(rawValue: 1 << 5)
        static let layoutGuide = TagClass(rawValue: 1 << 6)
        static let accessibility = TagClass(rawValue: 1 << 7)
        static let geometry = TagClass(rawValue: 1 << 8)
        static let rect = TagClass(rawValue: 1 << 9)
    }

    let attributes: [AttributeClass]
    let tags: [TagClass]
    /// Per tag symbol: its slots as (attribute symbol or nil when the document never uses it, name, type).
    let slots: [[(symbol: UInt32?, name: String, type: SlotType)]]
    /// Per tag symbol: its reference attributes' symbols.
    let referenceAttributes: [[UInt32]]
    /// The view slots every view has.
    let viewSlots: [(symbol: UInt32?, name: String, type: SlotType)]
    /// Each symbol's name as UTF-8, for writing canonical bytes.
    let nameBytes: [[UInt8]]
    let key: UInt32?
    let id: UInt32?
    let userLabel: UInt32?
    let fixedFrame: UInt32?
    let sceneMemberID: UInt32?
    let property: UInt32?

    init(_ symbols: SymbolTable) {
        let names = symbols.names
        attributes = names.map { name in
            var result: AttributeClass = []
            if CanonicalizationRules.droppedAttributes.contains(name) { result.insert(.dropped) }
            if CanonicalizationRules.rootOnlyAttributes.contains(name) { result.insert(.rootOnly) }
            if CanonicalizationRules.referenceAttributeNames.contains(name) { result.insert(.reference) }
            if CanonicalizationRules.slotAttributeNames.contains(name) { result.insert(.slotSomewhere) }
            return result
        }
        tags = names.map { name in
            var result: TagClass = []
            if CanonicalizationRules.noiseElements.contains(name) { result.insert(.noise) }
            if CanonicalizationRules.orderFreeContainers.contains(name) { result.insert(.orderFree) }
            if CanonicalizationRules.orderedConnections.contains(name) { result.insert(.orderedConnection) }
            if name == "string" || name == "mutableString" { result.insert(.string) }
            if name == "subviews" { result.insert(.subviews) }
            if name == "constraint" { result.insert(.constraint) }
            if name == "viewLayoutGuide" { result.insert(.layoutGuide) }
            if name == "accessibility" { result.insert(.accessibility) }
            if name == "rect" || name == "autoresizingMask" { result.insert(.geometry) }
            if name == "rect" { result.insert(.rect) }
            return result
        }
        slots = names.map { name in
            (CanonicalizationRules.slots[name] ?? []).map { (symbols.symbol($0.attribute), $0.attribute, $0.type) }
        }
        referenceAttributes = names.map { name in
            ((CanonicalizationRules.referenceAttributes[name] ?? []).union(["reference"])).compactMap {
                symbols.symbol($0)
            }
        }
        viewSlots = CanonicalizationRules.viewSlots.map { (symbols.symbol($0.attribute), $0.attribute, $0.type) }
        nameBytes = names.map { Array($0.utf8) }
        key = symbols.symbol("key")
        id = symbols.symbol("id")
        userLabel = symbols.symbol("userLabel")
        fixedFrame = symbols.symbol("fixedFrame")
        sceneMemberID = symbols.symbol("sceneMemberID")
        property = symbols.symbol("property")
    }
}
