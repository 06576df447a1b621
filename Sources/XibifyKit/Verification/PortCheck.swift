/// Every reference leaving a copy in the *input* is carried by exactly one port connection of
/// its placeholder, to the same object, and the wrapper declares that port (and, for an action,
/// the forwarding selector; for an outlet, the key it hands the object over by).
struct PortCheck {
    let copy: ReplacedCopy
    let plan: ExtractionPlan
    let declaration: WrapperDeclaration

    func run() throws(VerificationError) {
        let instance = copy.instance
        let objectID = copy.objectID
        let outlets = copy.portOutlets
        let original = copy.original
        let boundary = BoundaryFinder(document: original.document, index: original.index).boundary(of: instance.element)
        // Substituted, references that need the root's own class reach an object of it
        // (RuntimeModelCheck checks the class they receive).
        let blockers = boundary.blockers.filter { plan.style != .substitution || $0.kind != .rootClass }
        if let blocker = blockers.first {
            throw .unaccountedCrossing(path: instance.file, objectID: objectID, reference: blocker.message)
        }
        var used: Set<String> = []
        for crossing in boundary.crossings where crossing.kind != .responderAction {
            let what: String
            switch crossing.kind {
            case .action: what = "action `\(crossing.member)` to \(crossing.targetDescription)"
            case .incomingOutlet: what = "outlet `\(crossing.member)` of \(crossing.targetDescription)"
            default: what = "outlet `\(crossing.member)` to \(crossing.targetDescription)"
            }
            let port = plan.ports.first {
                switch crossing.kind {
                case .action: $0.port.kind == .action && $0.port.member == crossing.member
                case .incomingOutlet:
                    $0.port.kind == .incomingOutlet && $0.port.member == crossing.member
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
            switch crossing.kind {
            case .outlet: keys = declaration.handedKeys
            case .incomingOutlet: keys = declaration.heldKeys
            default: keys = declaration.selectors
            }
            let isDeclared = declaration.ports.contains(name) && keys.contains(crossing.member)
            guard matching.count == 1, matching[0].destination == crossing.targetID, isDeclared else {
                throw .unaccountedCrossing(path: instance.file, objectID: objectID, reference: what)
            }
            used.insert(name)
        }
        // No connection to a port the copy does not use, or to no port at all.
        let ports = Set(plan.ports.map(\.port.name))
        if let extra = outlets.first(where: { !used.contains($0.property) || !ports.contains($0.property) }) {
            throw .unaccountedCrossing(
                path: instance.file, objectID: objectID, reference: "a connection `\(extra.property)` it did not have")
        }
    }
}
