import XibifyFormat
import XibifyScanning

/// Writes the standalone xib of an extraction (IB-FORMAT.md Appendix B): the source's header,
/// File's Owner of the new class with outlets to the parameterised views, First Responder,
/// the template copy as the top-level view, and the resources it uses.
package struct XIBRenderer {
    package let plan: ExtractionPlan
    /// The document the template is copied from: its own, with its crossing connections ported.
    package let document: IBDocument
    /// The template's root in `document`.
    package let root: Int
    /// The template's own document, for the cache entries outside the copy.
    package let source: IBDocument

    /// - Parameters:
    ///   - plan: the plan.
    ///   - document: the template's document.
    ///   - ported: that document with its templates' crossing connections ported (made here
    ///     when not given).
    package init(plan: ExtractionPlan, document: IBDocument, ported: PortedTemplate? = nil) {
        let ported = ported ?? PortedTemplate(plans: [plan], source: document)
        self.plan = plan
        self.document = ported.document
        self.root = ported.root(of: plan)
        self.source = document
    }

    /// Header attributes that only make sense in the storyboard they came from.
    package static let storyboardOnlyHeader: Set<String> = ["type", "initialViewController", "launchScreen"]

    package func render() -> String {
        let newline = Reindenter.newline(of: document)
        var ids = ObjectIDGenerator(seed: plan.cluster.fingerprint + "|" + plan.className, taken: takenIDs())
        var lines: [String] = []
        lines.append(declaration())
        lines.append(header())
        for tag in ["device", "dependencies"] {
            if let element = document.child(tag, of: 0) {
                lines.append(indent(1) + Reindenter.text(of: element, in: document, indent: 4, newline: newline))
            }
        }
        lines.append(indent(1) + "<objects>")
        lines.append(contentsOf: placeholders(&ids))
        lines.append(indent(2) + rootView(&ids, newline: newline))
        lines.append(indent(1) + "</objects>")
        if !plan.template.staleCaches.isEmpty {
            // The designable cache of the moved views travels with them (IB-FORMAT.md §2.5, §7).
            lines.append(indent(1) + "<designables>")
            for entry in plan.template.staleCaches {
                lines.append(indent(2) + Reindenter.text(of: entry, in: source, indent: 8, newline: newline))
            }
            lines.append(indent(1) + "</designables>")
        }
        let used = ResourceReferences.used(in: root..<Int(document.elements[root].subtreeEnd), of: document)
        let entries = ResourceReferences.entries(of: document)
        let kept = used.compactMap { key in entries[key].map { (key, $0) } }.sorted { $0.0 < $1.0 }
        if !kept.isEmpty {
            lines.append(indent(1) + "<resources>")
            for (_, entry) in kept {
                lines.append(indent(2) + Reindenter.text(of: entry, in: document, indent: 8, newline: newline))
            }
            lines.append(indent(1) + "</resources>")
        }
        lines.append("</document>")
        return lines.joined(separator: newline) + newline
    }

    private func indent(_ depth: Int) -> String { String(repeating: " ", count: depth * 4) }

    private func takenIDs() -> Set<String> {
        var ids: Set<String> = ["-1", "-2", "-3"]
        for element in root..<Int(document.elements[root].subtreeEnd) {
            if let id = document.id(of: element) { ids.insert(id) }
        }
        return ids
    }

    private func declaration() -> String {
        let bytes = document.bytes
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if bytes[start...].starts(with: Array("<?xml".utf8)), let end = bytes[start...].firstIndex(of: 0x3E) {
            return String(decoding: bytes[start...end], as: UTF8.self)
        }
        return #"<?xml version="1.0" encoding="UTF-8"?>"#
    }

    private func header() -> String {
        let type: String
        switch plan.platform {
        case .macOS: type = "com.apple.InterfaceBuilder3.Cocoa.XIB"
        case .tvOS: type = "com.apple.InterfaceBuilder.AppleTV.XIB"
        default: type = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        }
        var parts = ["<document", #"type="\#(type)""#]
        for attribute in document.attributeIndices(0) {
            let name = document.attributeName(attribute)
            if Self.storyboardOnlyHeader.contains(name) { continue }
            parts.append(document.attributeSource(attribute))
        }
        return parts.joined(separator: " ") + ">"
    }

    private func classAttributes() -> String {
        var text = #"customClass="\#(plan.className)""#
        if let module = plan.module.name {
            text += #" customModule="\#(XMLEscaping.attribute(module))""#
            if plan.module.isTargetsOwn { text += #" customModuleProvider="target""# }
        }
        return text
    }

    private func placeholders(_ ids: inout ObjectIDGenerator) -> [String] {
        var lines: [String] = []
        let macOS = plan.platform == .macOS
        let ownerOpen =
            macOS
            ? #"<customObject id="-2" userLabel="File's Owner" \#(classAttributes())"#
            : #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \#(classAttributes())"#
        let ownerTag = macOS ? "customObject" : "placeholder"
        if plan.rewriteStyle.keepsRootElement {
            // The xib's own object is the class; whoever loads it owns nothing of it.
            lines.append(
                indent(2)
                    + (macOS
                        ? #"<customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>"#
                        : #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#))
        } else if plan.outlets.isEmpty {
            lines.append(indent(2) + ownerOpen + "/>")
        } else {
            lines.append(indent(2) + ownerOpen + ">")
            lines.append(indent(3) + "<connections>")
            for outlet in plan.outlets.sorted(by: { $0.name < $1.name }) {
                let id = ids.make(for: "outlet " + outlet.name)
                lines.append(
                    indent(4)
                        + #"<outlet property="\#(outlet.name)" destination="\#(outlet.destinationID)" id="\#(id)"/>"#)
            }
            lines.append(indent(3) + "</connections>")
            lines.append(indent(2) + "</\(ownerTag)>")
        }
        if macOS {
            lines.append(
                indent(2) + #"<customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>"#)
            lines.append(indent(2) + #"<customObject id="-3" userLabel="Application" customClass="NSObject"/>"#)
        } else {
            lines.append(
                indent(2)
                    + #"<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>"#)
        }
        return lines
    }

    /// The template copy as a top-level view: at the origin, resizable, without the attributes
    /// and size constraints that described its old place.
    private func rootView(_ ids: inout ObjectIDGenerator, newline: String) -> String {
        let tag = document.tag(root)
        let geometry = InstanceGeometry(root: root, in: document)
        var startTag = "<" + tag
        // The copy's place and its state there belong to the placeholder (RootPlacement).
        let placement = RootPlacement(root: root, in: document)
        let substitution = plan.rewriteStyle.keepsRootElement
        let classNames: Set<String> = ["customClass", "customModule", "customModuleProvider"]
        for attribute in document.attributeIndices(root)
        where !placement.droppedFromXIB(document.attributeName(attribute))
            && !(substitution && classNames.contains(document.attributeName(attribute)))
        {
            startTag += " " + document.attributeSource(attribute)
        }
        // Substitution: the root is an object of the generated class, a subclass of its own.
        if substitution { startTag += " " + classAttributes() }
        var children: [String] = []
        let childIndent = indent(3)
        let frame = geometry.frame.map { frame -> String in
            let width = document.attribute("width", of: frame) ?? "0.0"
            let height = document.attribute("height", of: frame) ?? "0.0"
            return #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#
        }
        let mask = #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#
        children.append(frame ?? #"<rect key="frame" x="0.0" y="0.0" width="320" height="100"/>"#)
        children.append(mask)
        let needsSafeArea =
            plan.platform.usesUIKit && document.attribute("useSafeAreas", of: 0) == "YES"
            && document.child("viewLayoutGuide", key: "safeArea", of: root) == nil
        var placedSafeArea = !needsSafeArea
        let safeArea = { (ids: inout ObjectIDGenerator) in
            #"<viewLayoutGuide key="safeArea" id="\#(ids.make(for: "safeArea"))"/>"#
        }
        for child in document.children(root) {
            if child == geometry.frame || child == geometry.autoresizingMask { continue }
            let childTag = document.tag(child)
            let childKey = document.attribute("key", of: child)
            if childTag == "point" && childKey == "canvasLocation" { continue }
            if placement.isPlaceholderChild(child, in: document) { continue }
            // Written once, below, whatever the source had: no element gets two children of one key.
            if childKey == "simulatedDestinationMetrics" { continue }
            if child == geometry.constraintList {
                let kept = document.children(child).filter { !geometry.sizeConstraints.contains($0) }
                if kept.isEmpty { continue }
                var list = openTag(of: child)
                for constraint in kept {
                    list +=
                        newline + indent(4)
                        + Reindenter.text(of: constraint, in: document, indent: 16, newline: newline)
                }
                list += newline + childIndent + "</constraints>"
                children.append(list)
                continue
            }
            if !placedSafeArea && childTag != "subviews" {
                children.append(safeArea(&ids))
                placedSafeArea = true
            }
            if substitution && childTag == "connections" {
                children.append(rootConnections(&ids, existing: child, newline: newline))
                continue
            }
            children.append(Reindenter.text(of: child, in: document, indent: 12, newline: newline))
        }
        if !placedSafeArea { children.append(safeArea(&ids)) }
        if substitution && document.child("connections", of: root) == nil && !plan.outlets.isEmpty {
            children.append(rootConnections(&ids, existing: nil, newline: newline))
        }
        if plan.platform.usesUIKit {
            children.append(#"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        }
        children.append(#"<point key="canvasLocation" x="0.0" y="0.0"/>"#)
        return startTag + ">" + newline + children.map { childIndent + $0 }.joined(separator: newline) + newline
            + indent(2) + "</\(tag)>"
    }

    /// Substitution: the root's connections, with the generated class's outlets to the inner
    /// views added (the nib loader connects them from the root object, which is the class).
    private func rootConnections(_ ids: inout ObjectIDGenerator, existing: Int?, newline: String) -> String {
        var lines = ["<connections>"]
        if let existing {
            for connection in document.children(existing) {
                lines.append(indent(1) + Reindenter.text(of: connection, in: document, indent: 16, newline: newline))
            }
        }
        for outlet in plan.outlets.sorted(by: { $0.name < $1.name }) {
            let id = ids.make(for: "outlet " + outlet.name)
            lines.append(
                indent(1) + #"<outlet property="\#(outlet.name)" destination="\#(outlet.destinationID)" id="\#(id)"/>"#)
        }
        lines.append("</connections>")
        return lines.joined(separator: newline + indent(3))
    }

    private func openTag(of element: Int) -> String {
        let record = document.elements[element]
        return String(decoding: document.bytes[Int(record.start)..<Int(record.startTagEnd)], as: UTF8.self)
    }
}
