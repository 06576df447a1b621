/// The readable account of a rewrite: what was extracted, what stays inline and why.
public struct RewriteSummaryRenderer: Sendable {
    /// Colours, or none.
    public var style: TextStyle

    /// Creates a renderer.
    /// - Parameter style: colours, or none.
    public init(style: TextStyle = TextStyle(enabled: false)) { self.style = style }

    /// The summary after `--write`: files created and changed, then what was skipped.
    /// - Parameters:
    ///   - result: the written rewrite.
    ///   - includeNotes: whether to repeat the notes (not when they were shown before the write).
    /// - Returns: the text.
    public func written(_ result: RewriteResult, includeNotes: Bool = true) -> String {
        var out = ""
        for file in result.files where file.original != file.contents {
            out += (file.original == nil ? style.green("created ") : style.yellow("changed ")) + file.displayPath + "\n"
        }
        if includeNotes { out += notes(result) }
        let created = result.files.filter { $0.original == nil }.count
        let changed = result.files.filter { $0.original != nil && $0.original != $0.contents }.count
        let replaced = result.plans.reduce(0) { $0 + $1.replaced.count }
        out += style.bold("Summary:") + " \(result.plans.count) extracted, \(result.skipped.count) skipped; "
        out += "\(replaced) copies replaced; \(created) files created, \(changed) changed.\n"
        return out
    }

    /// What was planned but is not a change: extracted classes, copies left inline, skipped clusters.
    /// - Parameter result: the rewrite.
    /// - Returns: `note:` lines, one fact each.
    public func notes(_ result: RewriteResult) -> String {
        var out = ""
        for plan in result.plans {
            let names = plan.parameters.map(\.name).joined(separator: ", ")
            let copies = plan.replaced.count == 1 ? "1 copy" : "\(plan.replaced.count) copies"
            out += "note: \(plan.cluster.id) → \(plan.className) (\(copies)"
            out += names.isEmpty ? "" : "; properties: \(names)"
            let ports = plan.ports.map(\.port.name).joined(separator: ", ")
            out += ports.isEmpty ? ")\n" : "; ports: \(ports))\n"
            for note in plan.notes { out += "note: \(plan.cluster.id): \(note)\n" }
            for skipped in plan.skipped {
                out += "note: \(plan.cluster.id): left inline \(skipped.instance.file):\(skipped.instance.location): "
                out += Self.why(skipped) + "\n"
            }
        }
        out += ProjectIntegrationText.notes(result)
        for skipped in result.skipped {
            out += "note: \(skipped.id) \(skipped.summary) not extracted: \(skipped.reason)\n"
            for instance in skipped.skippedInstances {
                out += "note: \(skipped.id): \(instance.instance.file):\(instance.instance.location): "
                out += Self.why(instance) + "\n"
            }
        }
        return out
    }

    /// Why a copy stays inline: each blocker with its fix (once per distinct fix), or the reason given.
    static func why(_ skipped: SkippedInstance) -> String {
        guard !skipped.instance.blockers.isEmpty else { return skipped.reasons.joined(separator: "; ") }
        var seen: Set<String> = []
        var parts: [String] = []
        for blocker in skipped.instance.blockers {
            var part = blocker.message
            if seen.insert(blocker.advice).inserted { part += " (fix: \(blocker.advice))" }
            parts.append(part)
        }
        return parts.joined(separator: "; ")
    }
}
