import Crypto

/// Computes the canonical form of view subtrees of one document (IB-FORMAT.md Appendix A).
public struct Canonicalizer {
    /// The document the subtrees belong to.
    public let document: IBDocument
    /// Its ids and references.
    public let index: ReferenceIndex

    /// Creates a canonicaliser for one document.
    /// - Parameters:
    ///   - document: the document.
    ///   - index: its reference index.
    public init(document: IBDocument, index: ReferenceIndex) {
        self.document = document
        self.index = index
    }

    /// The canonical form of the subtree rooted at an element.
    /// - Parameter root: the root element (a `<subviews>` child or a top-level xib view).
    /// - Returns: its canonical text, fingerprint, sizes and content slots.
    public func canonicalize(_ root: Int) -> CanonicalSubtree {
        var pass = Pass(canonicalizer: self, root: root)
        let text = pass.serialize(root, path: document.tag(root), owner: nil)
        let digest = SHA256.hash(data: Array(text.utf8))
        let fingerprint = digest.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return CanonicalSubtree(
            root: root,
            text: text,
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
        /// Canonical numbers of the id-bearing elements numbered so far.
        var numbers: [Int: Int] = [:]
        /// Ids named by references inside the subtree (keeps referenced layout guides).
        let referencedInside: Set<Int>
        var elementCount = 0
        var viewCount = 0
        var slots: [ContentSlot] = []

        var document: IBDocument { canonicalizer.document }

        init(canonicalizer: Canonicalizer, root: Int) {
            self.canonicalizer = canonicalizer
            self.root = root
            let document = canonicalizer.document
            range = root..<Int(document.elements[root].subtreeEnd)
            referencedInside = Set(canonicalizer.index.references(from: range).compactMap(\.target))
            numberInOrder(root)
        }

        /// Pass 1: numbers id-bearing elements in pre-order, skipping dropped elements and the
        /// members of order-free lists (numbered after sorting, in `serialize`).
        mutating func numberInOrder(_ element: Int) {
            guard keeps(element) else { return }
            if document.id(of: element) != nil { numbers[element] = numbers.count }
            if CanonicalizationRules.orderFreeContainers.contains(document.tag(element)) { return }
            for child in document.children(element) { numberInOrder(child) }
        }

        /// Whether the canonical form keeps an element.
        func keeps(_ element: Int) -> Bool {
            let tag = document.tag(element)
            if CanonicalizationRules.noiseElements.contains(tag) { return false }
            let key = document.attribute("key", of: element)
            if let key {
                if CanonicalizationRules.noiseKeys.contains(key) { return false }
                if CanonicalizationRules.frameKeys.contains(key) && (tag == "rect" || tag == "autoresizingMask") {
                    let owner = Int(document.elements[element].parent)
                    return owner != root && document.attribute("fixedFrame", of: owner) == "YES"
                }
                if (tag == "string" || tag == "mutableString") && element != root,
                    isSlot(key, on: Int(document.elements[element].parent))
                {
                    return false
                }
            }
            if tag == "viewLayoutGuide" { return referencedInside.contains(element) }
            if tag == "accessibility" { return !isEmptyAfterSlots(element) }
            return true
        }

        /// The slots an element has: those of its tag, and for a view the slots every view has.
        func slotDefinitions(of element: Int) -> [(attribute: String, type: SlotType)] {
            let own = CanonicalizationRules.slots[document.tag(element)] ?? []
            return isView(element) ? own + CanonicalizationRules.viewSlots : own
        }

        func isSlot(_ attribute: String, on element: Int) -> Bool {
            slotDefinitions(of: element).contains { $0.attribute == attribute }
        }

        /// A view is the root, an element of a `<subviews>` list, or an element with a frame
        /// (content views of cells, boxes and grid cells are keyed, not listed).
        func isView(_ element: Int) -> Bool {
            if element == root { return true }
            let parent = Int(document.elements[element].parent)
            if parent >= 0 && document.tag(parent) == "subviews" { return true }
            return document.child("rect", key: "frame", of: element) != nil
        }

        func isEmptyAfterSlots(_ element: Int) -> Bool {
            guard document.children(element).isEmpty else { return false }
            return document.attributeIndices(element).allSatisfy { attribute in
                let name = document.attributeName(attribute)
                return name == "key" || isSlot(name, on: element)
                    || CanonicalizationRules.droppedAttributes.contains(name)
            }
        }

        /// The token a reference becomes: a canonical number inside, a role outside.
        func token(for id: String) -> String {
            guard let target = canonicalizer.index.elementByID[id] else {
                if let role = placeholderRole(id) { return role }
                return "@missing"
            }
            if range.contains(target) {
                if let number = numbers[target] { return "#\(number)" }
                return "#?\(document.tag(target))"
            }
            if let role = placeholderRole(id) { return role }
            switch document.attribute("sceneMemberID", of: target) {
            case "viewController": return "@owner"
            case "firstResponder": return "@firstResponder"
            case "exit": return "@exit"
            default: return "@object:\(document.tag(target))"
            }
        }

        /// The roles of the fixed xib placeholder ids (IB-FORMAT.md §2.3).
        func placeholderRole(_ id: String) -> String? {
            guard document.kind == .xib else { return nil }
            let macOS = document.platform == .macOS
            switch id {
            case "-1": return macOS ? "@firstResponder" : "@owner"
            case "-2": return macOS ? "@owner" : "@firstResponder"
            case "-3": return "@application"
            default: return nil
            }
        }

        /// Serialises an element and its kept descendants; collects slots on the way.
        mutating func serialize(_ element: Int, path: String, owner: String?) -> String {
            elementCount += 1
            let tag = document.tag(element)
            let isView = isView(element)
            if isView { viewCount += 1 }
            // Slots are named after the nearest labelled view; an unlabelled view names none.
            let ownerName = isView ? document.attribute("userLabel", of: element) : owner

            var attributes: [(String, String)] = []
            for attribute in document.attributeIndices(element) {
                let name = document.attributeName(attribute)
                if CanonicalizationRules.droppedAttributes.contains(name) { continue }
                if element == root && CanonicalizationRules.rootOnlyAttributes.contains(name) { continue }
                if isSlot(name, on: element) { continue }
                let value = document.attributeValue(attribute)
                if CanonicalizationRules.isReference(name, on: tag) {
                    attributes.append((name, token(for: value)))
                } else {
                    attributes.append((name, CanonicalNumber.normalize(value)))
                }
            }
            if tag == "constraint" { normalizeConstraint(element, &attributes) }
            attributes.sort { $0.0 < $1.0 }
            collectSlots(element, path: path, owner: ownerName)

            let children = document.children(element).filter { keeps($0) }
            let keys = children.map { document.attribute("key", of: $0) }
            // A path step is `tag#key` for a keyed child; an unkeyed one is `tag`, or `tag[i]`
            // (its position among the unkeyed children) when it has siblings of the same tag.
            var tagCounts: [String: Int] = [:]
            for (child, key) in zip(children, keys) where key == nil { tagCounts[document.tag(child), default: 0] += 1 }
            var parts: [String] = []
            var childIndex = 0
            for (child, key) in zip(children, keys) {
                let childTag = document.tag(child)
                var step = childTag
                if let key {
                    step += "#" + key
                } else {
                    if tagCounts[childTag, default: 0] > 1 { step += "[\(childIndex)]" }
                    childIndex += 1
                }
                parts.append(serialize(child, path: path + "/" + step, owner: ownerName))
            }
            if !CanonicalizationRules.orderFreeContainers.contains(tag) && Self.isPropertyBag(children, keys, document)
            {
                // Properties (keyed children, or one child per tag) have no meaningful order:
                // Xcode versions write them in different orders (IB-FORMAT.md §9.3).
                parts = zip(zip(children, keys), parts).sorted {
                    (document.tag($0.0.0), $0.0.1 ?? "") < (document.tag($1.0.0), $1.0.1 ?? "")
                }.map(\.1)
            }
            if CanonicalizationRules.orderFreeContainers.contains(tag) {
                parts = sortOrderFree(children, parts)
                // Number the list's id-bearing members in their canonical order.
                for (child, _) in zip(children, parts) where document.id(of: child) != nil && numbers[child] == nil {
                    numbers[child] = numbers.count
                }
            }

            var text = tag
            if !attributes.isEmpty {
                text += "(" + attributes.map { "\($0.0)=\(Self.quote($0.1))" }.joined(separator: " ") + ")"
            }
            if parts.isEmpty, let content = document.text(of: element), !content.isEmpty {
                text += ":" + Self.quote(content)
            } else if !parts.isEmpty {
                text += "{" + parts.joined(separator: ",") + "}"
            }
            return text
        }

        /// Whether children are properties rather than a list: no two unkeyed children share a tag.
        static func isPropertyBag(_ children: [Int], _ keys: [String?], _ document: IBDocument) -> Bool {
            var seen: Set<String> = []
            for (child, key) in zip(children, keys) where key == nil {
                if !seen.insert(document.tag(child)).inserted { return false }
            }
            return true
        }

        /// Makes a constraint's implicit `firstItem` explicit and drops default values (§10.3).
        func normalizeConstraint(_ element: Int, _ attributes: inout [(String, String)]) {
            if !attributes.contains(where: { $0.0 == "firstItem" }) {
                let list = Int(document.elements[element].parent)
                let owner = list >= 0 ? Int(document.elements[list].parent) : -1
                if owner >= 0, let id = document.id(of: owner) {
                    attributes.append(("firstItem", token(for: id)))
                } else if owner >= 0 {
                    attributes.append(("firstItem", "#?\(document.tag(owner))"))
                }
            }
            let defaults: [String: String] = [
                "relation": "equal", "multiplier": "1", "priority": "1000", "constant": "0",
            ]
            attributes = attributes.compactMap { name, value in
                var value = value
                if name == "multiplier", let ratio = Self.ratio(value) { value = CanonicalNumber.spell(ratio) }
                return defaults[name] == value ? nil : (name, value)
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
        func sortOrderFree(_ children: [Int], _ parts: [String]) -> [String] {
            let keyed = zip(children, parts).enumerated().map { offset, pair -> (String, String, Int, String) in
                let tag = document.tag(pair.0)
                if CanonicalizationRules.orderedConnections.contains(tag) {
                    let property = document.attribute("property", of: pair.0) ?? ""
                    return (tag, property, offset, pair.1)
                }
                return (tag, pair.1, 0, pair.1)
            }
            return keyed.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.3)
        }

        mutating func collectSlots(_ element: Int, path: String, owner: String?) {
            for (attribute, type) in slotDefinitions(of: element) {
                var value = document.attribute(attribute, of: element)
                if value == nil,
                    let child = document.children(element).first(where: {
                        let childTag = document.tag($0)
                        return (childTag == "string" || childTag == "mutableString")
                            && document.attribute("key", of: $0) == attribute
                    })
                {
                    value = document.text(of: child) ?? ""
                }
                slots.append(
                    ContentSlot(
                        path: path + "@" + attribute, attribute: attribute, type: type, value: value,
                        element: element, owner: owner))
            }
        }

        static func quote(_ value: String) -> String {
            var out = "\""
            for character in value.unicodeScalars {
                switch character {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default: out.unicodeScalars.append(character)
                }
            }
            return out + "\""
        }
    }
}

extension String {
    func leftPadded(to length: Int, with pad: Character = "0") -> String {
        count >= length ? self : String(repeating: pad, count: length - count) + self
    }
}
