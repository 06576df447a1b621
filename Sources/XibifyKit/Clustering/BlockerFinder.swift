/// Finds the references that cross an instance's border (IB-FORMAT.md §3.3).
///
/// References to the instance's *root* from outside are not blockers: the placeholder
/// keeps the root's id, so ancestor constraints and outlets to the root stay valid.
struct BlockerFinder {
    let document: IBDocument
    let index: ReferenceIndex

    /// Every blocker of the subtree rooted at `root`, in document order of the referring element.
    func blockers(of root: Int) -> [Blocker] {
        let range = root..<Int(document.elements[root].subtreeEnd)
        var found: [(Int, Blocker)] = []
        // Outgoing: from inside to outside (or to nothing).
        for reference in index.references(from: range) {
            if let target = reference.target, range.contains(target) { continue }
            found.append((reference.source, blocker(reference, direction: .outgoing, root: root)))
        }
        // Incoming: from outside to the interior.
        for element in range.dropFirst() {
            for reference in index.references(to: element) where !range.contains(reference.source) {
                found.append((reference.source, blocker(reference, direction: .incoming, root: root)))
            }
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    private func blocker(_ reference: ReferenceIndex.Reference, direction: Blocker.Direction, root: Int) -> Blocker {
        let tag = document.tag(reference.source)
        let kind = Self.kind(of: tag, attribute: reference.attribute)
        return Blocker(
            direction: direction,
            kind: kind,
            message: message(reference, kind: kind, direction: direction, root: root),
            location: document.location(of: reference.source),
            referringTag: tag,
            attribute: reference.attribute,
            targetID: reference.targetID
        )
    }

    static func kind(of tag: String, attribute: String) -> Blocker.Kind {
        switch tag {
        case "outlet": .outlet
        case "outletCollection": .outletCollection
        case "action": .action
        case "binding": .binding
        case "segue": .segue
        case "accessibilityConnection": .accessibilityConnection
        case "constraint": .ancestorConstraint
        case "exclude", "include": .traitVariationMask
        case "designable": .designable
        case "tableViewCell", "tableViewCellContentView": .cellReference
        default: .reference
        }
    }

    /// Names an object for a message: its class, label or tag, and where it is.
    private func describe(_ element: Int?, id: String) -> String {
        guard let element else {
            switch id {
            case "-1", "-2", "-3": return document.kind == .xib ? placeholderName(id) : "missing object \(id)"
            default: return "missing object \(id)"
            }
        }
        let tag = document.tag(element)
        if let name = document.attribute("customClass", of: element) ?? document.attribute("userLabel", of: element) {
            return "\(tag) \(name)"
        }
        if document.attribute("sceneMemberID", of: element) == "viewController" { return "the scene's controller" }
        return "\(tag) \(id)"
    }

    private func placeholderName(_ id: String) -> String {
        switch (id, document.platform == .macOS) {
        case ("-1", false), ("-2", true): "File's Owner"
        case ("-2", false), ("-1", true): "First Responder"
        default: "Application"
        }
    }

    /// The element a connection belongs to: the parent of its `<connections>` list.
    private func connectionOwner(_ source: Int) -> Int? {
        let list = Int(document.elements[source].parent)
        guard list >= 0, document.tag(list) == "connections" else { return nil }
        let owner = Int(document.elements[list].parent)
        return owner >= 0 ? owner : nil
    }

    private func message(
        _ reference: ReferenceIndex.Reference,
        kind: Blocker.Kind,
        direction: Blocker.Direction,
        root: Int
    ) -> String {
        let source = reference.source
        let name =
            document.attribute("property", of: source) ?? document.attribute("selector", of: source)
            ?? document.attribute("name", of: source) ?? document.attribute("kind", of: source)
        let what = name.map { "\(kind.readableName) `\($0)`" } ?? kind.readableName
        let target = describe(reference.target, id: reference.targetID)
        switch direction {
        case .incoming:
            let from = connectionOwner(source).map { " of " + describe($0, id: document.id(of: $0) ?? "") } ?? ""
            return "\(what)\(from) points at the interior \(target)"
        case .outgoing:
            let from =
                connectionOwner(source).map { " of the interior " + describe($0, id: document.id(of: $0) ?? "") } ?? ""
            return "\(what)\(from) points outside, at \(target)"
        }
    }
}

extension Blocker.Kind {
    /// Words for messages.
    var readableName: String {
        switch self {
        case .outlet: "outlet"
        case .outletCollection: "outlet collection"
        case .action: "action"
        case .binding: "binding"
        case .segue: "segue"
        case .accessibilityConnection: "accessibility connection"
        case .ancestorConstraint: "constraint"
        case .traitVariationMask: "trait-variation mask"
        case .designable: "designable cache entry"
        case .cellReference: "cell reference"
        case .reference: "reference"
        }
    }
}
