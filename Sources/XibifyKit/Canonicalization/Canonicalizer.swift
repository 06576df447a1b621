import Crypto

/// Computes the canonical form of view subtrees of one document (IB-FORMAT.md Appendix A).
///
/// The rules live in `CanonicalizationRules`; here they are resolved once per document into
/// `SymbolClasses`, so the walk compares integers, and the canonical text is written as bytes.
public struct Canonicalizer: Sendable {
    /// The document the subtrees belong to.
    public let document: IBDocument
    /// Its ids and references.
    public let index: ReferenceIndex
    let classes: SymbolClasses

    /// Creates a canonicaliser for one document.
    /// - Parameters:
    ///   - document: the document.
    ///   - index: its reference index.
    public init(document: IBDocument, index: ReferenceIndex) {
        self.document = document
        self.index = index
        classes = SymbolClasses(document.symbols)
    }

    /// The canonical form of the subtree rooted at an element.
    /// - Parameter root: the root element (a `<subviews>` child or a top-level xib view).
    /// - Returns: its canonical text, fingerprint, sizes and content slots.
    public func canonicalize(_ root: Int) -> CanonicalSubtree {
        var pass = Pass(canonicalizer: self, root: root)
        var text: [UInt8] = []
        text.reserveCapacity(64 * (pass.range.count))
        pass.serialize(root, owner: nil, into: &text)
        let digest = SHA256.hash(data: text)
        let fingerprint = digest.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return CanonicalSubtree(
            root: root,
            text: String(decoding: text, as: UTF8.self),
            fingerprint: fingerprint,
            elementCount: pass.elementCount,
            viewCount: pass.viewCount,
            slots: pass.slots
        )
    }

    /// The state of one canonicalisation.
    private struct Pass {
        let canonicalizer: Canonicalizer
        let root: Int
        let range: Range<Int>
        /// Per element of the range: kept by the canonical form.
        var kept: [Bool]
        /// Per element of the range: a view.
        var views: [Bool]
        /// Canonical numbers of the id-bearing elements numbered so far (by element - root).
        var numbers: [Int]
        var nextNumber = 0
        var elementCount = 0
        var viewCount = 0
        var slots: [ContentSlot] = []
        /// Path steps from the root to the element being written.
        ///
        /// Each is a tag, a key, and a position among same-tag siblings (-1: none); they are
        /// turned into text only for elements with slots.
        var steps: [(tag: UInt32, key: String?, position: Int)] = []

        var document: IBDocument { canonicalizer.document }
        var classes: SymbolClasses { canonicalizer.classes }

        init(canonicalizer: Canonicalizer, root: Int) {
            self.canonicalizer = canonicalizer
            self.root = root
            let document = canonicalizer.document
            range = root..<Int(document.elements[root].subtreeEnd)
            kept = Array(repeating: true, count: range.count)
            views = Array(repeating: false, count: range.count)
            numbers = Array(repeating: -1, count: range.count)
            let referenced = Set(canonicalizer.index.references(from: range).compactMap(\.target))
            classify(referenced: referenced)
            numberInOrder(root)
        }

        func key(of element: Int) -> String? {
            document.attributeIndex(classes.key, of: element).map { document.attributeValue($0) }
        }

        /// Marks what the canonical form keeps and which elements are views.
        mutating func classify(referenced: Set<Int>) {
            let document = self.document
            for element in range {
                let offset = element - root
                let parent = Int(document.elements[element].parent)
                if element != root && !kept[parent - root] {
                    kept[offset] = false
                    continue
                }
                let tag = classes.tags[Int(document.elements[element].name)]
                let parentTag = parent >= 0 ? classes.tags[Int(document.elements[parent].name)] : []
                if element == root || parentTag.contains(.subviews) { views[offset] = true }
                if tag.contains(.rect), element != root, key(of: element) == "frame", parent >= root {
                    views[parent - root] = true
                }
                if tag.contains(.noise) {
                    kept[offset] = false
                } else if tag.contains(.layoutGuide) {
                    kept[offset] = referenced.contains(element)
                } else if tag.contains(.accessibility) {
                    kept[offset] = !isEmptyAfterSlots(element)
                } else if tag.contains(.geometry) || tag.contains(.string) || mayHaveNoiseKey(tag) {
                    guard let key = key(of: element) else { continue }
                    if CanonicalizationRules.noiseKeys.contains(key) {
                        kept[offset] = false
                    } else if tag.contains(.geometry) && CanonicalizationRules.frameKeys.contains(key) {
                        kept[offset] =
                            parent != root
                            && document.attributeIndex(classes.fixedFrame, of: parent).map {
                                document.attributeValue($0) == "YES"
                            } == true
                    } else if tag.contains(.string) && element != root && isSlot(named: key, on: parent) {
                        kept[offset] = false
                    }
                }
            }
        }

