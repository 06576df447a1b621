import XibifyFormat
import XibifyScanning

/// The layout values of the xib's view, each on its element: where re-inflation writes the
/// values a placeholder's layout parameters carry (`ReinflationCheck`, #31).
///
/// Found as clustering found them (`CanonicalValues` over the canonical pass that records each
/// node's element), so a parameter's path names the same value in the xib as in its copies.
struct LayoutValues {
    let values: [CanonicalValues.Value]

    init(_ canonicalizer: Canonicalizer, root: Int) {
        let pass = canonicalizer.formRecordingElements(root)
        values = CanonicalValues(pass.out, elements: pass.elementsInTextOrder).values
    }

    /// Edits that give a layout parameter's element in the xib the value a runtime attribute
    /// carries; nil when the xib has no such value.
    /// - Parameters:
    ///   - parameter: the parameter; its path is the value's path, `@`, and the attribute (a
    ///     colour's key for a colour).
    ///   - value: the runtime attribute's value (`ReinflationCheck` reads it).
    ///   - document: the xib.
    func setting(_ parameter: PlannedParameter, to value: String, in document: IBDocument) -> [TextEdit]? {
        guard let at = parameter.path.lastIndex(of: "@") else { return nil }
        let path = String(parameter.path[..<at])
        let attribute = String(parameter.path[parameter.path.index(after: at)...])
        guard let element = values.first(where: { $0.path == path })?.element, element >= 0 else { return nil }
        switch parameter.type {
        case .color:
            // The whole colour, under its key.
            guard document.tag(element) == "color", document.children(element).isEmpty else { return nil }
            let key = document.attribute("key", of: element) ?? attribute
            return [TextEdit(span: document.elements[element].span, replacement: #"<color key="\#(key)" \#(value)/>"#)]
        case .enumeration:
            // The word of the raw value; where two words share one (a stack's `top` and `leading`),
            // the xib's own if it is one of them, else the first by name.
            guard let raw = Int(value), let words = parameter.accessor.rawValues?.filter({ $0.value == raw }).keys,
                !words.isEmpty
            else { return nil }
            let current = document.attribute(attribute, of: element)
            let word = current.flatMap { words.contains($0) ? $0 : nil } ?? words.sorted()[0]
            return set(attribute, of: element, to: word, in: document)
        case .number, .boolean:
            return set(attribute, of: element, to: value, in: document)
        case .string, .localizedString, .image:
            return nil
        }
    }

    private func set(_ attribute: String, of element: Int, to value: String, in document: IBDocument) -> [TextEdit] {
        ReinflationCheck.setting(
            ContentSlot(path: "", attribute: attribute, type: .string, value: nil, element: element, owner: nil),
            to: value, in: document)
    }
}
