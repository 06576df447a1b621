import XibifyFormat
import XibifyScanning

/// A placeholder, re-inflated in memory, is the copy it replaced.
///
/// The xib's view gets the placeholder's runtime-attribute values written into its slots, the
/// placeholder's size constraints, the state of its place (RootPlacement) and its accessibility
/// put back, and the outlets its ports hand over put back on their inner objects. The result must
/// have the canonical form of the copy as it is in the input file, recomputed, not anything the
/// plan says about it, so a wrong plan cannot verify itself; and the same value in every slot.
package struct ReinflationCheck {
    package let copy: ReplacedCopy
    package let plan: ExtractionPlan
    /// The xib's canonicaliser, its top-level view, and that view's canonical form.
    package let xib: (canonicalizer: Canonicalizer, root: Int, canonical: CanonicalSubtree)

    package func run() throws(VerificationError) {
        let instance = copy.instance
        let objectID = copy.objectID
        let (xibCanonicalizer, xibRoot, xibCanonical) = xib
        let xibDocument = xibCanonicalizer.document
        let edited = copy.edited.document
        let placeholder = copy.placeholder

        // The placeholder's runtime attributes, by key path.
        var values: [String: String?] = [:]
        if let list = edited.child("userDefinedRuntimeAttributes", of: placeholder) {
            for attribute in edited.children(list) {
                guard let keyPath = edited.attribute("keyPath", of: attribute) else { continue }
                values[keyPath] =
                    edited.attribute("type", of: attribute) == "nil"
                    ? .some(nil)
                    : edited.attribute("value", of: attribute) ?? Self.valueElement(of: attribute, in: edited)
            }
        }
        // Apply them to the xib's slots, and put the placeholder's size constraints back.
        var edits: [TextEdit] = []
        for parameter in plan.parameters where !parameter.type.isLayout {
            let pathBytes = Array(parameter.path.utf8)
            guard let slot = xibCanonical.slots.first(where: { $0.hasPath(bytes: pathBytes) }),
                let value = values[parameter.name]
            else { throw .missingPlaceholder(path: instance.file, objectID: objectID) }
            edits += Self.setting(slot, to: value, in: xibDocument)
        }
        var inserted =
            edited.child("constraints", of: placeholder).map {
                edited.children($0).map { edited.source(of: $0) }.joined()
            } ?? ""
        if !inserted.isEmpty {
            edits.append(Self.inserting(inserted, into: xibRoot, of: xibDocument))
        }
        // The state of the copy's place, and its accessibility, back on the view.
        let rootPlacement = RootPlacement(root: instance.element, in: copy.original.document)
        let restored = rootPlacement.restoredOnReinflation
        var placement = ""
        for attribute in edited.attributeIndices(placeholder) where restored.contains(edited.attributeName(attribute)) {
            placement += " " + edited.attributeSource(attribute)
        }
        if !placement.isEmpty {
            var at = Int(xibDocument.elements[xibRoot].startTagEnd) - 1
            if xibDocument.bytes[at - 1] == 0x2F { at -= 1 }
            edits.append(TextEdit(span: ByteSpan(start: at, end: at), replacement: placement))
        }
        inserted = edited.children(placeholder).filter { rootPlacement.isPlaceholderChild($0, in: edited) }.map {
            edited.source(of: $0)
        }.joined()
        if !inserted.isEmpty {
            var close = Int(xibDocument.elements[xibRoot].end) - 1
            while xibDocument.bytes[close] != 0x3C { close -= 1 }
            edits.append(TextEdit(span: ByteSpan(start: close, end: close), replacement: inserted))
        }
        let handed = handingBack(xib: xibDocument, root: xibRoot)
        edits += handed
        if plan.rewriteStyle.keepsRootElement {
            edits += unsubstituting(xib: xibDocument, root: xibRoot, keepingListFor: handed)
        }
        var inflated = try ParsedOutput(TextEdit.apply(edits, to: xibDocument.bytes), path: plan.xibPath)
        guard var inflatedRoot = ParsedOutput.topLevelView(of: inflated.document) else {
            throw .missingPlaceholder(path: instance.file, objectID: objectID)
        }
        // A variant group's layout values last (#31), found in the view as re-inflated so far: with
        // the placeholder's size constraints and placement back, it has the copy's elements, and a
        // value's place (`constraint[2]`) counts as in the copy.
        let layoutParameters = plan.parameters.filter(\.type.isLayout)
        if !layoutParameters.isEmpty {
            let layout = LayoutValues(
                Canonicalizer(document: inflated.document, index: inflated.index, sibling: xibCanonicalizer),
                root: inflatedRoot)
            var layoutEdits: [TextEdit] = []
            for parameter in layoutParameters {
                guard let value = values[parameter.name], let value,
                    let applied = layout.setting(parameter, to: value, in: inflated.document)
                else { throw .missingPlaceholder(path: instance.file, objectID: objectID) }
                layoutEdits += applied
            }
            inflated = try ParsedOutput(
                TextEdit.apply(layoutEdits, to: inflated.document.bytes), path: plan.xibPath)
            guard let root = ParsedOutput.topLevelView(of: inflated.document) else {
                throw .missingPlaceholder(path: instance.file, objectID: objectID)
            }
            inflatedRoot = root
        }
        // Canonical bytes are compared as they are: equal bytes are what equal fingerprints stand for.
        let result = Canonicalizer(document: inflated.document, index: inflated.index, sibling: xibCanonicalizer)
            .form(inflatedRoot)
        let original = copy.original.form(instance.element)
        guard result.out == original.out, original.slots.count == result.slots.count else {
            throw .layoutMismatch(path: instance.file, objectID: objectID)
        }
        // Slot by slot, by path: siblings the canonical form sorts (a label and an image view) may
        // be in another order in the copy's document than in the xib's.
        var actualByPath: [String: ContentSlot] = [:]
        for slot in result.slots { actualByPath[slot.path] = actualByPath[slot.path] ?? slot }
        for (position, expected) in original.slots.enumerated() {
            let actual = actualByPath[expected.path] ?? result.slots[position]
            guard expected.value != actual.value else { continue }
            throw .valueMismatch(
                path: instance.file, objectID: objectID, slot: expected.path, expected: expected.value,
                actual: actual.value)
        }
    }

    /// Edits that put each outlet a port hands over back on its inner object, aimed at File's
    /// Owner, which stands outside the view as the original destination did.
    private func handingBack(xib: IBDocument, root: Int) -> [TextEdit] {
        let owner = plan.platform == .macOS ? "-2" : "-1"
        let connected = Set(copy.portOutlets.map(\.property))
        var insertions: [Int: String] = [:]
        for planned in plan.ports where planned.port.kind == .outlet && connected.contains(planned.port.name) {
            guard let object = ObjectPath.element(at: planned.port.objectPath, under: root, in: xib) else { continue }
            insertions[object, default: ""] +=
                #"<outlet property="\#(planned.port.member)" destination="\#(owner)" id="port-\#(planned.port.name)"/>"#
        }
        return insertions.map { object, outlets in
            if let list = xib.child("connections", of: object) {
                var close = Int(xib.elements[list].end) - 1
                while xib.bytes[close] != 0x3C { close -= 1 }
                return TextEdit(span: ByteSpan(start: close, end: close), replacement: outlets)
            }
            var close = Int(xib.elements[object].end) - 1
            while xib.bytes[close] != 0x3C { close -= 1 }
            if xib.bytes[close + 1] != 0x2F {
                // A self-closing element: open it.
                let end = Int(xib.elements[object].end)
                return TextEdit(
                    span: ByteSpan(start: end - 2, end: end),
                    replacement: "><connections>\(outlets)</connections></\(xib.tag(object))>")
            }
            return TextEdit(
                span: ByteSpan(start: close, end: close), replacement: "<connections>\(outlets)</connections>")
        }
    }

    /// Substitution: edits that take the generated class off the xib's object — its own class
    /// back (the input root's `customClass`, or none), the class's outlets to the inner views
    /// out, and the actions aimed at it by ports back at an object outside, as they were.
    private func unsubstituting(xib: IBDocument, root: Int, keepingListFor others: [TextEdit]) -> [TextEdit] {
        var edits: [TextEdit] = []
        let input = copy.original.document
        let names: Set<String> = ["customClass", "customModule", "customModuleProvider"]
        for attribute in xib.attributeIndices(root) where names.contains(xib.attributeName(attribute)) {
            let record = xib.attributes[attribute]
            let start = Int(record.valueStart) - xib.attributeName(attribute).utf8.count - 3
            edits.append(TextEdit(span: ByteSpan(start: start, end: Int(record.valueEnd) + 1), replacement: ""))
        }
        let own = input.attributeIndices(copy.instance.element).filter { names.contains(input.attributeName($0)) }
        if !own.isEmpty {
            var at = Int(xib.elements[root].startTagEnd) - 1
            if xib.bytes[at - 1] == 0x2F { at -= 1 }
            edits.append(
                TextEdit(
                    span: ByteSpan(start: at, end: at),
                    replacement: own.map { " " + input.attributeSource($0) }.joined()))
        }
        // The class's outlets: planned now, or, for a component an earlier run wrote, declared.
        let outlets = Set(plan.outlets.map(\.name)).union(plan.existingDeclaration?.outlets ?? [])
        if let list = xib.child("connections", of: root) {
            let added = xib.children(list).filter {
                xib.tag($0) == "outlet" && outlets.contains(xib.attribute("property", of: $0) ?? "")
            }
            let span = xib.elements[list].span
            let receives = others.contains { $0.span.start >= span.start && $0.span.start < span.end }
            if added.count == xib.children(list).count && !receives {
                edits.append(TextEdit(span: xib.elements[list].span, replacement: ""))
            } else {
                edits += added.map { TextEdit(span: xib.elements[$0].span, replacement: "") }
            }
        }
        guard let rootID = xib.id(of: root) else { return edits }
        for planned in plan.ports where planned.port.kind == .action {
            guard let object = ObjectPath.element(at: planned.port.objectPath, under: root, in: xib),
                let list = xib.child("connections", of: object)
            else { continue }
            for action in xib.children(list)
            where xib.tag(action) == "action" && xib.attribute("selector", of: action) == planned.port.member {
                for attribute in xib.attributeIndices(action)
                where ["destination", "target"].contains(xib.attributeName(attribute))
                    && xib.attributeValue(attribute) == rootID
                {
                    // File's Owner, an object outside (not First Responder, whose actions differ).
                    let owner = plan.platform == .macOS ? "-2" : "-1"
                    edits.append(TextEdit(span: xib.attributes[attribute].valueSpan, replacement: owner))
                }
            }
        }
        return edits
    }

    /// The value a runtime attribute holds in an element (`<real key="value" value="20"/>`, a
    /// colour's attributes but its key), as `PlaceholderRenderer.runtimeValueElement` writes it.
    private static func valueElement(of attribute: Int, in document: IBDocument) -> String? {
        guard let element = document.children(attribute).first(where: { document.attribute("key", of: $0) == "value" })
        else { return nil }
        if document.tag(element) == "color" { return LayoutSlots.colorAttributes(of: element, in: document) }
        return document.attribute("value", of: element)
    }

    /// Edits that give a slot a value: its attribute, or its `<string>` child's text.
    package static func setting(_ slot: ContentSlot, to value: String?, in document: IBDocument) -> [TextEdit] {
        let element = slot.element
        if let attribute = document.attributeIndices(element).first(where: {
            document.attributeName($0) == slot.attribute
        }) {
            let record = document.attributes[attribute]
            guard let value else {
                // Remove ` name="…"`.
                let start = Int(record.valueStart) - slot.attribute.utf8.count - 3
                return [TextEdit(span: ByteSpan(start: start, end: Int(record.valueEnd) + 1), replacement: "")]
            }
            return [TextEdit(span: record.valueSpan, replacement: XMLEscaping.attribute(value))]
        }
        if let child = document.children(element).first(where: {
            ["string", "mutableString"].contains(document.tag($0))
                && document.attribute("key", of: $0) == slot.attribute
        }) {
            guard let value else {
                return [TextEdit(span: document.elements[child].span, replacement: "")]
            }
            var close = Int(document.elements[child].end) - 1
            while document.bytes[close] != 0x3C { close -= 1 }
            let content = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            return [
                TextEdit(
                    span: ByteSpan(start: Int(document.elements[child].startTagEnd), end: close), replacement: content)
            ]
        }
        guard let value else { return [] }
        let record = document.elements[element]
        var insertAt = Int(record.startTagEnd) - 1
        if document.bytes[insertAt - 1] == 0x2F { insertAt -= 1 }
        return [
            TextEdit(
                span: ByteSpan(start: insertAt, end: insertAt),
                replacement: " \(slot.attribute)=\"\(XMLEscaping.attribute(value))\"")
        ]
    }

    /// An edit that adds constraints to a view: into its `<constraints>`, or in a new one.
    package static func inserting(_ constraints: String, into view: Int, of document: IBDocument) -> TextEdit {
        if let list = document.child("constraints", of: view) {
            let end = Int(document.elements[list].end)
            var close = end - 1
            while document.bytes[close] != 0x3C { close -= 1 }
            return TextEdit(span: ByteSpan(start: close, end: close), replacement: constraints)
        }
        var close = Int(document.elements[view].end) - 1
        while document.bytes[close] != 0x3C { close -= 1 }
        return TextEdit(
            span: ByteSpan(start: close, end: close), replacement: "<constraints>\(constraints)</constraints>")
    }
}
