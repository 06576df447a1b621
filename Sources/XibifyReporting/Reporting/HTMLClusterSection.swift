import XibifyScanning

/// One cluster of the HTML report: its wireframes, copies and values, ports, blockers and the
/// command that extracts it.
package struct HTMLClusterSection {
    /// The scan the cluster comes from (its inputs and thresholds go into the command).
    package let report: ScanReport

    /// Copies drawn beside the template before the rest fold into a `<details>`.
    package static let copiesShownOpen = 12

    /// The cluster's anchor in the page.
    package static func anchor(_ cluster: DuplicateCluster) -> String { "cluster-" + HTMLText.escape(cluster.id) }

    /// The anchor of one copy's row in the copies table.
    package static func anchor(_ cluster: DuplicateCluster, copy: Int) -> String {
        anchor(cluster) + "-copy-\(copy + 1)"
    }

    /// Whether `rewrite` can extract the cluster, in a word and a style class.
    package static func state(of cluster: DuplicateCluster) -> (label: String, style: String) {
        if cluster.isExtractable { return ("extractable", "extractable") }
        if cluster.isStylingDuplicate { return ("styling duplicate", "styling") }
        return ("blocked", "blocked")
    }

    /// The copy drawn large: the first copy free of blockers, else the first.
    package static func template(of cluster: DuplicateCluster) -> Int {
        cluster.instances.firstIndex { $0.blockers.isEmpty } ?? 0
    }

    /// The section.
    /// - Parameters:
    ///   - findings: the cluster's copies as findings (`Findings.clusters`), at least one.
    ///   - rank: its place by savings, from 1.
    /// - Returns: the `<section>` element.
    package func render(_ findings: [Findings.Copy], rank: Int) -> String {
        let cluster = findings[0].cluster
        let anchor = Self.anchor(cluster)
        let state = Self.state(of: cluster)
        let copies = cluster.instances.count
        let clean = cluster.instances.filter { $0.blockers.isEmpty }.count
        var out = "<section class=\"cluster\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)-title\">\n"
        out +=
            "<h2 id=\"\(anchor)-title\"><a href=\"#\(anchor)\">#\(rank)</a> <code>\(HTMLText.escape(cluster.id))</code> "
        out += HTMLText.escape(cluster.summary) + "</h2>\n"
        out += "<p><span class=\"state \(state.style)\">\(state.label)</span> \(copies) copies, "
        out += "\(cluster.elementCount) elements each; extraction would remove \(cluster.savings) elements; "
        out += "\(clean) of \(copies) copies free of blockers. "
        out += "<a href=\"#contents\">Back to the clusters</a></p>\n"
        out += drawings(findings)
        out += copiesTable(cluster)
        out += ports(cluster)
        out += blockers(findings)
        out += notes(cluster)
        out += command(cluster)
        return out + "</section>\n"
    }

    /// The template drawn large and the other copies small, each with its place.
    private func drawings(_ findings: [Findings.Copy]) -> String {
        let cluster = findings[0].cluster
        let template = Self.template(of: cluster)
        let large = WireframeSVG(maxWidth: 440, maxHeight: 360, fontSize: 10)
        let small = WireframeSVG(maxWidth: 260, maxHeight: 170, fontSize: 8.5)
        var out = "<div class=\"drawings\">\n"
        out += figure(findings[template], drawer: large, role: "template")
        let others = cluster.instances.indices.filter { $0 != template }
        if !others.isEmpty {
            out += "<div class=\"copies\">\n"
            for copy in others.prefix(Self.copiesShownOpen) {
                out += figure(findings[copy], drawer: small, role: "copy")
            }
            if others.count > Self.copiesShownOpen {
                out += "<details><summary>\(others.count - Self.copiesShownOpen) more copies</summary>"
                out += "<div class=\"copies\">\n"
                for copy in others.dropFirst(Self.copiesShownOpen) {
                    out += figure(findings[copy], drawer: small, role: "copy")
                }
                out += "</div></details>\n"
            }
            out += "</div>\n"
        }
        return out + "</div>\n"
    }

    private func figure(_ finding: Findings.Copy, drawer: WireframeSVG, role: String) -> String {
        let (cluster, copy, instance) = (finding.cluster, finding.index, finding.instance)
        let place = "\(instance.file):\(instance.location)"
        let heading = role == "template" ? "Template, copy \(copy + 1)" : "Copy \(copy + 1)"
        var title = "Wireframe of \(cluster.summary), copy \(copy + 1) of \(cluster.instances.count), at \(place)"
        if let scene = instance.scene { title += " in \(scene)" }
        var out = "<figure class=\"\(role)\">"
        out += drawer.render(
            outline: instance.outline, parameters: cluster.parameters, values: instance.values, title: title,
            id: Self.anchor(cluster, copy: copy) + "-drawing")
        out += "<figcaption>\(heading): <a href=\"#\(Self.anchor(cluster, copy: copy))\">"
        out += "<code>\(HTMLText.escape(place))</code></a>"
        if let scene = instance.scene { out += " · " + HTMLText.escape(scene) }
        if !instance.blockers.isEmpty {
            let count = instance.blockers.count
            out += " · <span class=\"blocked-copy\">\(count == 1 ? "1 blocker" : "\(count) blockers")</span>"
        }
        // With a baseline, the copies it does not hold (the ones `--fail-on-duplicates` fails on).
        if let isNew = finding.isNew {
            out += isNew ? " · <strong>new</strong>" : " · known"
        }
        return out + "</figcaption></figure>\n"
    }

    /// Every copy with its place, scene, label and value of each parameter.
    private func copiesTable(_ cluster: DuplicateCluster) -> String {
        let parameters = cluster.parameters.count
        var out = "<details open=\"open\"><summary>Copies (\(cluster.instances.count)) and parameters "
        out += "(\(parameters))</summary>\n<div class=\"scroll\"><table>\n<tr><th class=\"number\">#</th>"
        out += "<th>where</th><th>scene</th><th>label</th>"
        for parameter in cluster.parameters {
            out += "<th><span class=\"param\">\(HTMLText.escape(parameter.name))</span><br/>"
            out += "<span class=\"muted\">\(parameter.type.rawValue) · <code>\(HTMLText.escape(parameter.path))</code>"
            out += "</span></th>"
        }
        out += "<th>blockers</th></tr>\n"
        for (copy, instance) in cluster.instances.enumerated() {
            out += "<tr id=\"\(Self.anchor(cluster, copy: copy))\"><td class=\"number\">\(copy + 1)</td>"
            out += "<td><code>\(HTMLText.escape("\(instance.file):\(instance.location)"))</code></td>"
            out +=
                "<td>\(HTMLText.escape(instance.scene ?? ""))</td><td>\(HTMLText.escape(instance.userLabel ?? ""))</td>"
            for value in instance.values {
                out += value.map { "<td>\(HTMLText.escape($0))</td>" } ?? "<td class=\"unset\">unset</td>"
            }
            out += "<td class=\"number\">\(instance.blockers.count)</td></tr>\n"
        }
        return out + "</table></div>\n</details>\n"
    }

    /// The wrapper's ports and each copy's connection of them.
    private func ports(_ cluster: DuplicateCluster) -> String {
        guard !cluster.ports.isEmpty else { return "" }
        var out = "<details open=\"open\"><summary>Ports (\(cluster.ports.count))</summary>\n<div class=\"scroll\">"
        out += "<table>\n<tr><th>port</th><th>kind</th><th>member</th><th>inner object</th><th>connections</th></tr>\n"
        for port in cluster.ports {
            out += "<tr><td><code>\(HTMLText.escape(port.name))</code></td><td>\(port.kind.rawValue)</td>"
            out += "<td><code>\(HTMLText.escape(port.member))</code></td><td>\(HTMLText.escape(port.objectDescription))"
            out += " <span class=\"muted\"><code>\(HTMLText.escape(port.objectPath))</code></span></td><td>"
            var connections: [String] = []
            for (copy, instance) in cluster.instances.enumerated() {
                guard let connection = instance.connections.first(where: { $0.port == port.name }) else { continue }
                connections.append(
                    "copy \(copy + 1) → \(HTMLText.escape(connection.destination)) "
                        + "<span class=\"muted\">(\(HTMLText.escape(connection.destinationID)))</span>")
            }
            out += connections.joined(separator: "<br/>") + "</td></tr>\n"
        }
        return out + "</table></div>\n</details>\n"
    }

    /// The blocked copies grouped by reason (most copies first), each blocker with its fix.
    private func blockers(_ findings: [Findings.Copy]) -> String {
        let cluster = findings[0].cluster
        var byReason: [Blocker.Reason: [Int]] = [:]
        for finding in findings {
            for reason in finding.reasons { byReason[reason, default: []].append(finding.index) }
        }
        guard !byReason.isEmpty else { return "" }
        let blocked = findings.filter { !$0.reasons.isEmpty }.count
        var out = "<details open=\"open\"><summary>Blocked copies (\(blocked)), by reason</summary>\n"
        for (reason, copies) in byReason.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) }) {
            out += "<h3>\(HTMLText.escape(reason.title)) <span class=\"muted\">(\(reason.rawValue); "
            out += copies.count == 1 ? "1 copy" : "\(copies.count) copies"
            out += ")</span></h3>\n<ul class=\"blockers\">\n"
            for copy in copies {
                let instance = cluster.instances[copy]
                out += "<li><a href=\"#\(Self.anchor(cluster, copy: copy))\">copy \(copy + 1)</a> "
                out += "<code>\(HTMLText.escape("\(instance.file):\(instance.location)"))</code><ul>\n"
                for blocker in instance.blockers where blocker.reason == reason {
                    out += "<li>\(HTMLText.escape(blocker.message)) "
                    out += "<span class=\"muted\">(<code>\(HTMLText.escape("\(instance.file):\(blocker.location)"))"
                    out +=
                        "</code>)</span><br/><span class=\"fix\">fix: \(HTMLText.escape(blocker.advice))</span></li>\n"
                }
                out += "</ul></li>\n"
            }
            out += "</ul>\n"
        }
        return out + "</details>\n"
    }

    /// What else a reader of the cluster should know: XIB files holding it, references the
    /// substitution style serves, translations to move.
    private func notes(_ cluster: DuplicateCluster) -> String {
        var notes: [String] = []
        let files = cluster.xibFilesHoldingIt
        if !files.isEmpty {
            let list = files.map { "<code>\(HTMLText.escape($0))</code>" }.joined(separator: ", ")
            notes.append(
                !cluster.isIdenticalXIBFiles
                    ? "Already the top-level view of \(list); xibify leaves XIB top-level views in place."
                    : cluster.xibFilesShareAName
                        ? "Identical XIB files: \(list). Keep one, add it to every target that loads it, delete the others."
                        : "Identical XIB files under different names: \(list). Each is loaded by its own name or "
                            + "class: before deleting one, make what loads it load another.")
        }
        let substituted = cluster.instances.reduce(0) { $0 + $1.substitutedReferences.count }
        if substituted > 0 {
            notes.append(
                "\(substituted) reference\(substituted == 1 ? " expects" : "s expect") the root's own class: rewrite "
                    + "extracts the cluster in the substitution style (<code>--style nibview</code> keeps them inline)."
            )
        }
        if cluster.translatedEntries > 0 {
            let languages = cluster.translationLanguages.map(HTMLText.escape).joined(separator: ", ")
            notes.append(
                "\(cluster.translatedEntries) translated entries (\(languages)) name objects inside the copies; "
                    + "extraction moves them with the views.")
        }
        if cluster.isStylingDuplicate {
            notes.append(
                "The copies differ in no value"
                    + (cluster.parameters.isEmpty ? "" : " but each one's own accessibility identifier")
                    + " and connect to nothing: a shared subclass or style fits better than "
                    + "an extraction, and rewrite leaves them.")
        }
        guard !notes.isEmpty else { return "" }
        return "<ul class=\"notes\">\n" + notes.map { "<li>\($0)</li>\n" }.joined() + "</ul>\n"
    }

    /// The command that extracts the cluster, once it can be extracted.
    private func command(_ cluster: DuplicateCluster) -> String {
        guard !cluster.isStylingDuplicate else { return "" }
        let lead =
            cluster.isExtractable
            ? "Extract it (review the diff, then add <code>--write</code>):"
            : "Once at least two copies are free of blockers, extract it with:"
        return
            "<p>\(lead)</p>\n<pre><code>\(HTMLText.escape(RewriteCommand.text(for: cluster, in: report)))</code></pre>\n"
    }
}
