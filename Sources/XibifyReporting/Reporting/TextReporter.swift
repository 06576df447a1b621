import XibifyScanning
import XibifySupport

/// The readable report: a one-screen summary with the top clusters, then each cluster's details.
package struct TextReporter: Reporter {
    package static let identifier = "text"

    /// How much of the report to show.
    package enum Detail: Sendable, Equatable {
        /// The summary, then every cluster's details.
        case all
        /// The summary, then the details of the first clusters only (`--top N`).
        case top(Int)
        /// The summary only, its top list this long (`--brief`, with `--top N`).
        case brief(top: Int)
        /// One cluster's details only (`xibify show ID`), by id or fingerprint prefix.
        case cluster(String)
    }

    /// How many clusters the summary's top list shows without `--top`.
    package static let defaultTop = 10

    /// Colours, or none.
    package var style: TextStyle

    /// Findings only: no summary and no advice (`--quiet`).
    package var quiet: Bool

    /// How much to show.
    package var detail: Detail

    /// Creates a reporter.
    /// - Parameters:
    ///   - style: colours, or none.
    ///   - quiet: print the findings only.
    ///   - detail: how much to show.
    package init(style: TextStyle = TextStyle(enabled: false), quiet: Bool = false, detail: Detail = .all) {
        self.style = style
        self.quiet = quiet
        self.detail = detail
    }

    package func render(_ report: ScanReport) -> String {
        let paths = DisplayPaths(report)
        let section = TextClusterSection(style: style, quiet: quiet, paths: paths)
        if case .cluster(let key) = detail {
            guard let rank = report.clusters.firstIndex(where: { $0.isNamed(by: key) }) else {
                // A near-miss group is shown by its id too.
                guard let group = report.variants.first(where: { $0.isNamed(by: key) }) else { return "" }
                return VariantText.section([group], style: style, paths: paths)
            }
            let place = paths.base.isEmpty ? "" : " in " + PlainText.escaped(paths.base)
            var out = quiet ? "" : style.dim("Cluster \(rank + 1) of \(report.clusters.count)\(place):") + "\n"
            out += section.render(report.clusters[rank], rank: rank + 1, baseline: report.baseline)
            return out
        }
        var out = ""
        if !quiet {
            if report.clusters.isEmpty {
                out += report.baseline == nil ? "No duplicated layouts found.\n\n" : "No new duplicated layouts.\n\n"
            }
            let top: Int
            switch detail {
            case .top(let count), .brief(let count): top = count
            case .all, .cluster: top = Self.defaultTop
            }
            out += TextSummary(style: style, paths: paths, top: top).render(report)
            out += skipped(report.skipped)
        }
        let shown: ArraySlice<DuplicateCluster>
        switch detail {
        case .brief: return out
        case .top(let count): shown = report.clusters.prefix(count)
        case .all, .cluster: shown = report.clusters[...]
        }
        for (rank, cluster) in shown.enumerated() {
            if !out.isEmpty { out += "\n" }
            out += section.render(cluster, rank: rank + 1, baseline: report.baseline)
        }
        if shown.count < report.clusters.count && !quiet {
            let left = report.clusters.count - shown.count
            out +=
                "\n" + style.dim("\(left) more \(left == 1 ? "cluster" : "clusters") not shown (--top \(shown.count))")
                + "\n"
        }
        if case .all = detail, !report.variants.isEmpty {
            out += (out.isEmpty ? "" : "\n") + VariantText.section(report.variants, style: style, paths: paths)
        }
        let perLanguage = PerLanguageText.section(
            PerLanguageDocument.find(in: report.documents), style: style, quiet: quiet)
        if !perLanguage.isEmpty { out += (out.isEmpty ? "" : "\n") + perLanguage }
        return out
    }

    /// The files passed over, one line each (not errors: they exit 0).
    private func skipped(_ files: [SkippedFile]) -> String {
        guard !files.isEmpty else { return "" }
        var out = "\n" + style.bold("Skipped") + " (not read; --strict refuses them):\n"
        for file in files {
            out += "  " + style.cyan(line(file.location)) + "  \(line(file.message)) (\(file.code))\n"
        }
        return out
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

    /// The text without the blanks that end it.
    package var trimmingTrailingBlanks: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
