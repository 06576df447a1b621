import XibifyFormat
import XibifyScanning

/// Writes the placeholder that replaces one copy.
///
/// It is a plain view of the new class (substituted: an element of the root's kind, of the
/// class's `…Placeholder` subclass, which hands out the xib's object) that keeps
/// the copy's id, frame, own size constraints and the state of its place (RootPlacement), gets
/// a design-time intrinsic size where the constraints outside leave its size open, and carries the
/// copy's parameter values as user-defined runtime attributes (IB-FORMAT.md §6, App. B §5),
/// and connects each boundary port to this copy's own object outside.
package struct PlaceholderRenderer {
    package let plan: ExtractionPlan
    package let instance: ClusterInstance
    package let document: IBDocument

    /// The document's reference index, for the constraints outside that hold the copy.
    package let index: ReferenceIndex

    /// The placeholder's text, its first line without indentation (the file keeps the copy's).
    /// - Parameter ids: the document's id generator, for the port connections' ids.
    package func render(ids: inout ObjectIDGenerator) -> String {
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
        // Substituted, the placeholder keeps the root's element kind, so it decodes as that class.
        let substitution = plan.rewriteStyle.keepsRootElement
        let tag = substitution ? document.tag(root) : macOS ? "customView" : "view"
        var attributes: [String] = []
        let rootAttributes = document.attributeIndices(root)
        if let key = rootAttributes.first(where: { document.attributeName($0) == "key" }) {
            attributes.append(document.attributeSource(key))
        }
        // The placeholder draws nothing; the content's drawing stays in the xib.
        if !macOS && !substitution { attributes.append(#"contentMode="scaleToFill""#) }
        // The copy's place and its state there (RootPlacement), in the file's order.
        let placement = RootPlacement(root: root, in: document)
        for attribute in rootAttributes {
            let name = document.attributeName(attribute)
            guard name != "key", placement.onPlaceholder(name) else { continue }
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
        attributes.append(#"customClass="\#(plan.placeholderClassName)""#)
        if let module = plan.module.name {
            attributes.append(#"customModule="\#(XMLEscaping.attribute(module))""#)
            if plan.module.isTargetsOwn { attributes.append(#"customModuleProvider="target""#) }
        }

        var lines = ["<\(tag) " + attributes.joined(separator: " ") + ">"]
        if let frame = geometry.frame {
            lines.append(
                pad(1)
                    + ((substitution ? nil : alignmentFrame(frame, geometry: geometry, plainRoot: placement.plainRoot))
                        ?? Reindenter.text(of: frame, in: document, indent: baseIndent + 4, newline: newline)))
        }
        if let mask = geometry.autoresizingMask {
            lines.append(pad(1) + Reindenter.text(of: mask, in: document, indent: baseIndent + 4, newline: newline))
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
        for child in document.children(root) where placement.isPlaceholderChild(child, in: document) {
            lines.append(pad(1) + Reindenter.text(of: child, in: document, indent: baseIndent + 4, newline: newline))
        }
        if substitution && macOS {
            lines += requiredParts(ids: &ids, indent: baseIndent + 4, newline: newline).map { pad(1) + $0 }
        }
        // A root that preserves its superview's margins gets them through the placeholder, whose
        // own margins must then add nothing (a view's margins are the larger of its own and its
        // superview's): zero, instead of UIKit's default 8.
        if !macOS && !substitution && document.attribute("preservesSuperviewLayoutMargins", of: root) == "YES" {
            lines.append(
                pad(1)
                    + #"<directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="0.0" bottom="0.0" trailing="0.0"/>"#
            )
        }
        let constants = constraintConstants()
        let keys = heldKeys()
        if !plan.parameters.isEmpty || !constants.isEmpty || !keys.isEmpty {
            lines.append(pad(1) + "<userDefinedRuntimeAttributes>")
            // Localized strings first, in the wrapper's order: their translations are keyed by their
            // position among the object's localized attributes (rewrite.md, "Translations"), which is
            // then also their position among all of them, whichever way ibtool counts.
            let localized = plan.parameters.filter {
                $0.type == .localizedString && instance.slots[$0.slotIndex].value != nil
            }
            let others = plan.parameters.filter { parameter in !localized.contains { $0.name == parameter.name } }
            for parameter in localized + others {
                let value = instance.slots[parameter.slotIndex].value
                if let inner = Self.runtimeValueElement(parameter, value: value) {
                    lines += [
                        pad(2)
                            + #"<userDefinedRuntimeAttribute type="\#(parameter.type.runtimeType)" keyPath="\#(parameter.name)">"#,
                        pad(3) + inner,
                        pad(2) + "</userDefinedRuntimeAttribute>",
                    ]
                } else {
                    lines.append(pad(2) + Self.runtimeAttribute(parameter, value: value))
                }
            }
            // What each constraint port's constraint had as its constant (the document's is shifted).
            for (port, constant) in constants {
                lines += [
                    pad(2) + #"<userDefinedRuntimeAttribute type="number" keyPath="\#(port)Constant">"#,
                    pad(3) + #"<real key="value" value="\#(constant)"/>"#,
                    pad(2) + "</userDefinedRuntimeAttribute>",
                ]
            }
            // The name each keyed port hands its object to the holder under.
            for (property, key) in keys {
                lines.append(
                    pad(2)
                        + #"<userDefinedRuntimeAttribute type="string" keyPath="\#(property)" value="\#(XMLEscaping.attribute(key))"/>"#
                )
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

    /// Each keyed port this copy connects, as the wrapper's key property and the holder's
    /// property this copy's object was held as, in port order.
    package func heldKeys() -> [(property: String, key: String)] {
        instance.connections.sorted(by: { $0.port < $1.port }).compactMap { connection in
            guard let key = connection.key,
                let port = plan.ports.first(where: { $0.port.name == connection.port && $0.port.isKeyed })
            else { return nil }
            return (port.port.keyProperty, key)
        }
    }

    /// Each constraint port this copy connects, with the constant its constraint has in the
    /// copy, as the document writes it (`8`, `20.5`; `0.0` when it has none), in port order.
    package func constraintConstants() -> [(port: String, constant: String)] {
        instance.connections.sorted(by: { $0.port < $1.port }).compactMap { connection in
            guard
                plan.ports.contains(where: { $0.port.name == connection.port && $0.port.kind == .incomingConstraint }),
                let crossing = instance.crossings.first(where: {
                    $0.kind == .incomingConstraint && $0.targetID == connection.destinationID
                })
            else { return nil }
            return (connection.port, document.attribute("constant", of: crossing.connection) ?? "0.0")
        }
    }

    /// Substituted on macOS: what AppKit and Interface Builder take as part of the element kind.
    ///
    /// A control's cell with the copy's own look and values (its kind, font, colours, title,
    /// image, state), a box's or scroll view's content view, each with a new id. At run time the
    /// placeholder is discarded when it is decoded; but where the class is not found, in Interface
    /// Builder without the designable, and in any other loader that does not run the swap (GNUstep
    /// stops at a text cell with no font), the placeholder is what is drawn: the copy's cell draws
    /// the copy. Nothing on them names an object of the copy, which moves into the xib: a cell's
    /// references (a pop-up button cell's `selectedItem`), the parts that hold objects of their own
    /// (its menu and items) and archived images' names are left out. The title keeps the base
    /// language: the document's translations name the copy's own cell, which moved into the xib.
    private func requiredParts(ids: inout ObjectIDGenerator, indent: Int, newline: String) -> [String] {
        let root = instance.element
        var parts: [String] = []
        for child in document.children(root) {
            let tag = document.tag(child)
            let key = document.attribute("key", of: child)
            let id = ids.make(for: "substitution \(instance.objectID ?? "") \(tag) \(key ?? "")")
            if key == "cell" {
                var attributes = document.attributeIndices(child).filter { isValue($0, on: tag) }.map {
                    document.attributeSource($0)
                }
                attributes.append(#"id="\#(id)""#)
                let looks = document.children(child).filter { holdsNoObject($0) }
                guard !looks.isEmpty else {
                    parts.append("<\(tag) " + attributes.joined(separator: " ") + "/>")
                    continue
                }
                let inner = String(repeating: " ", count: indent + 4)
                parts.append(
                    (["<\(tag) " + attributes.joined(separator: " ") + ">"]
                        + looks.map {
                            inner + Reindenter.text(of: $0, in: document, indent: indent + 4, newline: newline)
                        }
                        + [String(repeating: " ", count: indent) + "</\(tag)>"]).joined(separator: newline))
            } else if key == "contentView" && ["box", "scrollView"].contains(document.tag(root)) {
                parts.append(#"<\#(tag) key="contentView" id="\#(id)"/>"#)
            }
        }
        return parts
    }

    /// The copy's cell that a substituted macOS placeholder keeps (`requiredParts`), with the
    /// parts of it left out: the resources the kept parts name stay in the document.
    package var keptCell: (cell: Int, leftOut: [Range<Int>])? {
        guard plan.platform == .macOS, plan.rewriteStyle.keepsRootElement,
            let cell = document.children(instance.element).first(where: {
                document.attribute("key", of: $0) == "cell"
            })
        else { return nil }
        let leftOut = document.children(cell).filter { !holdsNoObject($0) }.map {
            $0..<Int(document.elements[$0].subtreeEnd)
        }
        return (cell, leftOut)
    }

    /// Whether a part of a cell is a value of its look only (a font, a colour, a title string, a
    /// behaviour): nothing in it has an id, names another object or holds an archived image.
    private func holdsNoObject(_ element: Int) -> Bool {
        let end = Int(document.elements[element].subtreeEnd)
        return (element..<end).allSatisfy { inner in
            let tag = document.tag(inner)
            return tag != "connections" && document.attributeIndices(inner).allSatisfy { isValue($0, on: tag) }
        }
    }

    /// Whether an attribute is a value of its element only: not its id, no reference to another
    /// object, no archived image's name.
    private func isValue(_ attribute: Int, on tag: String) -> Bool {
        let name = document.attributeName(attribute)
        return name != "id" && !CanonicalizationRules.isReference(name, on: tag)
            && index.embedded(atAttribute: attribute) == nil
    }

    /// The frame of a macOS placeholder standing for a control, as its alignment rectangle.
    ///
    /// An AppKit control's frame is larger than its alignment rectangle (a text field's by 2
    /// points a side, a push button's by 6), and constraints hold the alignment rectangle: the
    /// control's own `width = 150` with a frame 154 wide. A custom view's alignment rectangle is
    /// its frame, so a placeholder with the control's frame would be misplaced ("Frame will be
    /// different at run time"). Where the copy's own equal-size constraint fixes a dimension,
    /// the frame is inset to it, centred; nil when nothing changes.
    private func alignmentFrame(_ frame: Int, geometry: InstanceGeometry, plainRoot: Bool) -> String? {
        guard plan.platform == .macOS, !plainRoot,
            var x = document.attribute("x", of: frame).flatMap(Double.init),
            var y = document.attribute("y", of: frame).flatMap(Double.init),
            var width = document.attribute("width", of: frame).flatMap(Double.init),
            var height = document.attribute("height", of: frame).flatMap(Double.init)
        else { return nil }
        var changed = false
        for constraint in geometry.sizeConstraints {
            guard (document.attribute("relation", of: constraint) ?? "equal") == "equal",
                (document.attribute("priority", of: constraint) ?? "1000") == "1000",
                let constant = document.attribute("constant", of: constraint).flatMap(Double.init)
            else { continue }
            switch document.attribute("firstAttribute", of: constraint) {
            case "width" where constant < width:
                x += (width - constant) / 2
                width = constant
                changed = true
            case "height" where constant < height:
                y += (height - constant) / 2
                height = constant
                changed = true
            default: continue
            }
        }
        guard changed else { return nil }
        let spell = CanonicalNumber.spell
        return
            #"<rect key="frame" x="\#(spell(x))" y="\#(spell(y))" width="\#(spell(width))" height="\#(spell(height))"/>"#
    }

    /// One runtime attribute in the encoding of its type (IB-FORMAT.md §6.1).
    package static func runtimeAttribute(_ parameter: PlannedParameter, value: String?) -> String {
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
        case .boolean:
            return #"<userDefinedRuntimeAttribute type="boolean" \#(keyPath) value="\#(escaped)"/>"#
        case .number, .color, .enumeration:
            // Written with their value element (`runtimeValueElement`).
            return #"<userDefinedRuntimeAttribute type="\#(parameter.type.runtimeType)" \#(keyPath)/>"#
        }
    }

    /// The element that holds a layout parameter's value inside its runtime attribute: a number as
    /// Interface Builder writes one (`<integer>` when whole, `<real>` otherwise; an enumeration's
    /// word as its raw value), a colour as the copy's `<color>` with the key `value`; nil for the
    /// types whose value is an attribute.
    package static func runtimeValueElement(_ parameter: PlannedParameter, value: String?) -> String? {
        guard let value else { return nil }
        switch parameter.type {
        case .number:
            return numberElement(value)
        case .enumeration:
            return parameter.accessor.rawValues?[value].map { numberElement(String($0)) }
        case .color:
            return #"<color key="value" \#(value)/>"#
        case .string, .localizedString, .image, .boolean:
            return nil
        }
    }

    private static func numberElement(_ value: String) -> String {
        let whole = Double(value).map { $0 == $0.rounded() && abs($0) < 1e15 } ?? false
        return whole && !value.contains(".") && !value.contains("e")
            ? #"<integer key="value" value="\#(value)"/>"# : #"<real key="value" value="\#(value)"/>"#
    }
}