        func mayHaveNoiseKey(_ tag: SymbolClasses.TagClass) -> Bool { tag.isEmpty || tag == .rect }

        /// Pass 1: numbers id-bearing elements in pre-order, skipping dropped elements and the
        /// members of order-free lists (numbered after sorting, in `serialize`).
        mutating func numberInOrder(_ element: Int) {
            guard kept[element - root] else { return }
            if document.attributeIndex(classes.id, of: element) != nil {
                numbers[element - root] = nextNumber
                nextNumber += 1
            }
            if classes.tags[Int(document.elements[element].name)].contains(.orderFree) { return }
            var child = element + 1
            let end = Int(document.elements[element].subtreeEnd)
            while child < end {
                numberInOrder(child)
                child = Int(document.elements[child].subtreeEnd)
            }
        }

        /// The slots an element has: those of its tag, and for a view the slots every view has.
        func slotDefinitions(of element: Int) -> [(symbol: UInt32?, name: String, type: SlotType)] {
            let own = classes.slots[Int(document.elements[element].name)]
            return views[element - root] ? own + classes.viewSlots : own
        }

        func isSlot(_ attribute: UInt32, on element: Int) -> Bool {
            guard classes.attributes[Int(attribute)].contains(.slotSomewhere) else { return false }
            return slotDefinitions(of: element).contains { $0.symbol == attribute }
        }

        func isSlot(named name: String, on element: Int) -> Bool {
            slotDefinitions(of: element).contains { $0.name == name }
        }

        func isEmptyAfterSlots(_ element: Int) -> Bool {
            guard Int(document.elements[element].subtreeEnd) == element + 1 else { return false }
            return document.attributeIndices(element).allSatisfy { attribute in
                let name = document.attributes[attribute].name
                return name == classes.key || isSlot(name, on: element)
                    || classes.attributes[Int(name)].contains(.dropped)
            }
        }

        /// The token a reference becomes: a canonical number inside, a role outside.
        func token(forAttribute attribute: Int) -> String {
            if let target = canonicalizer.index.target(ofAttribute: attribute) {
                if range.contains(target) {
                    let number = numbers[target - root]
                    return number >= 0 ? "#\(number)" : "#?\(document.tag(target))"
                }
                return role(of: target, id: document.attributeValue(attribute))
            }
            return placeholderRole(document.attributeValue(attribute)) ?? "@missing"
        }

        /// The token of an object outside the subtree.
        ///
        /// Every object outside is `@outside`, whoever it is (File's Owner, the scene's controller,
        /// another object): copies that send the same action to different objects are one layout,
        /// and boundary ports carry each copy's own target. Only the responder chain and the unwind
        /// exit keep their own token, because they behave differently.
        func role(of target: Int, id: String) -> String {
            if let role = placeholderRole(id) { return role }
            switch document.attributeIndex(classes.sceneMemberID, of: target).map({ document.attributeValue($0) }) {
            case "firstResponder": return "@firstResponder"
            case "exit": return "@exit"
            default: return "@outside"
            }
        }

        /// The roles of the fixed xib placeholder ids (IB-FORMAT.md §2.3).
        func placeholderRole(_ id: String) -> String? {
            guard document.kind == .xib else { return nil }
            let macOS = document.platform == .macOS
            switch id {
            case "-1": return macOS ? "@firstResponder" : "@outside"
            case "-2": return macOS ? "@outside" : "@firstResponder"
            case "-3": return "@outside"
            default: return nil
            }
        }

