import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// Every reference leaving a copy in the *input* is carried by exactly one port connection of
/// its placeholder, to the same object, and the wrapper declares that port (and, for an action,
/// the forwarding selector; for an outlet, the key it hands the object over by).
package struct PortCheck {
    package let copy: ReplacedCopy
    package let plan: ExtractionPlan
    package let declaration: WrapperDeclaration
    /// Where the wrappers of components are read.
    package let files: WorkspaceFiles
    /// The holders' outlets read so far in this verification.
    package var holders = HolderOutletsCache()

    package func run() throws(VerificationError) {
        let instance = copy.instance
        let objectID = copy.objectID
        let outlets = copy.portOutlets
        let original = copy.original
        let boundary = BoundaryFinder(document: original.document, index: original.index, files: files)
            .boundary(of: instance.element)
        // Substituted, references that need the root's own class reach an object of it
        // (RuntimeModelCheck checks the class they receive).
        let blockers = Assessment.blockers(among: boundary.blockers, style: plan.rewriteStyle)
        if let blocker = blockers.first {
            throw .unaccountedCrossing(path: instance.file, objectID: objectID, reference: blocker.message)
        }
        var used: Set<String> = []
        for crossing in boundary.crossings where crossing.kind != .responderAction {
            let what: String
            switch crossing.kind {
            case .action: what = "action `\(crossing.member)` to \(crossing.targetDescription)"
            case .incomingOutlet: what = "outlet `\(crossing.member)` of \(crossing.targetDescription)"
            case .incomingConstraint: what = crossing.targetDescription
            default: what = "outlet `\(crossing.member)` to \(crossing.targetDescription)"
            }
            let port = plan.ports.first {
                switch crossing.kind {
                case .action: $0.port.kind == .action && $0.port.member == crossing.member
                case .incomingOutlet:
                    $0.port.kind == .incomingOutlet && $0.port.heldNames.contains(crossing.member)
                        && $0.port.objectPath == crossing.objectPath
                case .incomingConstraint:
                    $0.port.kind == .incomingConstraint && $0.port.member == String(crossing.ordinal)
                        && $0.port.objectPath == crossing.objectPath
                default:
                    $0.port.kind == .outlet && $0.port.member == crossing.member
                        && $0.port.objectPath == crossing.objectPath
                }
            }
            guard let port else {
                throw .unaccountedCrossing(path: instance.file, objectID: objectID, reference: what)
            }
            let name = port.port.name
            let matching = outlets.filter { $0.property == name }
            let keys: [String]
            let key: String
            switch crossing.kind {
            case .outlet: (keys, key) = (declaration.handedKeys, crossing.member)
            case .incomingOutlet: (keys, key) = (declaration.heldKeys, crossing.member)
            case .incomingConstraint: (keys, key) = (declaration.properties, name + "Constant")
            default: (keys, key) = (declaration.selectors, crossing.member)
            }
            let isDeclared =
                port.port.isKeyed
                // The placeholder names the holder's property, and the port takes any name it sets.
                ? declaration.ports.contains(name) && declaration.keyedPorts.contains(name)
                    && declaration.properties.contains(port.port.keyProperty)
                    && placeholderString(port.port.keyProperty) == crossing.member
                : declaration.ports.contains(name) && keys.contains(key)
            guard matching.count == 1, matching[0].destination == crossing.targetID, isDeclared else {
                throw .unaccountedCrossing(path: instance.file, objectID: objectID, reference: what)
            }
            if crossing.kind == .incomingOutlet {
                try requireHeld(crossing, port: name, what: what)
            }
            if crossing.kind == .incomingConstraint, !remadeAsBefore(crossing, port: name) {
                throw .unaccountedCrossing(
                    path: instance.file, objectID: objectID,
                    reference: what + ", which the port would not make again as it was")
            }
            used.insert(name)
        }
        // No connection to a port the copy does not use, or to no port at all.
        // (A constraint port's constant is checked with its constraint.)
        let ports = Set(plan.ports.map(\.port.name))
        if let extra = outlets.first(where: { !used.contains($0.property) || !ports.contains($0.property) }) {
            throw .unaccountedCrossing(
                path: instance.file, objectID: objectID, reference: "a connection `\(extra.property)` it did not have")
        }
    }

    /// Whether the holder of an incoming outlet gets the object.
    ///
    /// A port that assigns a typed property casts to the holder's own class, and a port that
    /// hands it over by key names an outlet the holder's class declares, where its source (and its
    /// superclasses' up to the framework's) is found, for an object the nib makes itself. Where it
    /// is not, the key is the document's, as it was.
    private func requireHeld(_ crossing: BoundaryCrossing, port: String, what: String) throws(VerificationError) {
        let document = copy.original.document
        let list = Int(document.elements[crossing.connection].parent)
        let holder = list >= 0 ? Int(document.elements[list].parent) : -1
        let className = holder >= 0 ? document.attribute("customClass", of: holder) : nil
        let roots = SourceClassNames.projectRoots(of: [plan.xibPath, plan.swiftPath], files: files)
        let outlets = className.flatMap { holders.outlets(className: $0, roots: roots, files: files) }
        if let typed = declaration.typedHolder(port: port, property: crossing.member) {
            guard outlets?.chain.first?.swiftName == typed else {
                throw .unaccountedCrossing(
                    path: copy.instance.file, objectID: copy.objectID,
                    reference: what + ", whose holder is not a `\(typed)` the port casts to")
            }
            return
        }
        // A placeholder's object (File's Owner, an external object) is handed in by the code that
        // loads the nib, and may be of a subclass of the class the document names (Radar COVID's
        // xibs name `BaseViewController`, loaded by its subclasses, which declare the outlets):
        // only an object the nib makes itself is of exactly its class.
        if let className, let outlets, document.tag(holder) != "placeholder",
            outlets.declares(crossing.member) == false
        {
            throw .undeclaredHolderKey(
                path: copy.instance.file, objectID: copy.objectID, holderClass: className, key: crossing.member)
        }
    }

    /// Every port a generated wrapper declares is connected by at least one of its placeholders.
    ///
    /// A port only a copy left inline used would be a member nobody sets, with code that hands
    /// its object over to nothing; planning names the ports of the replaced copies alone
    /// (`DuplicateCluster.ported(by:documents:)`), and this keeps such a port from coming back.
    /// An adopted component's class is not checked: it was written for the placeholders of an
    /// earlier run too, which connect the ports these copies do not.
    /// - Parameters:
    ///   - plan: the plan.
    ///   - declaration: what its wrapper declares.
    ///   - copies: its replaced copies, read back from the output.
    package static func everyPortConnected(
        plan: ExtractionPlan, declaration: WrapperDeclaration, copies: [ReplacedCopy]
    ) throws(VerificationError) {
        guard !plan.adoptsExistingClass else { return }
        let connected = Set(copies.flatMap { $0.portOutlets.map(\.property) })
        if let port = declaration.ports.first(where: { !connected.contains($0) }) {
            throw .unconnectedPort(path: plan.swiftPath, className: plan.className, port: port)
        }
    }

    /// Whether the constraint a constraint port makes at run time is the copy's: the document's
    /// constraint, read back from the output, with the placeholder put back as the inner view
    /// it named and the constant the placeholder carries, equals the input's in every attribute.
    private func remadeAsBefore(_ crossing: BoundaryCrossing, port: String) -> Bool {
        let input = copy.original.document
        let output = copy.edited.document
        guard let innerID = input.id(of: crossing.object),
            let edited = copy.edited.index.elementByID[crossing.targetID],
            output.tag(edited) == "constraint",
            let constant = placeholderNumber(port + "Constant")
        else { return false }
        func attributes(_ document: IBDocument, _ element: Int) -> [String: String] {
            Dictionary(
                document.attributeIndices(element).map { (document.attributeName($0), document.attributeValue($0)) },
                uniquingKeysWith: { first, _ in first })
        }
        var before = attributes(input, crossing.connection)
        var after = attributes(output, edited)
        // At run time the wrapper names the inner view where the document names the placeholder.
        guard after[crossing.member] == copy.objectID else { return false }
        after[crossing.member] = innerID
        let constantBefore = before.removeValue(forKey: "constant").flatMap(Double.init) ?? 0
        after.removeValue(forKey: "constant")
        return before == after && constantBefore == constant
    }

    /// A string the placeholder sets as a runtime attribute (`value="deviceIdLabel"`), unlocalized.
    private func placeholderString(_ keyPath: String) -> String? {
        let document = copy.edited.document
        guard let list = document.child("userDefinedRuntimeAttributes", of: copy.placeholder) else { return nil }
        let matching = document.children(list).filter {
            document.attribute("keyPath", of: $0) == keyPath && document.attribute("type", of: $0) == "string"
                && document.attribute("localized", of: $0) == nil
        }
        return matching.count == 1 ? document.attribute("value", of: matching[0]) : nil
    }

    /// A number the placeholder sets as a runtime attribute (`<real key="value" value="8"/>`).
    private func placeholderNumber(_ keyPath: String) -> Double? {
        let document = copy.edited.document
        guard let list = document.child("userDefinedRuntimeAttributes", of: copy.placeholder),
            let attribute = document.children(list).first(where: {
                document.attribute("keyPath", of: $0) == keyPath && document.attribute("type", of: $0) == "number"
            })
        else { return nil }
        let value = document.children(attribute).first { document.attribute("key", of: $0) == "value" }
        return value.flatMap { document.attribute("value", of: $0) }.flatMap(Double.init)
    }
}
