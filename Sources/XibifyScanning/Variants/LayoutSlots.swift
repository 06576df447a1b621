import XibifyFormat

/// The layout values a variant group's copies differ in, as slots of each copy: what extraction
/// turns into the wrapper's typed parameters (#31).
///
/// Each differing property (`CanonicalValues.Value.property`) is one slot per copy, on the
/// element of the copy's document that holds it, found again through the canonical pass's
/// record of which element each node of the text comes from. Its type says how the wrapper sets
/// it: a constraint's `constant`, a font's size, or another number (`number`); a colour, whole
/// (`color`); `YES`/`NO` (`boolean`); any other word (`enumeration`). Anything else (a frame, a
/// font that changes face, two attributes of one element) is a `string` slot that no wrapper
/// property sets, so the planner leaves the group inline (`parameter-not-settable`).
package struct LayoutSlots: Sendable {
    /// Per copy, its layout slots, one per differing property, in the order of the layout.
    package var slots: [[ContentSlot]]
    /// Per slot, the word its parameter is named after (`topConstant`, `textColor`, `fontSize`).
    package var words: [String]

    /// Compound elements whose one attribute is a number the wrapper sets: tag → attribute.
    private static let sizedFonts: [String: String] = ["fontDescription": "pointSize", "font": "size"]

    /// The layout slots of a group's copies; nil when a copy's values cannot be lined up with the
    /// others' or found in its document.
    /// - Parameters:
    ///   - copies: each copy's root, with its document and its canonical pass, made with the
    ///     elements recorded (`Canonicalizer.formRecordingElements`).
    package static func find(_ copies: [(document: IBDocument, root: Int, pass: CanonicalPass)]) -> LayoutSlots? {
        let values = copies.map { copy in
            CanonicalValues(copy.pass.out, elements: copy.pass.elementsInTextOrder).values
        }
        guard let first = values.first, values.allSatisfy({ $0.count == first.count }) else { return nil }
        // The differing values, by property, in the order of the layout.
        var properties: [String] = []
        var indices: [String: [Int]] = [:]
        for index in first.indices where values.contains(where: { $0[index].value != first[index].value }) {
            let property = first[index].property
            if indices[property] == nil { properties.append(property) }
            indices[property, default: []].append(index)
        }
        var slots = [[ContentSlot]](repeating: [], count: copies.count)
        var words: [String] = []
        for property in properties {
            let members = indices[property]!
            // Every value of the property on one element of each copy.
            let elements = values.map { copyValues in Set(members.map { copyValues[$0].element }) }
            guard elements.allSatisfy({ $0.count == 1 && $0.first! >= 0 }) else { return nil }
            let attributes = members.map { first[$0].attribute }
            let reference = copies[0].document
            let element = elements[0].first!
            let tag = reference.tag(element)
            let kind: (type: SlotType, attribute: String, word: String)
            if tag == "color" {
                let key = reference.attribute("key", of: element) ?? "color"
                kind = (.color, key, key)
            } else if tag == "constraint" && attributes == ["constant"] {
                kind = (.number, "constant", (reference.attribute("firstAttribute", of: element) ?? "") + "Constant")
            } else if let size = sizedFonts[tag], attributes == [size] {
                kind = (.number, size, "fontSize")
            } else if attributes.count == 1 && !CanonicalValues.compound.contains(tag) {
                let all = members.flatMap { index in values.map { $0[index].value } }
                let type: SlotType =
                    all.allSatisfy { $0 == "YES" || $0 == "NO" }
                    ? .boolean : all.allSatisfy { Double($0) != nil } ? .number : .enumeration
                kind = (type, attributes[0], attributes[0])
            } else {
                // A frame, a size, a font that changes face: no wrapper property sets it.
                let key = reference.attribute("key", of: element) ?? tag
                kind = (.string, key, key)
            }
            words.append(kind.word)
            let path = first[members[0]].path + "@" + kind.attribute
            for (offset, copy) in copies.enumerated() {
                let element = elements[offset].first!
                let value: String =
                    kind.type == .color
                    ? Self.colorAttributes(of: element, in: copy.document)
                    : values[offset][members[0]].value
                let view = MeaningNamer.view(of: element, root: copy.root, in: copy.document)
                slots[offset].append(
                    ContentSlot(
                        path: path, attribute: kind.attribute, type: kind.type, value: value, element: element,
                        owner: copy.document.attribute("userLabel", of: view)))
            }
        }
        return LayoutSlots(slots: slots, words: words)
    }

    /// A `<color>` element's attributes but its key, as the document writes them
    /// (`red="1" green="0.5" …`): what a runtime attribute of type `color` carries.
    package static func colorAttributes(of element: Int, in document: IBDocument) -> String {
        document.attributeIndices(element).filter { document.attributeName($0) != "key" }.map {
            document.attributeSource($0)
        }.joined(separator: " ")
    }
}
