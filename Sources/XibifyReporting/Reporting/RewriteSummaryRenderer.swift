import XibifyRewriting
import XibifySupport

/// The readable account of a rewrite: what was extracted, what stays inline and why.
package struct RewriteSummaryRenderer: Sendable {
    /// Colours, or none.
    package var style: TextStyle

    /// Creates a renderer.
    /// - Parameter style: colours, or none.
    package init(style: TextStyle = TextStyle(enabled: false)) { self.style = style }

    /// The summary after `--write`: files created and changed, then what was skipped.
    /// - Parameters:
    ///   - result: the written rewrite.
    ///   - includeNotes: whether to repeat the notes (not when they were shown before the write).
    /// - Returns: the text.
    package func written(_ result: RewriteResult, includeNotes: Bool = true) -> String {
        var out = ""
        for file in result.files where file.original != file.contents {
            out +=
                (file.original == nil ? style.green("created ") : style.yellow("changed "))
                + PlainText.escaped(file.displayPath) + "\n"
        }
        if includeNotes { out += notes(result) }
        let created = result.files.filter { $0.original == nil }.count
        let changed = result.files.filter { $0.original != nil && $0.original != $0.contents }.count
        let replaced = result.plans.reduce(0) { $0 + $1.replaced.count }
        out += style.bold("Summary:") + " \(result.plans.count) extracted, \(result.skipped.count) skipped"
        out += result.dropped.isEmpty ? "; " : ", \(result.dropped.count) dropped by a failed check; "
        out += "\(replaced) copies replaced; \(created) files created, \(changed) changed.\n"
        return out
    }

    /// What a rewrite would do, before its diff is shown: each class to extract with its copies,
    /// the files to create and change (the first `filesListed`), and the totals.
    /// - Parameter result: the planned rewrite.
    /// - Returns: the text, one screen at most.
    package func pending(_ result: RewriteResult) -> String {
        var out = ""
        for plan in result.plans {
            let copies = plan.replaced.count == 1 ? "1 copy" : "\(plan.replaced.count) copies"
            out += "extract " + style.bold(PlainText.escaped(plan.className)) + " (\(plan.cluster.id), \(copies)): "
            out += ClusterTitleText.render(plan.cluster) + "\n"
        }
        let changed = result.files.filter { $0.original != $0.contents }
        for file in changed.prefix(Self.filesListed) {
            out +=
                (file.original == nil ? style.green("  create ") : style.yellow("  change "))
                + PlainText.escaped(file.displayPath) + "\n"
        }
        if changed.count > Self.filesListed { out += "  … and \(changed.count - Self.filesListed) more files\n" }
        let created = changed.filter { $0.original == nil }.count
        let replaced = result.plans.reduce(0) { $0 + $1.replaced.count }
        out += style.bold("Summary:") + " \(result.plans.count) to extract, \(result.skipped.count) skipped"
        out += result.dropped.isEmpty ? "; " : ", \(result.dropped.count) dropped by a failed check; "
        out += "\(replaced) copies to replace; \(created) files to create, \(changed.count - created) to change.\n"
        return out
    }

    /// How many files `pending` names before it counts the rest.
    package static let filesListed = 20

    /// What was planned but is not a change: extracted classes, copies left inline, skipped clusters.
    ///
    /// A note names one fact; where a copy has several blockers they are itemised below it, and a
    /// line longer than `wrapThreshold` is wrapped at spaces to `lineLimit` with an indent.
    /// - Parameter result: the rewrite.
    /// - Returns: `note:` lines.
    package func notes(_ result: RewriteResult) -> String {
        var out = ""
        for plan in result.plans {
            let names = plan.parameters.map(\.name).joined(separator: ", ")
            let copies = plan.replaced.count == 1 ? "1 copy" : "\(plan.replaced.count) copies"
            var line = "note: \(plan.cluster.id) → \(plan.className) (\(copies)"
            line += names.isEmpty ? "" : "; properties: \(names)"
            let ports = plan.ports.map(\.port.name).joined(separator: ", ")
            line += ports.isEmpty ? ")" : "; ports: \(ports))"
            out += Self.wrapped(line)
            for note in plan.notes {
                out += Self.wrapped("note: \(plan.cluster.id): \(PlanNoteText.sentence(note))")
            }
            for skipped in plan.skipped {
                let head =
                    "note: \(plan.cluster.id): left inline \(PlainText.escaped(skipped.instance.file)):"
                    + "\(skipped.instance.location)"
                out += Self.itemised(head, Self.reasons(skipped))
            }
        }
        for line in ProjectIntegrationText.notes(result).split(separator: "\n") { out += Self.wrapped(String(line)) }
        for skipped in result.skipped {
            out += Self.wrapped(
                "note: \(skipped.id) \(skipped.summary) not extracted: \(SkipReasonText.sentence(skipped.reason))")
            for instance in skipped.skippedInstances {
                let head =
                    "note: \(skipped.id): \(PlainText.escaped(instance.instance.file)):\(instance.instance.location)"
                out += Self.itemised(head, Self.reasons(instance))
            }
        }
        return out
    }

    /// Lines are wrapped to this width (a terminal's width is not known here; 100 reads well).
    package static let lineLimit = 100

    /// Only lines longer than this are wrapped: a note of a line or so stays whole, for `grep`.
    package static let wrapThreshold = 160

    /// Why a copy stays inline: each blocker with its fix (once per distinct fix), or the reasons given.
    package static func reasons(_ skipped: SkippedInstance) -> [String] {
        guard !skipped.instance.blockers.isEmpty else { return skipped.reasons.map(SkipReasonText.sentence) }
        var seen: Set<String> = []
        var parts: [String] = []
        for blocker in skipped.instance.blockers {
            // Its line and column: two blockers of one kind on one copy would read the same without them.
            var part = blocker.message + " (line \(blocker.location.line):\(blocker.location.column))"
            if seen.insert(blocker.advice).inserted { part += " (fix: \(blocker.advice))" }
            parts.append(part)
        }
        return parts
    }

    /// One reason on the note's line; several as a list below it.
    package static func itemised(_ head: String, _ items: [String]) -> String {
        if items.count <= 1 { return wrapped(head + ": " + (items.first ?? "")) }
        return PlainText.escaped(head) + ":\n" + items.map { wrapped("  - " + $0, indent: "    ") }.joined()
    }

    /// The line, wrapped at spaces to `lineLimit` columns; continuation lines are indented.
    ///
    /// Names, labels and paths in it are the inputs': it is escaped first, so a note stays on
    /// its lines (#27).
    package static func wrapped(_ text: String, indent: String = "      ") -> String {
        let line = PlainText.escaped(text)
        guard line.count > wrapThreshold else { return line + "\n" }
        var tokens = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)[...]
        var out = ""
        var current = tokens.popFirst() ?? ""
        var startOfLine = current.count
        for token in tokens {
            // A line breaks only after a word of its own, so a word longer than the limit stays whole.
            if !token.isEmpty && current.count > startOfLine && current.count + 1 + token.count > lineLimit {
                out += current + "\n"
                current = indent + token
                startOfLine = indent.count
            } else {
                current += " " + token
            }
        }
        return out + current + "\n"
    }
}
