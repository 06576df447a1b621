import XibifyScanning

/// One cluster of the HTML report: its wireframes, copies and values, ports, blockers and the
/// command that extracts it.
package struct HTMLClusterSection {
    /// The scan the cluster comes from (its inputs and thresholds go into the command).
    package let report: ScanReport
    /// Links to the files and paths that wrap only after a `/`.
    package var paths = HTMLPath(workingDirectory: nil)

    /// Drawings of copies (each of identical copies drawn once) beside the template's before the
    /// rest fold into a `<details>`.
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

    /// The copies drawn once each: copies with the same outline and the same values look the
    /// same, so they share one drawing with their count (unless a baseline holds one and not the
    /// other: a new copy keeps a drawing of its own).
    /// - Parameter findings: the cluster's copies as findings (`Findings.clusters`).
    /// - Returns: the copies' indices in groups, each group and the groups in the copies' order.
    package static func identicalCopies(_ findings: [Findings.Copy]) -> [[Int]] {
        var groups: [[Int]] = []
        var byLook: [Look: Int] = [:]
        for (copy, finding) in findings.enumerated() {
            let look = Look(outline: finding.instance.outline, values: finding.instance.values, isNew: finding.isNew)
            if let group = byLook[look] {
                groups[group].append(copy)
            } else {
                byLook[look] = groups.count
                groups.append([copy])
            }
        }
        return groups
    }

    /// What a copy's drawing shows.
    private struct Look: Hashable {
        var outline: [ViewOutline]
        var values: [String?]
        var isNew: Bool?
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
        out += HTMLText.escape(ClusterTitleText.render(findings[0].identity)) + "</h2>\n"
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

    /// The template drawn large and the other copies small, each look once with its copies.
    private func drawings(_ findings: [Findings.Copy]) -> String {
        let cluster = findings[0].cluster
        let template = Self.template(of: cluster)
        var groups = Self.identicalCopies(findings)
        let templateGroup = groups.firstIndex { $0.contains(template) } ?? 0
        // The template leads its group: it is the copy drawn.
        let lead = [template] + groups.remove(at: templateGroup).filter { $0 != template }
        let large = WireframeSVG(maxWidth: 440, maxHeight: 360, fontSize: 10)
        let small = WireframeSVG(maxWidth: 260, maxHeight: 170, fontSize: 8.5)
        var out = "<div class=\"drawings\">\n"
        out += figure(lead, findings, drawer: large, role: "template")
        if !groups.isEmpty {
            out += "<div class=\"copies\">\n"
            for group in groups.prefix(Self.copiesShownOpen) {
                out += figure(group, findings, drawer: small, role: "copy")
            }
            if groups.count > Self.copiesShownOpen {
                let folded = groups.dropFirst(Self.copiesShownOpen)
                let copies = folded.reduce(0) { $0 + $1.count }
                out += "<details><summary>\(copies) more \(copies == 1 ? "copy" : "copies")</summary>"
                out += "<div class=\"copies\">\n"
                for group in folded {
                    out += figure(group, findings, drawer: small, role: "copy")
                }
                out += "</div></details>\n"
            }
            out += "</div>\n"
        }
        return out + "</div>\n"
    }

    /// One drawing for a group of identical copies, drawn from the first, with its count, its
    /// place and the other copies' numbers.
    private func figure(_ group: [Int], _ findings: [Findings.Copy], drawer: WireframeSVG, role: String) -> String {
        let (cluster, copy, instance) = (findings[group[0]].cluster, group[0], findings[group[0]].instance)
        let place = "\(instance.file):\(instance.location)"
        let heading = role == "template" ? "Template, copy \(copy + 1)" : "Copy \(copy + 1)"
        let layout = ClusterTitleText.render(findings[group[0]].identity)
        var title = "Wireframe of \(layout), copy \(copy + 1) of \(cluster.instances.count), at \(place)"
        if let scene = instance.scene { title += " in \(scene)" }
        if group.count > 1 { title += "; \(group.count - 1) more copies look the same" }
        var out = "<figure class=\"\(role)\" data-copies=\"\(group.map { String($0 + 1) }.joined(separator: " "))\">"
        out += drawer.render(
            outline: instance.outline, parameters: cluster.parameters, values: instance.values, title: title,
            id: Self.anchor(cluster, copy: copy) + "-drawing")
        out += "<figcaption>"
        if group.count > 1 { out += "<span class=\"count\">\(group.count) ×</span> " }
        out += "<a href=\"#\(Self.anchor(cluster, copy: copy))\">\(heading)</a>: "
        out += paths.place(instance.file, instance.location)
        if let scene = instance.scene { out += " · " + HTMLText.escape(scene) }
        let blocked = group.filter { !cluster.instances[$0].blockers.isEmpty }
        if group.count == 1, !instance.blockers.isEmpty {
            let count = instance.blockers.count
            out += " · <span class=\"blocked-copy\">\(count == 1 ? "1 blocker" : "\(count) blockers")</span>"
        } else if !blocked.isEmpty {
            out += " · <span class=\"blocked-copy\">\(blocked.count) of \(group.count) blocked</span>"
        }
        // With a baseline, the copies it does not hold (the ones `--fail-on-duplicates` fails on);
        // a group's copies are all new or all known.
        if let isNew = findings[copy].isNew {
            out += isNew ? " · <strong>new</strong>" : " · known"
        }
        if group.count > 1 {
            out += "<span class=\"also\">the same: "
            out += group.dropFirst().map { "<a href=\"#\(Self.anchor(cluster, copy: $0))\">copy \($0 + 1)</a>" }
                .joined(separator: ", ")
            out += "</span>"
        }
        return out + "</figcaption></figure>\n"
    }

    /// Every copy with its place, scene, label and value of each parameter; the scene and label
    /// columns only when a copy has one, so the places have the width.
    private func copiesTable(_ cluster: DuplicateCluster) -> String {
        let parameters = cluster.parameters.count
        let scenes = cluster.instances.contains { $0.scene != nil }
        let labels = cluster.instances.contains { $0.userLabel != nil }
        var out = "<details open=\"open\"><summary>Copies (\(cluster.instances.count)) and parameters "
        out += "(\(parameters))</summary>\n<div class=\"scroll\"><table class=\"copies-table\">\n"
        out += "<tr><th class=\"number\">#</th><th class=\"where\">where</th>"
        if scenes { out += "<th class=\"scene\">scene</th>" }
        if labels { out += "<th class=\"label\">label</th>" }
        for parameter in cluster.parameters {
            out += "<th class=\"value\"><span class=\"param\">\(HTMLText.escape(parameter.name))</span><br/>"
            out += "<span class=\"muted\">\(parameter.type.rawValue) · \(HTMLPath.keyPath(parameter.path))</span></th>"
        }
        out += "<th class=\"number\">blockers</th></tr>\n"
        for (copy, instance) in cluster.instances.enumerated() {
            out += "<tr id=\"\(Self.anchor(cluster, copy: copy))\"><td class=\"number\">\(copy + 1)</td>"
            out += "<td class=\"where\">\(paths.place(instance.file, instance.location))</td>"
            if scenes { out += "<td class=\"scene\">\(HTMLText.escape(instance.scene ?? ""))</td>" }
            if labels { out += "<td class=\"label\">\(HTMLText.escape(instance.userLabel ?? ""))</td>" }
            for value in instance.values {
                out +=
                    value.map { "<td class=\"value\">\(HTMLText.escape($0))</td>" }
                    ?? "<td class=\"value unset\">unset</td>"
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
            let member = port.heldNames.joined(separator: ", ")
            out += "<td><code>\(HTMLText.escape(member))</code></td><td>\(HTMLText.escape(port.objectDescription))"
            out += " <span class=\"muted\">\(HTMLPath.keyPath(port.objectPath))</span></td><td class=\"connections\">"
            var connections: [String] = []
            for (copy, instance) in cluster.instances.enumerated() {
                guard let connection = instance.connections.first(where: { $0.port == port.name }) else { continue }
                connections.append(
                    "copy \(copy + 1) → \(HTMLText.escape(connection.destination)) "
                        + "<span class=\"muted\">(\(HTMLText.escape(connection.destinationID)))</span>"
                        + (connection.key.map { " as <code>\(HTMLText.escape($0))</code>" } ?? ""))
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
                out += paths.place(instance.file, instance.location) + "<ul>\n"
                for blocker in instance.blockers where blocker.reason == reason {
                    out += "<li>\(HTMLText.escape(blocker.message)) "
                    out += "<span class=\"muted\">(\(paths.place(instance.file, blocker.location)))</span>"
                    out += "<br/><span class=\"fix\">fix: \(HTMLText.escape(blocker.advice))</span></li>\n"
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
            let list = files.map(paths.file).joined(separator: ", ")
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
        // The class name in the command, and what it rests on: a guess says it is one (#30).
        let name =
            "<p>Class <code>\(HTMLText.escape(cluster.proposedClassName))</code> ("
            + HTMLText.escape(NameSourceText.classPhrase(cluster.classNameSource)) + ")"
            + (cluster.classNameSource.isWeak
                ? "; choose another with <code>--name</code>, which <code>--write</code> "
                    + "records in <code>.xibify.yml</code>" : "") + ".</p>\n"
        return
            "<p>\(lead)</p>\n<pre><code>\(HTMLText.escape(RewriteCommand.text(for: cluster, in: report)))</code></pre>\n"
            + name
    }
}
