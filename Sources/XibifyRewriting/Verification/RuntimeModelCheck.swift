import XibifyFormat
import XibifyScanning

/// What the nib loader hands out after the rewrite is what it handed out before.
///
/// The nib loader does not type-check outlets: an outlet that expects a `UIButton` and receives
/// a plain view is set without complaint, and the app fails later, at the first `UIButton`
/// message. So this check models the objects instead of the XML. Every object has a class
/// (`RuntimeClass`: its `customClass`, or its tag's UIKit/AppKit class; a placeholder's is the
/// wrapper's, as the renderer declared it, with its base class and the platform's view above).
/// For every reference from outside a replaced copy into it, in the input — outlets, outlet
/// collections, `initialFirstResponder`, `nextKeyView`, accessibility connections, bindings,
/// segue anchors, constraints — the object it names in the output must be of the class it
/// named before, or a subclass. Constraints on edges, size and centre only need a view.
/// A XIB's top-level objects count as referenced from outside: the code that loads the XIB
/// receives them.
///
/// And, per plan: the wrapper declares something (a property or a port), and the state of a
/// copy's place is on the placeholder only (RootPlacement). Per file: no launch screen gains a
/// custom class (`LaunchScreenCheck`).
package struct RuntimeModelCheck {
    package let copy: ReplacedCopy
    package let plan: ExtractionPlan
    package let declaration: WrapperDeclaration
    /// The xib and its top-level view.
    package let xib: (document: IBDocument, root: Int)

    package func run() throws(VerificationError) {
        let instance = copy.instance
        let input = copy.original.document
        let inputIndex = copy.original.index
        let output = copy.edited.document
        let root = instance.element
        let range = root..<Int(input.elements[root].subtreeEnd)

        for element in range {
            for reference in inputIndex.references(to: element)
            where !range.contains(reference.source) && input.tag(reference.source) != "designable" {
                if BoundaryFinder.isClassNeutral(reference, in: input) { continue }
                // Typed only where something outside refers to the object (most are not).
                let expected = RuntimeClass(of: element, in: input)
                // An outlet into an object that left the document is handed over by an incoming port.
                let movedAway = copy.edited.index.elementByID[reference.targetID] == nil
                let received =
                    element != root && movedAway && input.tag(reference.source) == "outlet"
                    ? handedOver(element, property: input.attribute("property", of: reference.source), in: input)
                    : receivedClass(reference.targetID, in: output)
                guard let received, received.isKind(of: expected.name) else {
                    throw .classChanged(
                        path: instance.file, objectID: copy.objectID,
                        reference: describe(reference, in: input), expected: expected.name,
                        received: received?.name ?? "nothing")
                }
            }
        }
        // What relies on the root's class without naming it (a baseline-aligned stack view…).
        if let dependency = BoundaryFinder.implicitClassDependencies(of: root, in: input).first {
            let expected = RuntimeClass(of: root, in: input)
            let received = receivedClass(copy.objectID, in: output)
            guard let received, received.isKind(of: expected.name) else {
                throw .classChanged(
                    path: instance.file, objectID: copy.objectID, reference: dependency.what,
                    expected: expected.name, received: received?.name ?? "nothing")
            }
        }
        if BoundaryFinder.isXIBTopLevelView(root, in: input) {
            let expected = RuntimeClass(of: root, in: input)
            let received = receivedClass(copy.objectID, in: output)
            guard let received, received.isKind(of: expected.name) else {
                throw .classChanged(
                    path: instance.file, objectID: copy.objectID,
                    reference: "the XIB's top-level object, which the code loading it receives",
                    expected: expected.name, received: received?.name ?? "nothing")
            }
        }
        if declaration.isEmpty {
            throw .emptyWrapper(path: plan.swiftPath, className: plan.className)
        }
        // The state of the copy's place is on the placeholder, not also on the xib's view.
        let placeholderOnly = RootPlacement(root: root, in: input).placeholderOnly
        for attribute in xib.document.attributeIndices(xib.root)
        where placeholderOnly.contains(xib.document.attributeName(attribute)) {
            throw .placementOnBothLayers(
                path: plan.xibPath, objectID: copy.objectID, attribute: xib.document.attributeName(attribute))
        }
    }

    /// The class of the object an id names in the output: a placeholder of the plan is the
    /// wrapper the renderer declared.
    private func receivedClass(_ id: String, in output: IBDocument) -> RuntimeClass? {
        guard let element = copy.edited.index.elementByID[id] else { return nil }
        if element == copy.placeholder && output.attribute("customClass", of: element) == plan.placeholderClassName {
            return declaration.runtimeClass
        }
        return RuntimeClass(of: element, in: output)
    }

    /// The class of what an incoming port hands an outside object for an outlet into the copy.
    ///
    /// It is the xib's object at the same place (the wrapper's outlet to it), or nil when no port
    /// of the plan carries that outlet. `PortCheck` checks that the placeholder connects the port
    /// to the same holder.
    private func handedOver(_ element: Int, property: String?, in input: IBDocument) -> RuntimeClass? {
        let path = ObjectPath(of: element, under: copy.instance.element, in: input).text
        guard let property,
            let port = plan.ports.first(where: {
                $0.port.kind == .incomingOutlet && $0.port.heldNames.contains(property) && $0.port.objectPath == path
            }),
            port.port.isKeyed
                ? declaration.keyedPorts.contains(port.port.name) : declaration.heldKeys.contains(property)
        else { return nil }
        guard let object = ObjectPath.element(at: path, under: xib.root, in: xib.document) else { return nil }
        return RuntimeClass(of: object, in: xib.document)
    }

    private func describe(_ reference: ReferenceIndex.Reference, in document: IBDocument) -> String {
        let source = reference.source
        let tag = document.tag(source)
        let name =
            document.attribute("property", of: source) ?? document.attribute("selector", of: source)
            ?? document.attribute("name", of: source)
        let line = document.location(of: source).line
        return "\(tag)\(name.map { " `\($0)`" } ?? "") (\(reference.attribute), line \(line))"
    }
}
