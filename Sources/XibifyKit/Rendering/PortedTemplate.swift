/// The template copy's document with its crossing connections re-aimed for the xib: actions
/// carried by ports go to File's Owner (the wrapper), First Responder actions to the xib's
/// First Responder, and outgoing outlets (handed over by ports at runtime) are left out.
///
/// The edits are made to the source bytes and the result parsed again, so the xib writer
/// copies the template as exactly as it copies an unported one.
struct PortedTemplate {
    /// The document to copy the template from.
    let document: IBDocument
    /// The template's root in `document`.
    let root: Int

    /// Ports the template of a plan.
    /// - Parameters:
    ///   - plan: the plan.
    ///   - source: the template's document.
    init(plan: ExtractionPlan, source: IBDocument) {
        let template = plan.template
        let crossings = template.crossings
        guard !crossings.isEmpty else {
            document = source
            root = template.element
            return
        }
        let macOS = plan.platform == .macOS
        let owner = macOS ? "-2" : "-1"
        let firstResponder = macOS ? "-1" : "-2"
        var edits: [TextEdit] = []
        var removedByList: [Int: [Int]] = [:]
        for crossing in crossings {
            switch crossing.kind {
            case .action, .responderAction:
                let attribute = source.attributeIndices(crossing.connection).first {
                    ["destination", "target"].contains(source.attributeName($0))
                }
                if let attribute {
                    let value = crossing.kind == .action ? owner : firstResponder
                    edits.append(TextEdit(span: source.attributes[attribute].valueSpan, replacement: value))
                }
            case .outlet:
                removedByList[Int(source.elements[crossing.connection].parent), default: []].append(
                    crossing.connection)
            }
        }
        for (list, removed) in removedByList {
            if removed.count == source.children(list).count {
                edits.append(TextEdit(span: TextEdit.lineSpan(of: list, in: source), replacement: ""))
            } else {
                edits += removed.map { TextEdit(span: TextEdit.lineSpan(of: $0, in: source), replacement: "") }
            }
        }
        let bytes = TextEdit.apply(edits, to: source.bytes)
        guard let ported = try? IBDocumentParser.parse(bytes, path: source.path),
            let id = template.objectID,
            let portedRoot = ported.elements.indices.first(where: { ported.id(of: $0) == id })
        else {
            // Cannot happen for edits of whole attributes and elements; the verifier would
            // then find the crossing references unaccounted for and stop the batch.
            document = source
            root = template.element
            return
        }
        document = ported
        root = portedRoot
    }
}
