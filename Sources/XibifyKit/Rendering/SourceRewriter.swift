/// Rewrites one source document.
///
/// Each replaced copy's span becomes its placeholder; resource entries that only the moved
/// copies used, and designable cache entries naming the moved objects, are removed. Nothing
/// else changes.
struct SourceRewriter {
    let document: IBDocument

    /// The edits of the rewrite.
    ///
    /// Each replaced copy's span becomes its placeholder, and resource entries that
    /// only the moved copies used are deleted. All spans are in the original's coordinates.
    /// - Parameter replacements: (plan, instance) pairs whose instances lie in this document.
    /// - Returns: the edits.
    func edits(_ replacements: [(ExtractionPlan, ClusterInstance)]) -> [TextEdit] {
        var ids = ObjectIDGenerator(seed: document.path + "|ports", taken: Self.ids(of: document))
        var edits = replacements.map { plan, instance in
            TextEdit(
                span: document.elements[instance.element].span,
                replacement: PlaceholderRenderer(plan: plan, instance: instance, document: document).render(ids: &ids))
        }
        edits += cacheRemovals(replacements.flatMap(\.1.staleCaches))
        // Resources still used: by everything outside the moved copies, and by the placeholders'
        // image runtime attributes. Entries used before and not after are deleted.
        let moved = replacements.map { $0.1.element..<Int(document.elements[$0.1.element].subtreeEnd) }
        let before = ResourceReferences.used(in: 0..<document.elements.count, of: document)
        var after = ResourceReferences.used(in: 0..<document.elements.count, of: document, excluding: moved)
        for (plan, instance) in replacements {
            for parameter in plan.parameters where parameter.type == .image {
                if let value = instance.slots[parameter.slotIndex].value {
                    after.insert(ResourceReferences.Key(kind: "image", name: value))
                }
            }
        }
        let entries = ResourceReferences.entries(of: document)
        let removed = before.subtracting(after).compactMap { entries[$0] }
        guard !removed.isEmpty, let resources = ResourceReferences.resourcesElement(of: document) else { return edits }
        if removed.count == document.children(resources).count {
            edits.append(TextEdit(span: TextEdit.lineSpan(of: resources, in: document), replacement: ""))
        } else {
            edits += removed.map { TextEdit(span: TextEdit.lineSpan(of: $0, in: document), replacement: "") }
        }
        return edits
    }

    /// Deletes designable cache entries (Xcode writes them again); an emptied `<designables>` goes too.
    private func cacheRemovals(_ entries: [Int]) -> [TextEdit] {
        var byList: [Int: Set<Int>] = [:]
        for entry in entries { byList[Int(document.elements[entry].parent), default: []].insert(entry) }
        var edits: [TextEdit] = []
        for (list, removed) in byList.sorted(by: { $0.key < $1.key }) {
            if removed.count == document.children(list).count {
                edits.append(TextEdit(span: TextEdit.lineSpan(of: list, in: document), replacement: ""))
            } else {
                edits += removed.sorted().map {
                    TextEdit(span: TextEdit.lineSpan(of: $0, in: document), replacement: "")
                }
            }
        }
        return edits
    }

    /// Every object id and scene id of a document.
    static func ids(of document: IBDocument) -> Set<String> {
        var ids: Set<String> = []
        let symbols = ["id", "sceneID"].compactMap { document.symbols.symbol($0) }
        for attribute in document.attributes.indices where symbols.contains(document.attributes[attribute].name) {
            ids.insert(document.attributeValue(attribute))
        }
        return ids
    }
}
