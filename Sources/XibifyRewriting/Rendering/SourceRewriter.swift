import XibifyFormat
import XibifyScanning

/// Rewrites one source document.
///
/// Each replaced copy's span becomes its placeholder; resource entries that only the moved
/// copies used or that are named after a moved object, and designable cache entries naming the
/// moved objects, are removed. Nothing else changes.
package struct SourceRewriter {
    package let document: IBDocument

    /// The edits of the rewrite.
    ///
    /// Each replaced copy's span becomes its placeholder, and resource entries that
    /// only the moved copies used are deleted. All spans are in the original's coordinates.
    /// - Parameter replacements: (plan, instance) pairs whose instances lie in this document.
    /// - Returns: the edits.
    package func edits(_ replacements: [(ExtractionPlan, ClusterInstance)]) -> [TextEdit] {
        var ids = ObjectIDGenerator(seed: document.path + "|ports", taken: Self.ids(of: document))
        let index = ReferenceIndex(document)
        var edits = replacements.map { plan, instance in
            TextEdit(
                span: document.elements[instance.element].span,
                replacement: PlaceholderRenderer(plan: plan, instance: instance, document: document, index: index)
                    .render(ids: &ids))
        }
        // Designable cache entries of the moved objects go; Xcode writes them again. Outlets
        // that outside objects held to inner objects go too: the placeholder's incoming ports
        // hand those objects over now.
        let incoming = replacements.flatMap { $0.1.crossings.filter { $0.kind == .incomingOutlet }.map(\.connection) }
        edits += TextEdit.deletions(of: replacements.flatMap(\.1.staleCaches) + incoming, in: document)
        // Constraints outside on inner views name the placeholder instead, with a constant that
        // keeps the document's layout; the constraint ports make them again at run time.
        for (_, instance) in replacements {
            for crossing in instance.crossings where crossing.kind == .incomingConstraint {
                edits += Self.retargeting(crossing, root: instance.element, in: document)
            }
        }
        // Resources still used: by everything outside the moved copies, by the placeholders'
        // image runtime attributes, and by the cells substituted macOS placeholders keep (their
        // images and named colours). Entries used before and not after are deleted.
        let moved = replacements.map { $0.1.element..<Int(document.elements[$0.1.element].subtreeEnd) }
        let before = ResourceReferences.used(in: 0..<document.elements.count, of: document)
        var after = ResourceReferences.used(in: 0..<document.elements.count, of: document, excluding: moved)
        for (plan, instance) in replacements {
            for parameter in plan.parameters where parameter.type == .image {
                if let value = instance.slots[parameter.slotIndex].value {
                    after.insert(ResourceReferences.Key(kind: "image", name: value))
                }
            }
            let renderer = PlaceholderRenderer(plan: plan, instance: instance, document: document, index: index)
            if let (cell, leftOut) = renderer.keptCell {
                after.formUnion(
                    ResourceReferences.used(
                        in: cell..<Int(document.elements[cell].subtreeEnd), of: document, excluding: leftOut))
            }
        }
        let entries = ResourceReferences.entries(of: document)
        var removed = Set(before.subtracting(after).compactMap { entries[$0] })
        // An archived image's entry is named after the object that shows it (IB-FORMAT.md §3.4):
        // named after a moved object, it leaves with it even when nothing shows it any more, or
        // the source would keep a name of an id it no longer has. Entries shown from outside the
        // copy are no concern here: those copies are blocked (`archived-name`).
        for reference in index.embedded where BoundaryFinder.isResourceEntry(reference.source, in: document) {
            if let target = reference.target, moved.contains(where: { $0.contains(target) }) {
                removed.insert(reference.source)
            }
        }
        return edits + TextEdit.deletions(of: removed.sorted(), in: document)
    }

    /// The edits that make a constraint outside name the copy's root (the placeholder keeps its
    /// id) where it named an inner view, with its constant shifted by the inner view's offset in
    /// the root (`InteriorOffset`), so that the document lays out as before in Interface Builder.
    package static func retargeting(_ crossing: BoundaryCrossing, root: Int, in document: IBDocument) -> [TextEdit] {
        let constraint = crossing.connection
        let innerIsFirst = crossing.member == "firstItem"
        let attributeName = innerIsFirst ? "firstAttribute" : "secondAttribute"
        guard let rootID = document.id(of: root), let attribute = document.attribute(attributeName, of: constraint),
            let item = document.attributeIndices(constraint).first(where: {
                document.attributeName($0) == crossing.member
            })
        else { return [] }
        func valueSpan(_ index: Int) -> ByteSpan {
            ByteSpan(start: Int(document.attributes[index].valueStart), end: Int(document.attributes[index].valueEnd))
        }
        var edits = [TextEdit(span: valueSpan(item), replacement: XMLEscaping.attribute(rootID))]
        let constantIndex = document.attributeIndices(constraint).first { document.attributeName($0) == "constant" }
        let constant = constantIndex.flatMap { Double(document.attributeValue($0)) } ?? 0
        guard
            let shifted = InteriorOffset(of: crossing.object, under: root, in: document)?.shiftedConstant(
                constant, attribute: attribute, innerIsFirst: innerIsFirst,
                multiplier: document.attribute("multiplier", of: constraint)),
            shifted != constant
        else { return edits }
        let text = InteriorOffset.text(shifted)
        if let constantIndex {
            edits.append(TextEdit(span: valueSpan(constantIndex), replacement: text))
        } else if let id = document.attributeIndices(constraint).first(where: { document.attributeName($0) == "id" }) {
            // Where Interface Builder writes it: before the id.
            let at = Int(document.attributes[id].valueStart) - #"id=""#.utf8.count
            edits.append(TextEdit(span: ByteSpan(start: at, end: at), replacement: #"constant="\#(text)" "#))
        }
        return edits
    }

    /// Every object id and scene id of a document.
    package static func ids(of document: IBDocument) -> Set<String> {
        var ids: Set<String> = []
        let symbols = ["id", "sceneID"].compactMap { document.symbols.symbol($0) }
        for attribute in document.attributes.indices where symbols.contains(document.attributes[attribute].name) {
            ids.insert(document.attributeValue(attribute))
        }
        return ids
    }
}
