import XibifyFormat

/// A source document with the crossing connections of its template copies re-aimed for their
/// xibs: actions carried by ports go to the wrapper (File's Owner, or the root object when
/// substituted), First Responder actions to
/// the xib's First Responder, and outgoing outlets (handed over by ports at runtime) are left out.
///
/// The edits are made to the source bytes and the result parsed again, so the xib writer
/// copies each template as exactly as it copies an unported one. All templates of one document
/// are ported together, so the document is parsed again once, not once per plan.
package struct PortedTemplate: Sendable {
    /// The document to copy templates from.
    package let document: IBDocument
    /// Each template's root in `document`, by its id.
    private let roots: [String: Int]

    /// Ports the templates of the plans whose template lies in one document.
    /// - Parameters:
    ///   - plans: plans whose templates are in `source` (they never overlap).
    ///   - source: the document.
    package init(plans: [ExtractionPlan], source: IBDocument) {
        var edits: [TextEdit] = []
        // A template is found again by its id; one without (never written by Xcode) stays as it is.
        for plan in plans where plan.template.objectID != nil { edits += Self.edits(plan, source) }
        guard !edits.isEmpty else {
            document = source
            roots = [:]
            return
        }
        let bytes = TextEdit.apply(edits, to: source.bytes)
        guard let ported = try? IBDocumentParser.parse(bytes, path: source.path) else {
            // Cannot happen for edits of whole attributes and elements; the verifier would
            // then find the crossing references unaccounted for and stop the batch.
            document = source
            roots = [:]
            return
        }
        let wanted = Set(plans.compactMap(\.template.objectID))
        var roots: [String: Int] = [:]
        for element in ported.elements.indices {
            if let id = ported.id(of: element), wanted.contains(id) { roots[id] = element }
        }
        document = ported
        self.roots = roots
    }

    /// A plan's template root in `document`.
    /// - Parameter plan: one of the plans this was made for.
    /// - Returns: the element.
    package func root(of plan: ExtractionPlan) -> Int {
        guard !roots.isEmpty else { return plan.template.element }
        return plan.template.objectID.flatMap { roots[$0] } ?? plan.template.element
    }

    /// The edits that port one template's crossing connections.
    private static func edits(_ plan: ExtractionPlan, _ source: IBDocument) -> [TextEdit] {
        let macOS = plan.platform == .macOS
        // Actions go to the wrapper: File's Owner, or, substituted, the xib's root object itself.
        let owner = plan.rewriteStyle.actionTargetID(in: plan)
        let firstResponder = macOS ? "-1" : "-2"
        var edits: [TextEdit] = []
        // Incoming outlets belong to objects outside the copy, which the xib does not hold.
        for crossing in plan.template.crossings where crossing.kind == .action || crossing.kind == .responderAction {
            let attribute = source.attributeIndices(crossing.connection).first {
                ["destination", "target"].contains(source.attributeName($0))
            }
            if let attribute {
                let value = crossing.kind == .action ? owner : firstResponder
                edits.append(TextEdit(span: source.attributes[attribute].valueSpan, replacement: value))
            }
        }
        let outlets = plan.template.crossings.filter { $0.kind == .outlet }.map(\.connection)
        return edits + TextEdit.deletions(of: outlets, in: source)
    }
}
