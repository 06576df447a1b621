import XibifyScanning
import XibifySupport

/// The readable report: clusters by rank, then a summary.
package struct TextReporter: Reporter {
    package static let identifier = "text"

    /// Colours, or none.
    package var style: TextStyle

    /// Findings only: no summary and no advice (`--quiet`).
    package var quiet: Bool

    /// Creates a reporter.
    /// - Parameters:
    ///   - style: colours, or none.
    ///   - quiet: print the findings only.
    package init(style: TextStyle = TextStyle(enabled: false), quiet: Bool = false) {
        self.style = style
        self.quiet = quiet
    }

    package func render(_ report: ScanReport) -> String {
        var out = ""
        if report.clusters.isEmpty && !quiet {
            out += report.baseline == nil ? "No duplicated layouts found.\n\n" : "No new duplicated layouts.\n\n"
        }
        for (rank, cluster) in report.clusters.enumerated() {
            out += renderCluster(cluster, rank: rank + 1, baseline: report.baseline)
            if !quiet || rank + 1 < report.clusters.count { out += "\n" }
        }
        if !quiet {
            out += skipped(report.skipped)
            out += summary(report)
        }
        return out
    }

    /// The files passed over, one line each (not errors: they exit 0).
    private func skipped(_ files: [SkippedFile]) -> String {
        guard !files.isEmpty else { return "" }
        var out = style.bold("Skipped") + " (not read; --strict refuses them):\n"
        for file in files {
            out += "  " + style.cyan(line(file.location)) + "  \(line(file.message)) (\(file.code))\n"
        }
        return out + "\n"
    }

    private func renderCluster(_ cluster: DuplicateCluster, rank: Int, baseline: BaselineComparison?) -> String {
        let copies = "\(cluster.instances.count) copies"
        var out = style.bold("#\(rank) ") + style.yellow(cluster.id) + "  " + style.bold(line(cluster.summary))
        out += "  \(copies), \(cluster.elementCount) elements each, saves \(cluster.savings)\n"

        // Names, labels and paths are the inputs': each is escaped, so a finding stays one line (#27).
        let locations = cluster.instances.map { "\(line($0.file)):\($0.location)" }
        let width = locations.map(\.count).max() ?? 0
        out += "  instances:\n"
        for (index, (instance, location)) in zip(cluster.instances, locations).enumerated() {
            var row = "    " + style.cyan(location.padding(to: width))
            if let baseline {
                row += baseline.isNew(index, inCluster: cluster.fingerprint) ? "  " + style.red("new") : "  known"
            }
            if let scene = instance.scene { row += "  " + self.line(scene) }
            if let label = instance.userLabel { row += "  " + Self.quote(label) }
            if !instance.blockers.isEmpty {
                let count = instance.blockers.count
                row += "  " + style.red(count == 1 ? "1 blocker" : "\(count) blockers")
            }
            out += row + "\n"
        }
        if !cluster.parameters.isEmpty {
            out += "  parameters:\n"
            for (index, parameter) in cluster.parameters.enumerated() {
                out +=
                    "    \(style.bold(line(parameter.name))): \(parameter.type.rawValue)  \(style.dim(line(parameter.path)))\n"
                for (instance, location) in zip(cluster.instances, locations) {
                    let value = instance.values[index].map(Self.quote) ?? "(unset)"
                    out += "      \(location.padding(to: width))  \(value)\n"
                }
            }
        }
        if !cluster.ports.isEmpty {
            out += "  ports:\n"
            for port in cluster.ports {
                let carries: String
                switch port.kind {
                case .action: carries = "forwards `\(port.member)` from \(port.objectDescription)"
                case .outlet: carries = "hands its object to \(port.objectDescription) as `\(port.member)`"
                case .incomingOutlet:
                    carries = "hands \(port.objectDescription) to the object that held it as `\(port.member)`"
                case .incomingConstraint:
                    carries = "makes a constraint outside on \(port.objectDescription) again on the xib's view"
                }
                out += "    \(style.bold(line(port.name))): \(line(carries))\n"
                for (instance, location) in zip(cluster.instances, locations) {
                    guard let connection = instance.connections.first(where: { $0.port == port.name }) else { continue }
                    let destination = line("\(connection.destination) (\(connection.destinationID))")
                    out += "      \(location.padding(to: width))  → \(destination)\n"
                }
            }
        }
        out += blockers(cluster, locations: locations)
        if quiet { return out }
        out += xibAdvice(cluster)
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
        let files = cluster.xibFilesHoldingIt.map(line)
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

    /// The blocked copies grouped by reason, the reason with most copies first: each copy's
    /// blockers, then each distinct fix once, with the places it applies to when not to all.
    private func blockers(_ cluster: DuplicateCluster, locations: [String]) -> String {
        var byReason: [Blocker.Reason: [(ClusterInstance, String)]] = [:]
        for (instance, location) in zip(cluster.instances, locations) {
            for reason in Set(instance.blockers.map(\.reason)) {
                byReason[reason, default: []].append((instance, location))
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
            for (instance, location) in copies {
                out += "      \(location)\n"
                for blocker in instance.blockers where blocker.reason == reason {
                    out +=
                        "        \(line(blocker.message))  " + style.dim("(\(line(instance.file)):\(blocker.location))")
                        + "\n"
                    let advice = line(blocker.advice)
                    if let index = fixes.firstIndex(where: { $0.advice == advice }) {
                        if fixes[index].places.last != location { fixes[index].places.append(location) }
                    } else {
                        fixes.append((advice, [location]))
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

    private func summary(_ report: ScanReport) -> String {
        let scanned = report.files.count - report.refused.count - report.skipped.count
        var out = style.bold("Summary:") + " \(scanned) \(scanned == 1 ? "file" : "files") scanned"
        out += ", \(report.refused.count) refused"
        if !report.skipped.isEmpty { out += ", \(report.skipped.count) skipped" }
        out += ", \(report.clusters.count) \(report.clusters.count == 1 ? "cluster" : "clusters")"
        out += " (\(report.instanceCount) instances, \(report.blockedInstanceCount) blocked)"
        out += ", \(report.totalSavings) elements removable by extraction.\n"
        out += "Extractable: \(report.extractableClusterCount) of \(report.clusters.count) clusters"
        out += " (\(report.extractableInstanceCount) copies)"
        let reasons = report.blockedInstancesByReason
        if !reasons.isEmpty {
            out += "; blocked copies by reason: "
            out += reasons.map { "\($0.count) \($0.reason.title)" }.joined(separator: ", ")
        }
        out += ".\n"
        if let baseline = report.baseline {
            let hidden = baseline.hiddenClusters
            out += "Baseline \(line(baseline.file)): \(hidden) \(hidden == 1 ? "cluster" : "clusters") hidden, "
            out +=
                "\(baseline.knownCopies) known \(baseline.knownCopies == 1 ? "copy" : "copies"); only new copies fail.\n"
        }
        out += style.dim(
            "Thresholds: --min-views \(report.options.minViews) --min-elements \(report.options.minElements).")
        return out + "\n"
    }

    /// A value in double quotes, with quotes, backslashes and what `PlainText` escapes escaped.
    package static func quote(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if PlainText.isEscaped(scalar) {
                    out += PlainText.escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Text of the inputs on one line (`PlainText`).
    private func line(_ text: String) -> String { PlainText.escaped(text) }
}

extension String {
    package func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
