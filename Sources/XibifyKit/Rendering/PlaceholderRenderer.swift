/// Writes the placeholder that replaces one copy.
///
/// It is a plain view of the new class that keeps
/// the copy's id, frame, own size constraints and the state of its place (RootPlacement), gets
/// a design-time intrinsic size where the constraints outside leave its size open, and carries the
/// copy's parameter values as user-defined runtime attributes (IB-FORMAT.md §6, App. B §5),
/// and connects each boundary port to this copy's own object outside.
struct PlaceholderRenderer {
    let plan: ExtractionPlan
    let instance: ClusterInstance
    let document: IBDocument

    /// The document's reference index, for the constraints outside that hold the copy.
    let index: ReferenceIndex

    /// The placeholder's text, its first line without indentation (the file keeps the copy's).
    /// - Parameter ids: the document's id generator, for the port connections' ids.
    func render(ids: inout ObjectIDGenerator) -> String {
        let newline = Reindenter.newline(of: document)
        let root = instance.element
        let baseIndent = Reindenter.indentation(of: Int(document.elements[root].start), in: document)
        // The few depths a placeholder has, made once (String(repeating:count:) is slow).
        let pads = (0..<3).map { String(repeating: " ", count: baseIndent + $0 * 4) }
        let pad = { (depth: Int) in
            depth < pads.count ? pads[depth] : String(repeating: " ", count: baseIndent + depth * 4)
        }
        let geometry = InstanceGeometry(root: root, in: document)

        let macOS = plan.platform == .macOS
        let tag = macOS ? "customView" : "view"
        var attributes: [String] = []
        let rootAttributes = document.attributeIndices(root)
        if let key = rootAttributes.first(where: { document.attributeName($0) == "key" }) {
            attributes.append(document.attributeSource(key))
        }
        // The placeholder draws nothing; the content's drawing stays in the xib.
        if !macOS { attributes.append(#"contentMode="scaleToFill""#) }
        // The copy's place and its state there (RootPlacement), in the file's order.
        for attribute in rootAttributes {
            let name = document.attributeName(attribute)
            guard name != "key", RootPlacement.placeholderOnly.contains(name) || RootPlacement.both.contains(name)
            else { continue }
            attributes.append(document.attributeSource(attribute))
        }
        let intrinsic = IntrinsicSizePlaceholder(root: root, geometry: geometry, document: document, index: index)
        if let width = intrinsic.width { attributes.append(#"placeholderIntrinsicWidth="\#(width)""#) }
        if let height = intrinsic.height { attributes.append(#"placeholderIntrinsicHeight="\#(height)""#) }
        for name in ["id", "userLabel"] {
            if let index = document.attributeIndices(root).first(where: { document.attributeName($0) == name }) {
                attributes.append(document.attributeSource(index))
            }
        }
        attributes.append(#"customClass="\#(plan.className)""#)
        if case .target(let module) = plan.module {
            attributes.append(#"customModule="\#(XMLEscaping.attribute(module))" customModuleProvider="target""#)
        }

        var lines = ["<\(tag) " + attributes.joined(separator: " ") + ">"]
        for element in [geometry.frame, geometry.autoresizingMask].compactMap({ $0 }) {
            lines.append(pad(1) + Reindenter.text(of: element, in: document, indent: baseIndent + 4, newline: newline))
        }
        if !geometry.sizeConstraints.isEmpty, let list = geometry.constraintList {
            lines.append(
                pad(1)
                    + String(
                        decoding: document.bytes[
                            Int(document.elements[list].start)..<Int(document.elements[list].startTagEnd)],
                        as: UTF8.self))
            for constraint in geometry.sizeConstraints {
                lines.append(
                    pad(2) + Reindenter.text(of: constraint, in: document, indent: baseIndent + 8, newline: newline))
            }
            lines.append(pad(1) + "</constraints>")
        }
        for child in document.children(root) where RootPlacement.isPlaceholderChild(child, in: document) {
            lines.append(pad(1) + Reindenter.text(of: child, in: document, indent: baseIndent + 4, newline: newline))
        }
        if !plan.parameters.isEmpty {
            lines.append(pad(1) + "<userDefinedRuntimeAttributes>")
            for parameter in plan.parameters {
                lines.append(
                    pad(2) + Self.runtimeAttribute(parameter, value: instance.slots[parameter.slotIndex].value))
            }
            lines.append(pad(1) + "</userDefinedRuntimeAttributes>")
        }
        if !instance.connections.isEmpty {
            lines.append(pad(1) + "<connections>")
            for connection in instance.connections.sorted(by: { $0.port < $1.port }) {
                let id = ids.make(for: "port \(instance.objectID ?? "") \(connection.port)")
                let destination = XMLEscaping.attribute(connection.destinationID)
                lines.append(
                    pad(2) + #"<outlet property="\#(connection.port)" destination="\#(destination)" id="\#(id)"/>"#)
            }
            lines.append(pad(1) + "</connections>")
        }
        lines.append(pad(0) + "</\(tag)>")
        return lines.joined(separator: newline)
    }

    /// One runtime attribute in the encoding of its type (IB-FORMAT.md §6.1).
    static func runtimeAttribute(_ parameter: PlannedParameter, value: String?) -> String {
        let keyPath = #"keyPath="\#(parameter.name)""#
        guard let value else { return #"<userDefinedRuntimeAttribute type="nil" \#(keyPath)/>"# }
        let escaped = XMLEscaping.attribute(value)
        switch parameter.type {
        case .image:
            let catalog = parameter.imageCatalog.map { #" catalog="\#(XMLEscaping.attribute($0))""# } ?? ""
            return #"<userDefinedRuntimeAttribute type="image" \#(keyPath) value="\#(escaped)"\#(catalog)/>"#
        case .localizedString:
            return #"<userDefinedRuntimeAttribute type="string" \#(keyPath) value="\#(escaped)" localized="YES"/>"#
        case .string:
            return #"<userDefinedRuntimeAttribute type="string" \#(keyPath) value="\#(escaped)"/>"#
        }
    }
}