        /// Writes an element and its kept descendants; collects slots on the way.
        mutating func serialize(_ element: Int, owner: Int?, into out: inout [UInt8]) {
            elementCount += 1
            let record = document.elements[element]
            let tagSymbol = Int(record.name)
            let tagClass = classes.tags[tagSymbol]
            let isView = views[element - root]
            if isView { viewCount += 1 }
            let owner = isView ? element : owner

            // Attributes, as (name, value).
            var attributes: [(String, String)] = []
            let referenceNames = classes.referenceAttributes[tagSymbol]
            for attribute in document.attributeIndices(element) {
                let name = document.attributes[attribute].name
                let attributeClass = classes.attributes[Int(name)]
                if attributeClass.contains(.dropped) { continue }
                if element == root && attributeClass.contains(.rootOnly) { continue }
                if isSlot(name, on: element) { continue }
                let value: String
                if attributeClass.contains(.reference) && referenceNames.contains(name) {
                    value = token(forAttribute: attribute)
                } else {
                    value = CanonicalNumber.normalize(document.attributeValue(attribute))
                }
                attributes.append((document.symbols[name], value))
            }
            if tagClass.contains(.constraint) { normalizeConstraint(element, &attributes) }
            attributes.sort { $0.0 < $1.0 }
            collectSlots(element, owner: owner)

            // Children.
            var children: [Int] = []
            var child = element + 1
            while child < Int(record.subtreeEnd) {
                if kept[child - root] { children.append(child) }
                child = Int(document.elements[child].subtreeEnd)
            }
            let keys = children.map { key(of: $0) }
            // Unkeyed children per tag; a handful of tags, so a list beats a dictionary.
            var tagCounts: [(tag: UInt32, count: Int)] = []
            for (child, key) in zip(children, keys) where key == nil {
                let name = document.elements[child].name
                if let at = tagCounts.firstIndex(where: { $0.tag == name }) {
                    tagCounts[at].count += 1
                } else {
                    tagCounts.append((name, 1))
                }
            }
            func count(_ name: UInt32) -> Int { tagCounts.first { $0.tag == name }?.count ?? 0 }
            var parts: [[UInt8]] = []
            var childIndex = 0
            for (child, key) in zip(children, keys) {
                let name = document.elements[child].name
                var position = -1
                if key == nil {
                    if count(name) > 1 { position = childIndex }
                    childIndex += 1
                }
                steps.append((name, key, position))
                var part: [UInt8] = []
                serialize(child, owner: owner, into: &part)
                steps.removeLast()
                parts.append(part)
            }
            let orderFree = tagClass.contains(.orderFree)
            if !orderFree && tagCounts.allSatisfy({ $0.count <= 1 }) && children.count > 1 {
                // Properties (keyed children, or one child per tag) have no meaningful order:
                // Xcode versions write them in different orders (IB-FORMAT.md §9.3).
                parts = zip(zip(children, keys), parts).sorted {
                    (document.tag($0.0.0), $0.0.1 ?? "") < (document.tag($1.0.0), $1.0.1 ?? "")
                }.map(\.1)
            }
            if orderFree {
                parts = sortOrderFree(children, parts)
                // Number the list's id-bearing members in their canonical order.
                for child in children
                where numbers[child - root] < 0 && document.attributeIndex(classes.id, of: child) != nil {
                    numbers[child - root] = nextNumber
                    nextNumber += 1
                }
            }

            out += classes.nameBytes[tagSymbol]
            if !attributes.isEmpty {
                out.append(0x28)  // (
                for (index, attribute) in attributes.enumerated() {
                    if index > 0 { out.append(0x20) }
                    out += Array(attribute.0.utf8)
                    out.append(0x3D)  // =
                    Self.quote(attribute.1, into: &out)
                }
                out.append(0x29)  // )
            }
            if parts.isEmpty {
                if let content = document.text(of: element), !content.isEmpty {
                    out.append(0x3A)  // :
                    Self.quote(content, into: &out)
                }
            } else {
                out.append(0x7B)  // {
                for (index, part) in parts.enumerated() {
                    if index > 0 { out.append(0x2C) }
                    out += part
                }
                out.append(0x7D)  // }
            }
        }

