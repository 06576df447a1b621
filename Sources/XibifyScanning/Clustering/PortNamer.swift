import XibifyFormat
import XibifySupport

/// Turns the crossing references of a cluster's copies into the wrapper's ports and each
/// copy's port connections.
///
/// Copies of one cluster have equal canonical forms, so they cross their borders with the
/// same selectors and outlets from the same inner objects; only the objects outside differ.
/// An action port stands for one selector, an outlet port for one inner object's property.
package enum PortNamer {
    /// The ports of a cluster and, per copy, its connections and the blockers ports cannot carry.
    package struct Result {
        package var ports: [BoundaryPort]
        package var connections: [[PortConnection]]
        package var blockers: [[Blocker]]
    }

    /// A port's identity: what it carries, independent of names.
    package static func key(of crossing: BoundaryCrossing) -> String? {
        switch crossing.kind {
        case .action: "action " + crossing.member
        case .outlet: "outlet " + crossing.objectPath + " " + crossing.member
        case .incomingOutlet: "incoming " + crossing.objectPath + " " + crossing.member
        case .incomingConstraint: "constraint " + crossing.objectPath + " " + String(crossing.ordinal)
        case .responderAction: nil
        }
    }

    /// Names the ports after the objects of the first copy that has them, and connects every
    /// copy.
    ///
    /// Actions and outgoing outlets are the same in every copy (they are part of the canonical
    /// form); incoming outlets belong to the objects outside and differ from copy to copy (one
    /// controller holds `startDateLabel`, another `endDateLabel`), so the ports are the union.
    /// - Parameters:
    ///   - crossings: each copy's crossings, in cluster order.
    ///   - documents: each copy's document, in the same order.
    ///   - taken: names the wrapper already uses (parameters, reserved names).
    package static func ports(_ crossings: [[BoundaryCrossing]], documents: [IBDocument], taken: Set<String>) -> Result
    {
        var used = taken
        var ports: [BoundaryPort] = []
        var portByKey: [String: Int] = [:]
        let first = crossings.first ?? []
        // An inner object held under one name in each copy and under different names across
        // them gets one port for its role; each placeholder names its holder's property.
        let keyed = keyedObjects(crossings)
        func stem(_ crossing: BoundaryCrossing, _ document: IBDocument) -> String {
            let objectClass = ObjectClass.name(tag: document.tag(crossing.object), platform: document.platform)
            var scratch = taken
            return ObjectNamer.name(
                for: crossing.object, viewClass: objectClass, in: document, used: &scratch,
                // An object without a label is named by what its holders' names share (`titleLabel`
                // for `bluetoothOffTitle` and `searchingTitle`), as the wrapper's outlet to it is.
                meaning: keyed[crossing.objectPath] != nil
                    ? MeaningNamer.held(objectAt: crossing.objectPath, in: crossings) : nil)
        }
        // Action ports whose controls would give them one name all say their selector.
        var selectorsByStem: [String: Set<String>] = [:]
        for crossing in first where crossing.kind == .action {
            selectorsByStem[stem(crossing, documents[0]), default: []].insert(crossing.member)
        }
        func portKey(_ crossing: BoundaryCrossing) -> String? {
            crossing.kind == .incomingOutlet && keyed[crossing.objectPath] != nil
                ? "held " + crossing.objectPath : key(of: crossing)
        }
        let all = zip(crossings, documents).flatMap { copy, document in copy.map { ($0, document) } }
        for (crossing, document) in all {
            guard let key = portKey(crossing), portByKey[key] == nil else { continue }
            let stem = stem(crossing, document)
            let heldAs = crossing.kind == .incomingOutlet ? keyed[crossing.objectPath] ?? [] : []
            var name: String
            if !heldAs.isEmpty {
                // The object's role alone (`valueLabelHolder`); its key says under which name.
                name = stem + "Holder"
            } else if crossing.kind == .action {
                let selectorStem = crossing.member.split(separator: ":").first.map(String.init) ?? ""
                let shared = selectorsByStem[stem, default: []].count > 1
                name = stem + (shared ? SwiftIdentifier.camelCase(selectorStem, upperFirst: true) : "") + "Target"
            } else if crossing.kind == .incomingOutlet {
                // The inner object, the holder's property where it says more, then `Holder`:
                // `titleLabel` held as `startDateLabel` → `titleLabelStartDateLabelHolder`;
                // `nameLabel` held as `nameLabel` → `nameLabelHolder`.
                let property =
                    crossing.member == stem ? "" : SwiftIdentifier.camelCase(crossing.member, upperFirst: true)
                // A constraint is named by its holder's property alone (`iconWidthConstraintHolder`).
                // An object with no label of its own (`label`, `button`) is named by the holder's
                // property alone (`endDateTitleLabelHolder`, not `labelEndDateTitleLabelHolder`).
                let unlabelled = document.attribute("userLabel", of: crossing.object) == nil
                name =
                    document.tag(crossing.object) == "constraint" || unlabelled
                    ? crossing.member + "Holder" : stem + property + "Holder"
            } else if crossing.kind == .incomingConstraint {
                // `codeLabelConstraint`, then `codeLabelConstraint2` for a second one on it.
                name = stem + "Constraint" + (crossing.ordinal > 1 ? String(crossing.ordinal) : "")
            } else {
                name = stem + SwiftIdentifier.camelCase(crossing.member, upperFirst: true)
            }
            let base = name
            var counter = 2
            // A keyed port's key property (`valueLabelHolderKey`) is the wrapper's too.
            while !SwiftIdentifier.isValid(name) || used.contains(name)
                || (!heldAs.isEmpty && used.contains(name + "Key"))
            {
                name = (SwiftIdentifier.isValid(base) ? base : "port") + String(counter)
                counter += 1
            }
            used.insert(name)
            if !heldAs.isEmpty { used.insert(name + "Key") }
            let label = document.attribute("userLabel", of: crossing.object)
            portByKey[key] = ports.count
            ports.append(
                BoundaryPort(
                    kind: portKind(crossing.kind),
                    name: name,
                    member: crossing.kind == .incomingConstraint
                        ? String(crossing.ordinal) : heldAs.isEmpty ? crossing.member : "",
                    objectPath: crossing.objectPath,
                    objectDescription: document.tag(crossing.object) + (label.map { " \"\($0)\"" } ?? ""),
                    heldAs: heldAs
                ))
        }
        var allConnections: [[PortConnection]] = []
        var allBlockers: [[Blocker]] = []
        for copy in crossings {
            var connections: [PortConnection] = []
            var blockers: [Blocker] = []
            for crossing in copy {
                guard let key = portKey(crossing) else { continue }
                guard let port = portByKey[key].map({ ports[$0] }) else {
                    // Equal canonical forms make this unreachable; refuse rather than guess.
                    blockers.append(
                        blocker(
                            crossing, "no port of the cluster carries it",
                            advice: "this is a bug in xibify; please report it with the file"))
                    continue
                }
                if let existing = connections.first(where: { $0.port == port.name }) {
                    if existing.destinationID != crossing.targetID {
                        blockers.append(
                            crossing.kind == .incomingOutlet
                                ? blocker(
                                    crossing,
                                    "`\(crossing.member)` is held by \(existing.destination) and by "
                                        + "\(crossing.targetDescription); one port hands an object to one holder",
                                    advice: "give one of the two outlets another name, or hold the object in one place")
                                : blocker(
                                    crossing,
                                    "action `\(crossing.member)` goes to \(existing.destination) and to "
                                        + "\(crossing.targetDescription); one port forwards it to one object",
                                    advice: "give the controls different selectors, or send both to one object"))
                    }
                    continue
                }
                connections.append(
                    PortConnection(
                        port: port.name, destinationID: crossing.targetID, destination: crossing.targetDescription,
                        key: port.isKeyed ? crossing.member : nil))
            }
            allConnections.append(connections.sorted { $0.port < $1.port })
            allBlockers.append(blockers)
        }
        return Result(ports: ports.sorted { $0.name < $1.name }, connections: allConnections, blockers: allBlockers)
    }

    /// The inner objects (by path) that one keyed port carries, with the names their holders
    /// reach them by: objects held under different names in different copies, and under one name
    /// in each (an object one copy holds twice keeps a port per name, each connected by that copy).
    /// - Parameter crossings: each copy's crossings.
    /// - Returns: the names by object path, sorted.
    package static func keyedObjects(_ crossings: [[BoundaryCrossing]]) -> [String: [String]] {
        var names: [String: Set<String>] = [:]
        var heldTwice: Set<String> = []
        for copy in crossings {
            var own: [String: Set<String>] = [:]
            for crossing in copy where crossing.kind == .incomingOutlet {
                own[crossing.objectPath, default: []].insert(crossing.member)
            }
            for (path, members) in own {
                names[path, default: []].formUnion(members)
                if members.count > 1 { heldTwice.insert(path) }
            }
        }
        return names.filter { $0.value.count > 1 && !heldTwice.contains($0.key) }.mapValues { $0.sorted() }
    }

    /// The kind of port that carries a kind of crossing.
    private static func portKind(_ kind: BoundaryCrossing.Kind) -> BoundaryPort.Kind {
        switch kind {
        case .action, .responderAction: .action
        case .outlet: .outlet
        case .incomingOutlet: .incomingOutlet
        case .incomingConstraint: .incomingConstraint
        }
    }

    private static func blocker(_ crossing: BoundaryCrossing, _ message: String, advice: String) -> Blocker {
        Blocker(
            direction: crossing.kind == .incomingOutlet ? .incoming : .outgoing, kind: .conflictingTargets,
            message: message, location: crossing.location,
            referringTag: crossing.kind == .action ? "action" : "outlet",
            attribute: crossing.kind == .outlet ? "destination" : "target", targetID: crossing.targetID,
            advice: advice)
    }
}
