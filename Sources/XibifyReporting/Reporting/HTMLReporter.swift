import XibifyScanning

/// One self-contained HTML page: an overview of the scan, a table of contents, and a section per
/// cluster with wireframes of its copies (docs/html-report.md).
///
/// The page needs nothing else: the style sheet and the drawings (SVG) are inline, there is no
/// script, and collapsible parts are `<details>`. It is written as XHTML, so it also parses as
/// XML, and every text from the scanned files is escaped. The same report gives the same bytes.
package struct HTMLReporter: Reporter {
    package static let identifier = "html"

    /// The absolute folder the report's relative paths start from: file names link to their
    /// files (`file://`) when it is known.
    package var workingDirectory: String?

    /// The number of files the chart of where the duplication is shows; the others share a line.
    package static let chartFiles = 12

    /// Creates a reporter.
    /// - Parameter workingDirectory: the absolute folder relative paths start from (for the links).
    package init(workingDirectory: String? = nil) { self.workingDirectory = workingDirectory }

    package func render(_ report: ScanReport) -> String {
        let section = HTMLClusterSection(report: report, paths: HTMLPath(workingDirectory: workingDirectory))
        var out = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n"
        out += "<meta charset=\"utf-8\"/>\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        out +=
            "<title>xibify: duplicated layouts in \(HTMLText.escape(report.inputs.joined(separator: ", ")))</title>\n"
        out += "<style>\n" + HTMLReportStyle.css + "\n</style>\n</head>\n<body>\n<main>\n"
        out += overview(report)
        if report.clusters.isEmpty {
            out += "<p id=\"contents\">No duplicated layouts found.</p>\n"
        } else {
            out += contents(report)
            for (rank, copies) in Findings(report).clusters.enumerated() {
                out += section.render(copies, rank: rank + 1)
            }
        }
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    /// The figures of the whole scan, where the duplication is, and the refused and skipped files.
    private func overview(_ report: ScanReport) -> String {
        let scanned = report.files.count - report.refused.count - report.skipped.count
        var out = "<header id=\"overview\">\n<h1>Duplicated layouts</h1>\n"
        out += "<p class=\"muted\">xibify report of "
        out += report.inputs.map { "<code>\(HTMLText.escape($0))</code>" }.joined(separator: ", ")
        if !report.excludes.isEmpty {
            out += ", leaving out "
            out += report.excludes.map { "<code>\(HTMLText.escape($0))</code>" }.joined(separator: ", ")
        }
        out += "; thresholds <code>--min-views \(report.options.minViews)</code> "
        out += "<code>--min-elements \(report.options.minElements)</code>.</p>\n"
        let share = DuplicationShare(report)
        let figures: [(String, String)] = [
            ("Files scanned", String(scanned)),
            ("Files refused", String(report.refused.count)),
            ("Files skipped", String(report.skipped.count)),
            ("Clusters", String(report.clusters.count)),
            ("Copies", String(report.instanceCount)),
            (
                "Duplicated views",
                "\(share.total.duplicated) of \(share.total.views) (\(TextSummary.percent(share.total)))"
            ),
            ("Elements extraction would remove", String(report.totalSavings)),
            ("Extractable clusters", "\(report.extractableClusterCount) of \(report.clusters.count)"),
            ("Copies extractable", String(report.extractableInstanceCount)),
            ("Blocked copies", String(report.blockedInstanceCount)),
        ]
        out += "<dl class=\"figures\">\n"
        for (name, value) in figures { out += "<div><dt>\(name)</dt><dd>\(value)</dd></div>\n" }
        out += "</dl>\n"
        let reasons = report.blockedInstancesByReason
        if !reasons.isEmpty {
            out +=
                "<h3>Blocked copies by reason</h3>\n<table>\n<tr><th>reason</th><th class=\"number\">copies</th></tr>\n"
            for (reason, count) in reasons {
                out += "<tr><td>\(HTMLText.escape(reason.title)) <span class=\"muted\">(\(reason.rawValue))</span></td>"
                out += "<td class=\"number\">\(count)</td></tr>\n"
            }
            out += "</table>\n"
        }
        out += chart(report)
        let refused = report.refused
        if !refused.isEmpty {
            out += "<h3>Refused files</h3>\n<ul>\n"
            for error in refused {
                out += "<li><code>\(HTMLText.escape(error.location))</code>: \(HTMLText.escape(error.message)) "
                out += "<span class=\"muted\">(\(HTMLText.escape(error.suggestion)))</span></li>\n"
            }
            out += "</ul>\n"
        }
        if !report.variants.isEmpty {
            out += "<h3 id=\"near-miss\">Near-miss layouts</h3>\n"
            out += "<p class=\"muted\">Copies of one layout that differ in a few layout values.</p>\n"
            for group in report.variants {
                out +=
                    "<h4><code>\(HTMLText.escape(group.id))</code> \(HTMLText.escape(VariantText.title(group)))</h4>\n"
                out += Self.variantDrawings(group)
                out += "<table>\n<tr><th>value</th>"
                for (index, copy) in group.copies.enumerated() {
                    let mark = index == group.representative ? " (representative)" : ""
                    out +=
                        "<th>[\(index + 1)] <code>\(HTMLText.escape("\(copy.file):\(copy.location.line)"))</code>\(mark)</th>"
                }
                out += "</tr>\n"
                for difference in group.differences {
                    out +=
                        "<tr><td><code>\(HTMLText.escape(difference.path))@\(HTMLText.escape(difference.attribute))</code></td>"
                    let reference = difference.values[group.representative]
                    for value in difference.values {
                        let cell = HTMLText.escape(value)
                        out += value == reference ? "<td>\(cell)</td>" : "<td><mark>\(cell)</mark></td>"
                    }
                    out += "</tr>\n"
                }
                out += "</table>\n"
            }
        }
        let perLanguage = PerLanguageDocument.find(in: report.documents)
        if !perLanguage.isEmpty {
            out += "<h3 id=\"per-language\">Per-language copies</h3>\n"
            out += "<p class=\"muted\">Localized copies of one document, not duplicated layouts.</p>\n<ul>\n"
            for document in perLanguage {
                let copies = document.copies.map { "<code>\(HTMLText.escape($0.language))</code>" }
                out += "<li><code>\(HTMLText.escape(document.path))</code>: \(document.copies.count) copies ("
                out += copies.joined(separator: ", ") + "). "
                out += "\(HTMLText.escape(PerLanguageText.advice(document.advice))).</li>\n"
            }
            out += "</ul>\n"
        }
        let skipped = report.skipped
        if !skipped.isEmpty {
            out += "<h3>Skipped files</h3>\n<ul>\n"
            for file in skipped {
                out += "<li><code>\(HTMLText.escape(file.location))</code>: \(HTMLText.escape(file.message)) "
                out += "<span class=\"muted\">(\(HTMLText.escape(file.suggestion)))</span></li>\n"
            }
            out += "</ul>\n"
        }
        return out + "</header>\n"
    }

    /// A variant group's copies side by side, each drawn as its document places its views.
    private static func variantDrawings(_ group: VariantGroup) -> String {
        let drawer = WireframeSVG(maxWidth: 260, maxHeight: 170, fontSize: 8.5)
        var out = "<div class=\"copies\">\n"
        for (index, copy) in group.copies.enumerated() {
            let place = "\(copy.file):\(copy.location.line)"
            out += "<figure class=\"copy\">"
            out += drawer.render(
                outline: copy.outline, parameters: [], values: [],
                title:
                    "Wireframe of \(VariantText.title(group)), copy \(index + 1) of \(group.copies.count), at \(place)",
                id: "variant-\(group.id)-\(index + 1)-drawing")
            out += "<figcaption>Copy \(index + 1): <code>\(HTMLText.escape(place))</code>"
            out += index == group.representative ? " (representative)" : ""
            out += "</figcaption></figure>\n"
        }
        return out + "</div>\n"
    }

    /// The files that hold most duplicated elements (copies × elements per copy), as bars: the
    /// `chartFiles` largest, then the others summed in one line without a bar, so they do not set
    /// the scale.
    private func chart(_ report: ScanReport) -> String {
        let rows = Self.chartRows(report)
        guard !rows.top.isEmpty else { return "" }
        let paths = HTMLPath(workingDirectory: workingDirectory)
        let most = Double(rows.top.map(\.elements).max() ?? 1)
        var out = "<h3>Where the duplication is</h3>\n"
        out += "<p class=\"muted\">Elements inside copies, per file (each copy counts its layout's elements)"
        out += rows.others == nil ? ".</p>\n" : "; the \(rows.top.count) files that hold most.</p>\n"
        out += "<table class=\"chart\">\n<tr><th>file</th><th class=\"number\">elements</th>"
        out += "<th class=\"number\">copies</th><th class=\"bar\">relative to the largest</th></tr>\n"
        for row in rows.top {
            let share = HTMLText.number(max(100 * Double(row.elements) / most, 0.5))
            out += "<tr><td>\(paths.file(row.file))</td><td class=\"number\">\(row.elements)</td>"
            out += "<td class=\"number\">\(row.copies)</td>"
            out += "<td class=\"bar\"><span style=\"width: \(share)%\"></span></td></tr>\n"
        }
        if let others = rows.others {
            out += "<tr class=\"others\"><td>\(others.files) other files</td>"
            out += "<td class=\"number\">\(others.elements)</td><td class=\"number\">\(others.copies)</td>"
            out += "<td class=\"bar\"></td></tr>\n"
        }
        return out + "</table>\n"
    }

    /// The chart's lines: the files that hold most duplicated elements, most first (then by path),
    /// and the others together.
    /// - Parameter report: the scan.
    /// - Returns: at most `chartFiles` files, and the count and sums of the rest, if any (two
    ///   files at least: one more file is shown on its own line).
    package static func chartRows(_ report: ScanReport) -> (
        top: [(file: String, elements: Int, copies: Int)], others: (files: Int, elements: Int, copies: Int)?
    ) {
        var byFile: [String: (elements: Int, copies: Int)] = [:]
        for cluster in report.clusters {
            for instance in cluster.instances {
                byFile[instance.file, default: (0, 0)].elements += cluster.elementCount
                byFile[instance.file, default: (0, 0)].copies += 1
            }
        }
        let rows = byFile.sorted { ($1.value.elements, $0.key) < ($0.value.elements, $1.key) }
            .map { (file: $0.key, elements: $0.value.elements, copies: $0.value.copies) }
        guard rows.count > chartFiles + 1 else { return (rows, nil) }
        let rest = rows[chartFiles...]
        return (
            Array(rows[..<chartFiles]),
            (rest.count, rest.reduce(0) { $0 + $1.elements }, rest.reduce(0) { $0 + $1.copies })
        )
    }

    /// The table of contents: one row per cluster, by rank.
    private func contents(_ report: ScanReport) -> String {
        var out = "<nav id=\"contents\" aria-label=\"Clusters\">\n<h2>Clusters, by savings</h2>\n<div class=\"scroll\">"
        out += "<table>\n<tr><th class=\"number\">#</th><th>cluster</th><th>layout</th>"
        out += "<th class=\"number\">copies</th><th class=\"number\">elements</th><th class=\"number\">saves</th>"
        out += "<th>state</th></tr>\n"
        for (rank, cluster) in report.clusters.enumerated() {
            let state = HTMLClusterSection.state(of: cluster)
            out += "<tr><td class=\"number\">\(rank + 1)</td>"
            out +=
                "<td><a href=\"#\(HTMLClusterSection.anchor(cluster))\"><code>\(HTMLText.escape(cluster.id))</code></a></td>"
            out += "<td>\(HTMLText.escape(ClusterTitleText.render(cluster)))</td>"
            out +=
                "<td class=\"number\">\(cluster.instances.count)</td><td class=\"number\">\(cluster.elementCount)</td>"
            out += "<td class=\"number\">\(cluster.savings)</td>"
            out += "<td><span class=\"state \(state.style)\">\(state.label)</span></td></tr>\n"
        }
        return out + "</table></div>\n</nav>\n"
    }
}
