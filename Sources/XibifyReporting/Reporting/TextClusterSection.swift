import XibifyRewriting
import XibifyScanning
import XibifySupport

/// One cluster's details in the text report (and in `xibify show`): its copies, numbered once and
/// then named by number, its parameters and ports, its blocked copies by reason, and advice.
package struct TextClusterSection {
    /// Colours, or none.
    package var style: TextStyle
    /// Findings only: no advice.
    package var quiet: Bool
    /// How paths are shown: relative to the folder the report names.
    package var paths: DisplayPaths

    /// The section of a cluster.
    /// - Parameters:
    ///   - cluster: the cluster.
    ///   - rank: its number in the report.
    ///   - baseline: what a baseline hid, to mark new copies.
    package func render(_ cluster: DuplicateCluster, rank: Int, baseline: BaselineComparison?) -> String {
        var out =
            style.bold("#\(rank) ") + style.yellow(cluster.id) + "  " + style.bold(ClusterTitleText.render(cluster))
        out += "\n  \(cluster.instances.count) copies of \(cluster.viewCount) views (\(cluster.elementCount) elements)"
        out += ", saves \(cluster.savings)\n"
        // The class `rewrite` would propose, and whether it is a guess (#30).
        let source = "(" + NameSourceText.classPhrase(cluster.classNameSource) + ")"
        out += "  class: " + style.bold(cluster.proposedClassName) + " "
        out += (cluster.classNameSource.isWeak ? style.yellow(source) : style.dim(source)) + "\n"
        // Names, labels and paths are the inputs': each is escaped, so a finding stays one line (#27).
        let numbers = cluster.instances.indices.map { "[\($0 + 1)]".padding(to: "[\(cluster.instances.count)]".count) }
        out += "  copies:\n"
        for (index, instance) in cluster.instances.enumerated() {
            var row = "    \(numbers[index]) " + style.cyan(line(paths.shown(instance.file)) + ":\(instance.location)")
            if let baseline {
                row += baseline.isNew(index, inCluster: cluster.fingerprint) ? "  " + style.red("new") : "  known"
            }
            if let scene = instance.scene { row += "  " + line(scene) }
            if let label = instance.userLabel { row += "  " + TextReporter.quote(label) }
            if !instance.blockers.isEmpty {
                let count = instance.blockers.count
                row += "  " + style.red(count == 1 ? "1 blocker" : "\(count) blockers")
            }
            out += row + "\n"
        }
        out += parameters(cluster, numbers: numbers)
        out += ports(cluster, numbers: numbers)
        out += blockers(cluster, numbers: numbers)
        guard !quiet else { return out }
        return out + advice(cluster)
    }

    private func parameters(_ cluster: DuplicateCluster, numbers: [String]) -> String {
        guard !cluster.parameters.isEmpty else { return "" }
        var out = "  parameters:\n"
        for (index, parameter) in cluster.parameters.enumerated() {
            let guess = parameter.nameSource.isWeak ? "  " + style.yellow("(a guess: named after its view's kind)") : ""
            out +=
                "    \(style.bold(line(parameter.name))): \(parameter.type.rawValue)  \(style.dim(line(parameter.path)))"
                + guess + "\n"
            for (instance, number) in zip(cluster.instances, numbers) {
                out += "      \(number) " + (instance.values[index].map(TextReporter.quote) ?? "(unset)") + "\n"
            }
        }
        return out
    }

    /// The ports, each with the copies it connects; a blocked copy's connection is marked, since
    /// that copy stays inline and keeps it as it is.
    private func ports(_ cluster: DuplicateCluster, numbers: [String]) -> String {
        guard !cluster.ports.isEmpty else { return "" }
        var out = "  ports:\n"
        for port in cluster.ports {
            let carries: String
            switch port.kind {
            case .action: carries = "forwards `\(port.member)` from \(port.objectDescription)"
            case .outlet: carries = "hands its object to \(port.objectDescription) as `\(port.member)`"
            case .incomingOutlet where port.isKeyed:
                carries =
                    "hands \(port.objectDescription) to the object that held it, under the name each copy sets in "
                    + "`\(port.keyProperty)`"
            case .incomingOutlet:
                carries = "hands \(port.objectDescription) to the object that held it as `\(port.member)`"
            case .incomingConstraint:
                carries = "makes a constraint outside on \(port.objectDescription) again on the xib's view"
            }
            out += "    \(style.bold(line(port.name))): \(line(carries))\n"
            for (instance, number) in zip(cluster.instances, numbers) {
                guard let connection = instance.connections.first(where: { $0.port == port.name }) else { continue }
                out +=
                    "      \(number) → " + line("\(connection.destination) (\(connection.destinationID))")
                    + (connection.key.map { line(" as `\($0)`") } ?? "")
                out += instance.blockers.isEmpty ? "\n" : style.dim("  (blocked below: stays inline)") + "\n"
            }
        }
        return out
    }

    /// The blocked copies grouped by reason, the reason with most copies first: each copy's
    /// blockers, then each distinct fix once, with the copies it applies to when not to all.
    private func blockers(_ cluster: DuplicateCluster, numbers: [String]) -> String {
        var byReason: [Blocker.Reason: [(ClusterInstance, String)]] = [:]
        for (instance, number) in zip(cluster.instances, numbers) {
            for reason in Set(instance.blockers.map(\.reason)) {
                byReason[reason, default: []].append((instance, number))
            }
        }
        guard !byReason.isEmpty else { return "" }
        let clean = cluster.instances.filter { $0.blockers.isEmpty }.count
        var out = "  blocked copies, by reason"
        out +=
            clean >= 2
            ? " (the \(clean) other copies can be extracted):\n" : " (fewer than 2 copies can be extracted):\n"
        for (reason, copies) in byReason.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) }) {
            out += "    " + style.red(reason.title) + " (\(copies.count == 1 ? "1 copy" : "\(copies.count) copies"))\n"
            // Each distinct fix, in first-seen order, with the copies it applies to.
            var fixes: [(advice: String, places: [String])] = []
            for (instance, number) in copies {
                let trimmed = number.trimmingTrailingBlanks
                for blocker in instance.blockers where blocker.reason == reason {
                    out += "      \(number) \(line(blocker.message))  "
                    out += style.dim("(\(line(paths.shown(instance.file))):\(blocker.location))") + "\n"
                    let advice = line(blocker.advice)
                    if let index = fixes.firstIndex(where: { $0.advice == advice }) {
                        if fixes[index].places.last != trimmed { fixes[index].places.append(trimmed) }
                    } else {
                        fixes.append((advice, [trimmed]))
                    }
                }
            }
            guard !quiet else { continue }
            for fix in fixes {
                let places =
                    fixes.count > 1 && fix.places.count < copies.count
                    ? " (\(fix.places.joined(separator: ", ")))" : ""
                out += "      " + style.dim("fix\(places): \(fix.advice)") + "\n"
            }
        }
        return out
    }

    /// What the copies' translations, substitution and XIB files mean for extraction.
    private func advice(_ cluster: DuplicateCluster) -> String {
        var out = xibAdvice(cluster)
        let substituted = cluster.instances.flatMap(\.substitutedReferences)
        if let first = substituted.first {
            let copies = cluster.instances.filter { !$0.substitutedReferences.isEmpty }.count
            out +=
                "  " + style.bold("substitution") + ": \(substituted.count) reference"
                + (substituted.count == 1 ? "" : "s") + " in \(copies) cop\(copies == 1 ? "y" : "ies") need the root's "
                + "own class (\(line(first.expectation ?? first.message))); rewrite extracts them in the substitution style, where each "
                + "placeholder hands out the xib's object, a subclass of that class (--style nibview leaves them "
                + "inline)\n"
        }
        if cluster.translatedEntries > 0 {
            let languages = cluster.translationLanguages.map(line)
            out +=
                "  " + style.bold("translations") + ": \(cluster.translatedEntries) entries in \(languages.count) "
                + "languages (\(languages.prefix(5).joined(separator: ", "))\(languages.count > 5 ? ", …" : "")) "
                + "name objects inside the copies; extraction moves them with the views (shared texts to the new "
                + "xib's .strings files, parameters to the placeholders), or keeps the cluster inline where the "
                + "copies' translations disagree\n"
        }
        if cluster.isStylingDuplicate && cluster.xibFilesHoldingIt.isEmpty {
            out +=
                "  " + style.bold("styling duplicate") + ": the copies differ in no value"
                + (cluster.parameters.isEmpty ? "" : " but each one's own accessibility identifier")
                + " and connect to nothing, "
                + "so a wrapper would set nothing; a subclass or a shared style fits better than an extraction\n"
        }
        return out
    }

    /// What to do when XIB files already hold the layout as their top-level view.
    private func xibAdvice(_ cluster: DuplicateCluster) -> String {
        let files = cluster.xibFilesHoldingIt.map { line(paths.shown($0)) }
        guard !files.isEmpty else { return "" }
        if cluster.isIdenticalXIBFiles {
            guard cluster.xibFilesShareAName else {
                return "  " + style.bold("identical XIB files") + " under different names: "
                    + files.joined(separator: ", ") + "\n"
                    + "    each is loaded by its own name or class: before deleting one, make what loads it load "
                    + "another\n"
            }
            return "  " + style.bold("identical XIB files") + ": " + files.joined(separator: ", ") + "\n"
                + "    keep one of them, add it to every target that loads it, and delete the others\n"
        }
        let topLevel = cluster.instances.filter { $0.blockers.contains { $0.kind == .xibTopLevelView } }.count
        if topLevel == cluster.instances.count {
            return "  " + style.bold("top-level views") + ": " + files.joined(separator: ", ")
                + " holds this layout as several top-level views, which the code that loads it chooses "
                + "between; xibify leaves them\n"
        }
        return "  " + style.bold("already a XIB") + ": " + files.joined(separator: ", ")
            + " holds this layout as its top-level view\n"
            + "    the inline copies could load that XIB instead of a new one: rewrite makes them its placeholders "
            + "where xibify wrote it, and leaves that choice to you otherwise\n"
    }

    /// Text of the inputs on one line (`PlainText`).
    private func line(_ text: String) -> String { PlainText.escaped(text) }
}