        /// Makes a constraint's implicit `firstItem` explicit and drops default values (§10.3).
        func normalizeConstraint(_ element: Int, _ attributes: inout [(String, String)]) {
            if !attributes.contains(where: { $0.0 == "firstItem" }) {
                let list = Int(document.elements[element].parent)
                let owner = list >= 0 ? Int(document.elements[list].parent) : -1
                if owner >= 0, range.contains(owner), numbers[owner - root] >= 0 {
                    attributes.append(("firstItem", "#\(numbers[owner - root])"))
                } else if owner >= 0, let id = document.attributeIndex(classes.id, of: owner) {
                    attributes.append(("firstItem", role(of: owner, id: document.attributeValue(id))))
                } else if owner >= 0 {
                    attributes.append(("firstItem", "#?\(document.tag(owner))"))
                }
            }
            attributes = attributes.compactMap { name, value in
                var value = value
                switch name {
                case "multiplier":
                    if let ratio = Self.ratio(value) { value = CanonicalNumber.spell(ratio) }
                    return value == "1" ? nil : (name, value)
                case "relation": return value == "equal" ? nil : (name, value)
                case "priority": return value == "1000" ? nil : (name, value)
                case "constant": return value == "0" ? nil : (name, value)
                default: return (name, value)
                }
            }
        }

        static func ratio(_ text: String) -> Double? {
            let parts = text.split(separator: ":")
            guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
                denominator != 0
            else { return nil }
            return numerator / denominator
        }

        /// Sorts an order-free list; segues and outlet collections keep their relative order.
        func sortOrderFree(_ children: [Int], _ parts: [[UInt8]]) -> [[UInt8]] {
            let keyed = zip(children, parts).enumerated().map { offset, pair -> (String, [UInt8], Int, [UInt8]) in
                let tagSymbol = Int(document.elements[pair.0].name)
                let tag = document.symbols.names[tagSymbol]
                if classes.tags[tagSymbol].contains(.orderedConnection) {
                    let property = document.attributeIndex(classes.property, of: pair.0).map {
                        Array(document.attributeValue($0).utf8)
                    }
                    return (tag, property ?? [], offset, pair.1)
                }
                return (tag, pair.1, 0, pair.1)
            }
            return keyed.sorted { left, right in
                if left.0 != right.0 { return left.0 < right.0 }
                if left.1 != right.1 { return left.1.lexicographicallyPrecedes(right.1) }
                return left.2 < right.2
            }.map(\.3)
        }

        mutating func collectSlots(_ element: Int, owner: Int?) {
            let definitions = slotDefinitions(of: element)
            guard !definitions.isEmpty else { return }
            var path = document.tag(root)
            for step in steps {
                path += "/" + document.symbols[step.tag]
                if let key = step.key {
                    path += "#" + key
                } else if step.position >= 0 {
                    path += "[\(step.position)]"
                }
            }
            let ownerLabel = owner.flatMap { document.attributeIndex(classes.userLabel, of: $0) }.map {
                document.attributeValue($0)
            }
            for (symbol, attribute, type) in definitions {
                var value = document.attributeIndex(symbol, of: element).map { document.attributeValue($0) }
                if value == nil {
                    var child = element + 1
                    while child < Int(document.elements[element].subtreeEnd) {
                        if classes.tags[Int(document.elements[child].name)].contains(.string),
                            key(of: child) == attribute
                        {
                            value = document.text(of: child) ?? ""
                            break
                        }
                        child = Int(document.elements[child].subtreeEnd)
                    }
                }
                slots.append(
                    ContentSlot(
                        path: path + "@" + attribute, attribute: attribute, type: type, value: value, element: element,
                        owner: ownerLabel))
            }
        }

        static func quote(_ value: String, into out: inout [UInt8]) {
            out.append(0x22)
            for byte in value.utf8 {
                switch byte {
                case 0x22: out += [0x5C, 0x22]
                case 0x5C: out += [0x5C, 0x5C]
                case 0x0A: out += [0x5C, 0x6E]
                case 0x0D: out += [0x5C, 0x72]
                case 0x09: out += [0x5C, 0x74]
                default: out.append(byte)
                }
            }
            out.append(0x22)
        }
    }
}

extension String {
    func leftPadded(to length: Int, with pad: Character = "0") -> String {
        count >= length ? self : String(repeating: pad, count: length - count) + self
    }
}
