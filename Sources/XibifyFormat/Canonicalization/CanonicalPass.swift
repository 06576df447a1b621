import Foundation

/// One canonicalisation: writes the canonical bytes of one subtree and collects its slots.
///
/// The hot path works on the document's bytes and on integers: attribute values are copied
/// from the file (decoded only where they hold entity references), names and keys are sorted
/// by precomputed ranks, and children are written straight into the output, which is
/// reordered in place only for lists whose order does not count.
package struct CanonicalPass {
    /// An attribute on its way into the canonical text: its name, and its value in `values`.
    private struct PendingAttribute {
        var rank: Int32
        /// The name's symbol; nil for a `firstItem` the document never names.
        var name: UInt32?
        var start: Int
        var end: Int
    }

    package let document: IBDocument
    package let index: ReferenceIndex
    package let classes: SymbolClasses
    package let keys: ElementKeys
    package let root: Int
    package let range: Range<Int>
    /// The canonical text.
    package var out: [UInt8] = []
    /// Per element of the range: kept by the canonical form.
    private var kept: [Bool]
    /// Per element of the range: a view.
    private var views: [Bool]
    /// Canonical numbers of the id-bearing elements numbered so far (by element - root).
    private var numbers: [Int]
    /// Whether the root is a plain container (a `view`, or a macOS `customView`, of no class of
    /// its own), whose accessibility the placeholder in its place carries.
    private let plainRoot: Bool
    /// Whether the document lays its views out by springs and struts (no `useAutolayout="YES"` on
    /// `<document>`): every interior view's frame and autoresizing mask are then its layout.
    private let framesAreLayout: Bool
    private var nextNumber = 0
    package var elementCount = 0
    package var viewCount = 0
    package var slots: [ContentSlot] = []
    /// Whether to record which element each node of the text comes from (`elementsInTextOrder`):
    /// off on the scan's hot path, on where a layout value must be found in its document again.
    package var recordsElements = false
    /// Per node written, where its tag starts in `out` and its element; kept in step with the
    /// moves of order-free lists and properties.
    private var nodes: [(offset: Int, element: Int)] = []
    /// Path steps from the root to the element being written.
    ///
    /// Each is a tag, a key number, and a position among same-tag siblings (-1: none); they are
    /// turned into text only for elements with slots.
    private var steps: [(tag: UInt32, key: Int32, position: Int)] = []
    /// The location of the root and of each level of `steps`, made when a slot needs them.
    private var rootLocation: SlotLocation?
    private var locations: [SlotLocation] = []
    // Scratch space, reused by every element.
    private var pending: [PendingAttribute] = []
    private var values: [UInt8] = []
    private var childStack: [Int] = []
    private var spanStack: [Range<Int>] = []
    /// Per entry of `childStack`: the child's position in paths (`ObjectPath`), or -1 for none.
    private var positions: [Int] = []
    /// Unkeyed children per tag, while one element's children are counted.
    private var tagCounts: [(tag: UInt32, count: Int)] = []

    package init(_ canonicalizer: Canonicalizer, root: Int) {
        document = canonicalizer.document
        index = canonicalizer.index
        classes = canonicalizer.classes
        keys = canonicalizer.keys
        self.root = root
        range = root..<Int(document.elements[root].subtreeEnd)
        kept = Array(repeating: true, count: range.count)
        views = Array(repeating: false, count: range.count)
        numbers = Array(repeating: -1, count: range.count)
        let rootTag = document.tag(root)
        plainRoot =
            (rootTag == "view" || (document.platform == .macOS && rootTag == "customView"))
            && (document.attribute("customClass", of: root) ?? "").isEmpty
        framesAreLayout =
            !document.elements.isEmpty && document.tag(0) == "document"
            && document.attribute("useAutolayout", of: 0) != "YES"
        out.reserveCapacity(64 * range.count)
        classify()
        numberInOrder(root)
        numberOrderFreeMembers()
    }

    // MARK: - What is kept

    /// Marks what the canonical form keeps and which elements are views.
    private mutating func classify() {
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
            let key = keys.keyOf[element]
            let keyClass: ElementKeys.KeyClass = key >= 0 ? keys.classes[Int(key)] : []
            if element == root || parentTag.contains(.subviews) { views[offset] = true }
            if tag.contains(.rect), element != root, keyClass.contains(.frame), parent >= root {
                views[parent - root] = true
            }
            if tag.contains(.noise) {
                kept[offset] = false
            } else if tag.contains(.layoutGuide) {
                kept[offset] = index.references(to: element).contains { range.contains($0.source) }
            } else if tag.contains(.accessibility) {
                // A plain root's is the state of its place, which the placeholder keeps
                // (RootPlacement). Any other view's identifies that view in each copy, a root with
                // a class of its own included (a button's identifier is the button's, and the
                // xib's button is the object that answers): kept whenever it says anything, so its
                // label, hint and identifier are the copy's slots (a difference is a parameter,
                // never lost), and a copy without one is another layout.
                kept[offset] = !saysNothing(element, besideSlots: parent == root && plainRoot)
            } else if tag.contains(.geometry) || tag.contains(.string) || tag.isEmpty || tag == .rect {
                guard key >= 0 else { continue }
                if keyClass.contains(.noise) {
                    kept[offset] = false
                } else if tag.contains(.geometry) && keyClass.contains(.frameOrMask) {
                    // An interior view laid out by its frame: `fixedFrame="YES"` in an Auto Layout
                    // document, every view in a springs-and-struts one.
                    kept[offset] =
                        parent != root
                        && (framesAreLayout
                            || document.attributeIndex(classes.fixedFrame, of: parent).map {
                                document.attributeValue($0) == "YES"
                            } == true)
                } else if tag.contains(.string) && element != root
                    && isSlot(named: keys.names[Int(key)], on: parent)
                {
                    kept[offset] = false
                }
            }
        }
    }

    /// Pass 1: numbers id-bearing elements in pre-order, skipping dropped elements and the
    /// members of order-free lists (numbered after sorting, in `serialize`).
    private mutating func numberInOrder(_ element: Int) {
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

    /// Pass 2: numbers the id-bearing members of order-free lists by their content, so that a
    /// reference to one (a cell's outlet to its own constraint, a variation mask) does not
    /// depend on the order the file lists them in: Xcode writes constraints sorted by id, so
    /// every pasted copy lists them in another order.
    ///
    /// Members are sorted by tag and canonical bytes, as the list itself is written, and numbered
    /// in that order. Their bytes are computed with references to members of lists not numbered
    /// yet written provisionally (`#?constraint`), which is why constraint lists, whose members
    /// name only views and guides, are numbered before the other lists (connections, masks,
    /// runtime attributes), whose members may name constraints. Members with equal bytes are
    /// interchangeable, except for a reference that tells them apart; those keep the file's
    /// order among themselves. A list none of whose members is named from inside the subtree
    /// is numbered in file order without computing anything: its numbers appear nowhere.
    private mutating func numberOrderFreeMembers() {
        var constraintLists: [Int] = []
        var otherLists: [Int] = []
        for element in range where kept[element - root] {
            let tag = classes.tags[Int(document.elements[element].name)]
            guard tag.contains(.orderFree) else { continue }
            if document.tag(element) == "constraints" {
                constraintLists.append(element)
            } else {
                otherLists.append(element)
            }
        }
        for list in constraintLists + otherLists {
            numberMembers(of: list)
        }
    }

    private mutating func numberMembers(of list: Int) {
        var members: [Int] = []
        var child = list + 1
        let end = Int(document.elements[list].subtreeEnd)
        while child < end {
            if kept[child - root] { members.append(child) }
            child = Int(document.elements[child].subtreeEnd)
        }
        let numbered = members.filter { document.attributeIndex(classes.id, of: $0) != nil }
        guard !numbered.isEmpty else { return }
        let range = self.range
        let named = numbered.contains { member in index.references(to: member).contains { range.contains($0.source) } }
        guard named, numbered.count > 1 else {
            for member in numbered where numbers[member - root] < 0 {
                numbers[member - root] = nextNumber
                nextNumber += 1
            }
            return
        }
        // Each member's canonical bytes, written and taken back out of `out`.
        let saved = (elementCount, viewCount, slots.count)
        var keysByMember: [(rank: Int32, bytes: [UInt8], offset: Int, member: Int)] = []
        for (offset, member) in numbered.enumerated() {
            let start = out.count
            serialize(member, owner: nil)
            let rank = classes.ranks[Int(document.elements[member].name)]
            keysByMember.append((rank, Array(out[start...]), offset, member))
            out.removeSubrange(start...)
        }
        (elementCount, viewCount) = (saved.0, saved.1)
        slots.removeSubrange(saved.2...)
        // Twins (equal bytes: `width = 50` twice) are told apart by what refers to them (one
        // excluded by a size-class variation), not by their order in the file, which a paste may
        // change; only where that is the same too does the order decide, and then either
        // numbering writes the same text.
        var referrers: [Int: [UInt8]] = [:]
        let counts = Dictionary(keysByMember.map { ($0.bytes, 1) }, uniquingKeysWith: +)
        for key in keysByMember where counts[key.bytes, default: 0] > 1 {
            referrers[key.member] = referringContext(of: key.member)
        }
        keysByMember.sort { a, b in
            if a.rank != b.rank { return a.rank < b.rank }
            if a.bytes != b.bytes { return a.bytes.lexicographicallyPrecedes(b.bytes) }
            if let left = referrers[a.member], let right = referrers[b.member], left != right {
                return left.lexicographicallyPrecedes(right)
            }
            return a.offset < b.offset
        }
        for key in keysByMember where numbers[key.member - root] < 0 {
            numbers[key.member - root] = nextNumber
            nextNumber += 1
        }
    }

    /// What refers to a member from inside the subtree, in terms that hold in every copy: each
    /// reference's attribute, its element's tag and attributes other than ids and references,
    /// and the tag and `key` of each element above it up to the root (`reference` of an
    /// `exclude` in the `constraints` mask of the `heightClass=compact` variation), sorted.
    private func referringContext(of member: Int) -> [UInt8] {
        var descriptions: [String] = []
        for reference in index.references(to: member) where range.contains(reference.source) {
            let source = reference.source
            let tag = document.tag(source)
            var parts = [reference.attribute, tag]
            for attribute in document.attributeIndices(source) {
                let name = document.attributeName(attribute)
                guard name != "id", !CanonicalizationRules.isReference(name, on: tag) else { continue }
                parts.append(name + "=" + document.attributeValue(attribute))
            }
            var element = Int(document.elements[source].parent)
            while element > root {
                parts.append(
                    "<" + document.tag(element) + (document.attribute("key", of: element).map { "." + $0 } ?? ""))
                element = Int(document.elements[element].parent)
            }
            descriptions.append(parts.joined(separator: " "))
        }
        return Array(descriptions.sorted().joined(separator: "\n").utf8)
    }

    // MARK: - Slots

    /// Whether an attribute is a slot of an element: one of its tag's, or a view's.
    private func isSlot(_ attribute: UInt32, on element: Int) -> Bool {
        guard classes.attributes[Int(attribute)].contains(.slotSomewhere) else { return false }
        if classes.slots[Int(document.elements[element].name)].contains(where: { $0.symbol == attribute }) {
            return true
        }
        return views[element - root] && classes.viewSlots.contains { $0.symbol == attribute }
    }

    private func isSlot(named name: String, on element: Int) -> Bool {
        if classes.slots[Int(document.elements[element].name)].contains(where: { $0.name == name }) { return true }
        return views[element - root] && classes.viewSlots.contains { $0.name == name }
    }

    /// Whether an element says nothing: no children, and no attribute but its key, those the
    /// canonical form drops and, when `besideSlots`, its slots.
    private func saysNothing(_ element: Int, besideSlots: Bool) -> Bool {
        guard Int(document.elements[element].subtreeEnd) == element + 1 else { return false }
        return document.attributeIndices(element).allSatisfy { attribute in
            let name = document.attributes[attribute].name
            return name == classes.key || classes.attributes[Int(name)].contains(.dropped)
                || besideSlots && isSlot(name, on: element)
        }
    }

    private mutating func collectSlots(_ element: Int, owner: Int?) {
        let own = classes.slots[Int(document.elements[element].name)]
        let definitions = views[element - root] ? own + classes.viewSlots : own
        guard !definitions.isEmpty else { return }
        let location = currentLocation()
        let ownerLabel = owner.flatMap { document.attributeIndex(classes.userLabel, of: $0) }.map {
            document.attributeValue($0)
        }
        for (symbol, attribute, type) in definitions {
            let written = document.attributeIndex(symbol, of: element)
            // An archived image's name is written as layout (`writeArchivedName`).
            if let written, index.embedded(atAttribute: written) != nil { continue }
            var value = written.map { document.attributeValue($0) }
            if value == nil {
                var child = element + 1
                while child < Int(document.elements[element].subtreeEnd) {
                    if classes.tags[Int(document.elements[child].name)].contains(.string),
                        keys.name(of: child) == attribute
                    {
                        value = document.text(of: child) ?? ""
                        break
                    }
                    child = Int(document.elements[child].subtreeEnd)
                }
            }
            slots.append(
                ContentSlot(
                    location: location, attribute: attribute, type: type, value: value, element: element,
                    owner: ownerLabel))
        }
    }

    /// The location of the element being written: the chain of its steps, made for the levels
    /// that have none yet (one node per level, shared by every slot below it).
    private mutating func currentLocation() -> SlotLocation {
        let root =
            rootLocation ?? SlotLocation(parent: nil, step: classes.nameBytes[Int(document.elements[self.root].name)])
        rootLocation = root
        while locations.count < steps.count {
            let step = steps[locations.count]
            var bytes: [UInt8] = []
            ObjectPath.appendStep(
                tag: classes.nameBytes[Int(step.tag)], key: step.key >= 0 ? keys.names[Int(step.key)] : nil,
                position: step.position >= 0 ? step.position : nil, to: &bytes)
            locations.append(SlotLocation(parent: locations.last ?? root, step: bytes))
        }
        return locations.last ?? root
    }

    // MARK: - Writing

    /// Writes an element and its kept descendants; collects slots on the way.
    package mutating func serialize(_ element: Int, owner: Int?) {
        elementCount += 1
        let record = document.elements[element]
        let tagSymbol = Int(record.name)
        let tagClass = classes.tags[tagSymbol]
        let isView = views[element - root]
        if isView { viewCount += 1 }
        let owner = isView ? element : owner
        if recordsElements { nodes.append((out.count, element)) }

        writeStartOfElement(element, tagSymbol: tagSymbol, isConstraint: tagClass.contains(.constraint))
        collectSlots(element, owner: owner)

        // Children.
        let childBase = childStack.count
        var child = element + 1
        while child < Int(record.subtreeEnd) {
            if kept[child - root] { childStack.append(child) }
            child = Int(document.elements[child].subtreeEnd)
        }
        let children = childBase..<childStack.count
        if children.isEmpty {
            if let content = document.text(of: element), !content.isEmpty {
                out.append(0x3A)  // :
                Self.quote(content.utf8, into: &out)
            }
            return
        }
        // Unkeyed children of one tag get a position in slot paths when there are several; and
        // an element whose children are all keyed or alone in their tag holds properties.
        var properties = true
        tagCounts.removeAll(keepingCapacity: true)
        for slot in children where keys.keyOf[childStack[slot]] < 0 {
            let name = document.elements[childStack[slot]].name
            if let at = tagCounts.firstIndex(where: { $0.tag == name }) {
                tagCounts[at].count += 1
                properties = false
            } else {
                tagCounts.append((name, 1))
            }
        }
        // Positions in paths (ObjectPath): among all the children with the tag and no key, as
        // the document has them, whether the canonical form keeps them or not.
        tagCounts.removeAll(keepingCapacity: true)
        var next = childBase
        var sibling = element + 1
        while sibling < Int(record.subtreeEnd) {
            if keys.keyOf[sibling] < 0 {
                let name = document.elements[sibling].name
                let index: Int
                if let at = tagCounts.firstIndex(where: { $0.tag == name }) {
                    index = tagCounts[at].count
                    tagCounts[at].count += 1
                } else {
                    index = 0
                    tagCounts.append((name, 1))
                }
                if next < childStack.count && childStack[next] == sibling {
                    positions.append(index)
                    next += 1
                }
            } else if next < childStack.count && childStack[next] == sibling {
                positions.append(-1)
                next += 1
            }
            sibling = Int(document.elements[sibling].subtreeEnd)
        }
        for slot in children where positions[slot] >= 0 {
            let name = document.elements[childStack[slot]].name
            if tagCounts.first(where: { $0.tag == name })!.count < 2 { positions[slot] = -1 }
        }

        out.append(0x7B)  // {
        let region = out.count
        let spanBase = spanStack.count
        for slot in children {
            let child = childStack[slot]
            let key = keys.keyOf[child]
            if slot > childBase { out.append(0x2C) }  // ,
            steps.append((document.elements[child].name, key, positions[slot]))
            let start = out.count
            serialize(child, owner: owner)
            spanStack.append(start..<out.count)
            steps.removeLast()
            if locations.count > steps.count { locations.removeLast(locations.count - steps.count) }
        }

        let orderFree = tagClass.contains(.orderFree)
        if !orderFree && properties && children.count > 1 {
            // Properties (keyed children, or one child per tag) have no meaningful order:
            // Xcode versions write them in different orders (IB-FORMAT.md §9.3).
            let order = (0..<children.count).sorted { left, right in
                let a = childStack[left + childBase]
                let b = childStack[right + childBase]
                let tagA = classes.ranks[Int(document.elements[a].name)]
                let tagB = classes.ranks[Int(document.elements[b].name)]
                return (tagA, keys.rank(of: a)) < (tagB, keys.rank(of: b))
            }
            reorder(from: region, spans: spanBase, order: order)
        }
        if orderFree {
            // Members were numbered by content before writing (`numberOrderFreeMembers`).
            reorder(from: region, spans: spanBase, order: orderFreeOrder(children, spans: spanBase))
        }
        spanStack.removeSubrange(spanBase...)
        childStack.removeSubrange(childBase...)
        positions.removeSubrange(childBase...)
        out.append(0x7D)  // }
    }

    /// Writes the tag and the canonical attributes, sorted by name.
    private mutating func writeStartOfElement(_ element: Int, tagSymbol: Int, isConstraint: Bool) {
        pending.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        let referenceNames = classes.referenceAttributes[tagSymbol]
        for attribute in document.attributeIndices(element) {
            let name = document.attributes[attribute].name
            let attributeClass = classes.attributes[Int(name)]
            if attributeClass.contains(.dropped) { continue }
            if element == root && attributeClass.contains(.rootOnly) { continue }
            // An archived image's name is layout, not content, even in a slot (`writeArchivedName`).
            let archived = index.embedded(atAttribute: attribute)
            if archived == nil && isSlot(name, on: element) { continue }
            let start = values.count
            if attributeClass.contains(.reference) && referenceNames.contains(name) {
                writeToken(forAttribute: attribute)
            } else if let archived {
                writeArchivedName(archived)
            } else {
                writeNormalizedValue(attribute)
            }
            pending.append(
                PendingAttribute(rank: classes.ranks[Int(name)], name: name, start: start, end: values.count))
        }
        if isConstraint { normalizeConstraint(element) }
        pending.sort { $0.rank < $1.rank }

        out += classes.nameBytes[tagSymbol]
        guard !pending.isEmpty else { return }
        out.append(0x28)  // (
        for (position, attribute) in pending.enumerated() {
            if position > 0 { out.append(0x20) }
            if let name = attribute.name {
                out += classes.nameBytes[Int(name)]
            } else {
                out += "firstItem".utf8
            }
            out.append(0x3D)  // =
            values.withUnsafeBufferPointer { buffer in
                Self.quote(UnsafeBufferPointer(rebasing: buffer[attribute.start..<attribute.end]), into: &out)
            }
        }
        out.append(0x29)  // )
    }

    /// Appends an attribute's value to `values`, numbers in their canonical spelling.
    private mutating func writeNormalizedValue(_ attribute: Int) {
        let record = document.attributes[attribute]
        if record.needsDecoding {
            values += CanonicalNumber.normalize(document.attributeValue(attribute)).utf8
            return
        }
        document.bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[Int(record.valueStart)..<Int(record.valueEnd)])
            if CanonicalNumber.isCanonicalAsWritten(raw) {
                values.append(contentsOf: raw)
            } else {
                values += CanonicalNumber.normalize(String(decoding: raw, as: UTF8.self)).utf8
            }
        }
    }

    /// Appends the token a reference becomes to `values`: a canonical number inside, a role outside.
    private mutating func writeToken(forAttribute attribute: Int) {
        writeToken(for: index.target(ofAttribute: attribute), id: document.attributeValue(attribute))
    }

    /// Appends the canonical form of an archived image's name (IB-FORMAT.md §3.4): its tag and
    /// property as written, the object whose id it embeds as a reference token (`#3` inside), and
    /// the digest of the image's bytes (`ArchivedImage`), so copies showing the same archived image
    /// under names made of their own ids are one layout, and copies showing different ones are not.
    private mutating func writeArchivedName(_ reference: ReferenceIndex.Reference) {
        let value = document.attributeValue(reference.attributeIndex)
        let parts = value.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        values += parts[0].utf8
        values.append(0x3A)  // :
        writeToken(for: reference.target, id: reference.targetID)
        values.append(0x3A)  // :
        values += parts[2].utf8
        values.append(0x40)  // @
        if let entry = index.archivedImages[value] {
            values += ArchivedImage.digest(of: entry, in: document)
        } else {
            values += "none".utf8
        }
    }

    /// Appends the token of a reference's target: a canonical number inside, a role outside.
    private mutating func writeToken(for target: Int?, id: String) {
        if let target {
            if range.contains(target) {
                let number = numbers[target - root]
                if number >= 0 {
                    values.append(0x23)  // #
                    Self.appendDecimal(Int(number), to: &values)
                } else {
                    values += "#?".utf8
                    values += classes.nameBytes[Int(document.elements[target].name)]
                }
                return
            }
            values += role(of: target, id: id).utf8
            return
        }
        values += (placeholderRole(id) ?? "@missing").utf8
    }

    /// The token of an object outside the subtree.
    ///
    /// Every object outside is `@outside`, whoever it is (File's Owner, the scene's controller,
    /// another object): copies that send the same action to different objects are one layout,
    /// and boundary ports carry each copy's own target. Only the responder chain and the unwind
    /// exit keep their own token, because they behave differently.
    private func role(of target: Int, id: String) -> String {
        if let role = placeholderRole(id) { return role }
        switch document.attributeIndex(classes.sceneMemberID, of: target).map({ document.attributeValue($0) }) {
        case "firstResponder": return "@firstResponder"
        case "exit": return "@exit"
        default: return "@outside"
        }
    }

    /// The roles of the fixed xib placeholder ids (IB-FORMAT.md §2.3).
    private func placeholderRole(_ id: String) -> String? {
        guard document.kind == .xib else { return nil }
        let macOS = document.platform == .macOS
        switch id {
        case "-1": return macOS ? "@firstResponder" : "@outside"
        case "-2": return macOS ? "@outside" : "@firstResponder"
        case "-3": return "@outside"
        default: return nil
        }
    }

    /// Makes a constraint's implicit `firstItem` explicit and drops default values (§10.3).
    private mutating func normalizeConstraint(_ element: Int) {
        if classes.firstItem == nil || !pending.contains(where: { $0.name == classes.firstItem }) {
            let list = Int(document.elements[element].parent)
            let owner = list >= 0 ? Int(document.elements[list].parent) : -1
            let start = values.count
            if owner >= 0, range.contains(owner), numbers[owner - root] >= 0 {
                values.append(0x23)  // #
                Self.appendDecimal(Int(numbers[owner - root]), to: &values)
            } else if owner >= 0, let id = document.attributeIndex(classes.id, of: owner) {
                values += role(of: owner, id: document.attributeValue(id)).utf8
            } else if owner >= 0 {
                values += "#?".utf8
                values += classes.nameBytes[Int(document.elements[owner].name)]
            }
            if owner >= 0 {
                pending.append(
                    PendingAttribute(
                        rank: classes.firstItemRank, name: classes.firstItem, start: start, end: values.count))
            }
        }
        pending.removeAll { attribute in
            guard let name = attribute.name else { return false }
            let value = values[attribute.start..<attribute.end]
            switch name {
            case classes.multiplier:
                guard value.contains(0x3A) else { return value.elementsEqual("1".utf8) }
                // A ratio such as 16:9 is spelled as the number it stands for.
                let text = String(decoding: value, as: UTF8.self)
                let spelled = Self.ratio(text).map(CanonicalNumber.spell) ?? text
                return spelled == "1"
            case classes.relation: return value.elementsEqual("equal".utf8)
            case classes.priority: return value.elementsEqual("1000".utf8)
            case classes.constant: return value.elementsEqual("0".utf8)
            default: return false
            }
        }
        // Ratios that stay are rewritten in place at the end of `values`.
        for position in pending.indices {
            let attribute = pending[position]
            guard attribute.name != nil, attribute.name == classes.multiplier,
                values[attribute.start..<attribute.end].contains(0x3A)
            else { continue }
            let text = String(decoding: values[attribute.start..<attribute.end], as: UTF8.self)
            guard let ratio = Self.ratio(text) else { continue }
            let start = values.count
            values += CanonicalNumber.spell(ratio).utf8
            pending[position].start = start
            pending[position].end = values.count
        }
    }

    package static func ratio(_ text: String) -> Double? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
            denominator != 0
        else { return nil }
        return numerator / denominator
    }

    /// The canonical order of an order-free list: by tag, then by canonical bytes; segues and
    /// outlet collections by property and then in their written order.
    private func orderFreeOrder(_ children: Range<Int>, spans: Int) -> [Int] {
        // Each member sorts by tag rank, then by a byte range: its canonical bytes in `out`, or
        // for segues and outlet collections their property (kept in `properties`) and position.
        var properties: [UInt8] = []
        let keyed = (0..<children.count).map { offset -> (tag: Int32, inOut: Bool, bytes: Range<Int>, offset: Int) in
            let child = childStack[children.lowerBound + offset]
            let tagSymbol = Int(document.elements[child].name)
            if classes.tags[tagSymbol].contains(.orderedConnection) {
                let start = properties.count
                if let attribute = document.attributeIndex(classes.property, of: child) {
                    properties += document.attributeValue(attribute).utf8
                }
                return (classes.ranks[tagSymbol], false, start..<properties.count, offset)
            }
            return (classes.ranks[tagSymbol], true, spanStack[spans + offset], 0)
        }
        return out.withUnsafeBufferPointer { written in
            properties.withUnsafeBufferPointer { properties in
                func bytes(_ key: (tag: Int32, inOut: Bool, bytes: Range<Int>, offset: Int)) -> UnsafeBufferPointer<
                    UInt8
                > {
                    UnsafeBufferPointer(rebasing: (key.inOut ? written : properties)[key.bytes])
                }
                return (0..<keyed.count).sorted { left, right in
                    let a = keyed[left]
                    let b = keyed[right]
                    if a.tag != b.tag { return a.tag < b.tag }
                    let x = bytes(a)
                    let y = bytes(b)
                    let common = min(x.count, y.count)
                    let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                    if order != 0 { return order < 0 }
                    if x.count != y.count { return x.count < y.count }
                    return a.offset < b.offset
                }
            }
        }
    }

    /// Rewrites the children written since `region` in a new order, separated by commas.
    private mutating func reorder(from region: Int, spans spanBase: Int, order: [Int]) {
        guard order.indices.contains(where: { order[$0] != $0 }) else { return }
        let written = Array(out[region...])
        out.removeSubrange(region...)
        var moved: [Int] = []
        for (position, child) in order.enumerated() {
            if position > 0 { out.append(0x2C) }
            let span = spanStack[spanBase + child]
            if recordsElements { moved.append(out.count - span.lowerBound) }
            out += written[(span.lowerBound - region)..<(span.upperBound - region)]
        }
        guard recordsElements else { return }
        // The nodes written since `region` move with the child whose bytes hold them.
        var shift = [Int](repeating: 0, count: order.count)
        for (position, child) in order.enumerated() { shift[child] = moved[position] }
        var first = nodes.count
        while first > 0 && nodes[first - 1].offset >= region { first -= 1 }
        for index in first..<nodes.count {
            let offset = nodes[index].offset
            let child = (0..<order.count).first { spanStack[spanBase + $0].contains(offset) }!
            nodes[index].offset = offset + shift[child]
        }
    }

    /// The elements of the nodes of the text, in the order the text has them (each node's tag,
    /// start to end); empty unless `recordsElements` was set before `serialize`.
    package var elementsInTextOrder: [Int] {
        nodes.sorted { $0.offset < $1.offset }.map(\.element)
    }

    /// Appends a non-negative integer in decimal, as `String(value)` spells it.
    package static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        precondition(value >= 0)
        guard value >= 10 else {
            bytes.append(0x30 + UInt8(value))
            return
        }
        let start = bytes.count
        var rest = value
        while rest > 0 {
            bytes.append(0x30 + UInt8(rest % 10))
            rest /= 10
        }
        bytes[start...].reverse()
    }

    package static func quote<Bytes: Sequence<UInt8>>(_ value: Bytes, into out: inout [UInt8]) {
        out.append(0x22)
        for byte in value {
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
