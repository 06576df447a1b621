import XibifyScanning

/// One self-contained HTML page: an overview of the scan, a table of contents, and a section per
/// cluster with wireframes of its copies (docs/html-report.md).
///
/// The page needs nothing else: the style sheet and the drawings (SVG) are inline, there is no
/// script, and collapsible parts are `<details>`. It is written as XHTML, so it also parses as
/// XML, and every text from the scanned files is escaped. The same report gives the same bytes.
package struct HTMLReporter: Reporter {
    package static let identifier = "html"

    /// Creates a reporter.
    package init() {}

    package func render(_ report: ScanReport) -> String {
        let section = HTMLClusterSection(report: report)
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
        let figures: [(String, String)] = [
            ("Files scanned", String(scanned)),
            ("Files refused", String(report.refused.count)),
            ("Files skipped", String(report.skipped.count)),
            ("Clusters", String(report.clusters.count)),
            ("Copies", String(report.instanceCount)),
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

    /// The files that hold most duplicated elements (copies × elements per copy), as bars.
    private func chart(_ report: ScanReport) -> String {
        var elements: [String: (elements: Int, copies: Int)] = [:]
        for cluster in report.clusters {
            for instance in cluster.instances {
                elements[instance.file, default: (0, 0)].elements += cluster.elementCount
                elements[instance.file, default: (0, 0)].copies += 1
            }
        }
        guard !elements.isEmpty else { return "" }
        var rows = elements.sorted { ($1.value.elements, $0.key) < ($0.value.elements, $1.key) }
            .map { (label: $0.key, elements: $0.value.elements, copies: $0.value.copies) }
        let shown = 12
        if rows.count > shown {
            let rest = rows[shown...]
            let label = "\(rest.count) other files"
            rows = Array(rows[..<shown])
            rows.append((label, rest.reduce(0) { $0 + $1.elements }, rest.reduce(0) { $0 + $1.copies }))
        }
        let most = Double(rows.map(\.elements).max() ?? 1)
        let rowHeight = 20.0
        let labelWidth = 330.0
        let barWidth = 300.0
        let height = rowHeight * Double(rows.count) + 4
        var out = "<h3>Where the duplication is</h3>\n"
        out += "<p class=\"muted\">Elements inside copies, per file (each copy counts its layout's elements).</p>\n"
        out += "<div class=\"scroll\"><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"720\" "
        out += "height=\"\(HTMLText.number(height))\" viewBox=\"0 0 720 \(HTMLText.number(height))\" role=\"img\" "
        out += "aria-labelledby=\"chart-title\"><title id=\"chart-title\">Elements inside duplicated layouts, per file"
        out += "</title>\n"
        for (index, row) in rows.enumerated() {
            let y = rowHeight * Double(index) + 2
            let width = max(barWidth * Double(row.elements) / most, 1)
            let copies = row.copies == 1 ? "1 copy" : "\(row.copies) copies"
            out += "<g><title>\(HTMLText.escape(row.label)): \(row.elements) elements in \(copies)</title>"
            out += "<text x=\"\(HTMLText.number(labelWidth - 6))\" y=\"\(HTMLText.number(y + 13))\" "
            out += "text-anchor=\"end\">\(HTMLText.escape(Self.leadingTruncated(row.label, to: 52)))</text>"
            out += "<rect class=\"bar\" x=\"\(HTMLText.number(labelWidth))\" y=\"\(HTMLText.number(y + 3))\" "
            out += "width=\"\(HTMLText.number(width))\" height=\"\(HTMLText.number(rowHeight - 6))\" rx=\"2\"/>"
            out += "<text class=\"value\" x=\"\(HTMLText.number(labelWidth + width + 6))\" "
            out += "y=\"\(HTMLText.number(y + 13))\">\(row.elements) (\(copies))</text></g>\n"
        }
        return out + "</svg></div>\n"
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
            out += "<td>\(HTMLText.escape(cluster.summary))</td>"
            out +=
                "<td class=\"number\">\(cluster.instances.count)</td><td class=\"number\">\(cluster.elementCount)</td>"
            out += "<td class=\"number\">\(cluster.savings)</td>"
            out += "<td><span class=\"state \(state.style)\">\(state.label)</span></td></tr>\n"
        }
        return out + "</table></div>\n</nav>\n"
    }

    /// Long paths keep their end, which names the file.
    package static func leadingTruncated(_ text: String, to limit: Int) -> String {
        guard text.count > limit, limit > 1 else { return text }
        return "…" + String(text.suffix(limit - 1))
    }
}
