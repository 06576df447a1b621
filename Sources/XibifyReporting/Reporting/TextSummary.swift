import XibifyFormat
import XibifyScanning
import XibifySupport

/// The screen a text report opens with: what was scanned, how much of it is duplicated, what can be
/// extracted and what blocks the rest, then the top clusters by savings, each on one line.
package struct TextSummary {
    /// Colours, or none.
    package var style: TextStyle
    /// How paths are shown.
    package var paths: DisplayPaths
    /// How many clusters the top list shows.
    package var top: Int

    /// The summary of a report.
    package func render(_ report: ScanReport) -> String {
        var out = counts(report)
        guard !report.clusters.isEmpty else { return out }
        out += "\n" + style.bold("Top clusters by savings") + ":\n"
        let shown = Array(report.clusters.prefix(top).enumerated())
        let rankWidth = "#\(shown.count)".count
        let savesWidth = shown.map { "\($0.element.savings)".count }.max() ?? 0
        let copiesWidth = shown.map { "\($0.element.instances.count)".count }.max() ?? 0
        for (index, cluster) in shown {
            var row = "  " + "#\(index + 1)".padding(to: rankWidth) + "  " + style.yellow(cluster.id)
            row +=
                "  saves " + String(repeating: " ", count: savesWidth - "\(cluster.savings)".count)
                + "\(cluster.savings)"
            let copies = "\(cluster.instances.count)"
            row += "  " + String(repeating: " ", count: copiesWidth - copies.count) + copies + " copies"
            row += cluster.isExtractable ? "  " : "  " + style.red("blocked") + "  "
            out += row + ClusterTitleText.render(cluster) + "\n"
        }
        if report.clusters.count > shown.count {
            out +=
                style.dim(
                    "(\(shown.count) of \(report.clusters.count) clusters; --top N lists more, "
                        + "`xibify show ID` shows one cluster's copies)") + "\n"
        }
        return out
    }

    /// Files, clusters, the duplication percentage, what is extractable, the baseline, the thresholds.
    private func counts(_ report: ScanReport) -> String {
        let scanned = report.files.count - report.refused.count - report.skipped.count
        var out = style.bold("Summary:") + " \(scanned) \(scanned == 1 ? "file" : "files") scanned"
        if !paths.base.isEmpty { out += " in " + PlainText.escaped(paths.base) }
        let storyboards = report.files.count { $0.error == nil && $0.skipped == nil && $0.kind == .storyboard }
        let xibs = report.files.count { $0.error == nil && $0.skipped == nil && $0.kind == .xib }
        if storyboards + xibs > 0 {
            out +=
                " (\(storyboards) \(storyboards == 1 ? "storyboard" : "storyboards"), \(xibs) \(xibs == 1 ? "xib" : "xibs"))"
        }
        out += ", \(report.refused.count) refused"
        if !report.skipped.isEmpty { out += ", \(report.skipped.count) skipped" }
        out += "; \(report.clusters.count) duplicated \(report.clusters.count == 1 ? "layout" : "layouts")"
        out += " (\(report.instanceCount) \(report.instanceCount == 1 ? "copy" : "copies"))."
        out += "\n"
        let share = DuplicationShare(report)
        out += "Duplicated views: \(share.total.duplicated) of \(share.total.views) (\(Self.percent(share.total)))"
        if share.storyboards.views > 0 && share.xibs.views > 0 {
            out += "; storyboards \(Self.percent(share.storyboards)), xibs \(Self.percent(share.xibs))"
        }
        out += ".\n"
        out += "Extractable: \(report.extractableClusterCount) of \(report.clusters.count) clusters"
        out += " (\(report.extractableInstanceCount) copies), \(report.totalSavings) elements removable.\n"
        let reasons = report.blockedInstancesByReason
        if !reasons.isEmpty {
            out += "Blocked copies by reason:\n"
            let width = reasons.map { "\($0.count)".count }.max() ?? 0
            for (reason, count) in reasons {
                out += "  " + String(repeating: " ", count: width - "\(count)".count) + "\(count) \(reason.title)\n"
            }
        }
        out += VariantText.summaryLine(report.variants)
        out += PerLanguageText.summaryLine(PerLanguageDocument.find(in: report.documents))
        if let baseline = report.baseline {
            let hidden = baseline.hiddenClusters
            out +=
                "Baseline \(PlainText.escaped(baseline.file)): \(hidden) \(hidden == 1 ? "cluster" : "clusters") hidden, "
            out +=
                "\(baseline.knownCopies) known \(baseline.knownCopies == 1 ? "copy" : "copies"); only new copies fail.\n"
        }
        out += style.dim(
            "Thresholds: --min-views \(report.options.minViews) --min-elements \(report.options.minElements).")
        return out + "\n"
    }

    /// A share in percent with one decimal (`3.9 %`), computed in integers so that it never
    /// depends on the locale.
    package static func percent(_ count: DuplicationShare.Count) -> String {
        guard count.views > 0 else { return "0 %" }
        let tenths = (count.duplicated * 1000 + count.views / 2) / count.views
        return "\(tenths / 10).\(tenths % 10) %"
    }
}
