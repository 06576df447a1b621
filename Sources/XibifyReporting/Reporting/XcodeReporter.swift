import XibifyScanning

/// One warning per instance in the form Xcode shows from a build phase (as SwiftLint prints).
///
/// Refused inputs are warnings too, so that a build phase shows them without failing on them.
/// A line names at most `OtherCopies.limit` of the cluster's other copies and
/// counts the rest (each has a line of its own), so the output grows with the copies, not with
/// their square: the build-tool plugin runs this on every build.
package struct XcodeReporter: Reporter {
    package static let identifier = "xcode"

    /// Findings only (`--quiet`): no skipped-file warnings, no baseline note.
    package var quiet: Bool

    /// Creates a reporter.
    /// - Parameter quiet: whether to print findings only.
    package init(quiet: Bool = false) { self.quiet = quiet }

    package func render(_ report: ScanReport) -> String {
        var lines: [String] = []
        let findings = Findings(report)
        for error in findings.refused {
            let location = "\(error.path):\(error.line ?? 1):\(error.column ?? 1)"
            lines.append("\(location): warning: \(error.message) (\(error.suggestion)) (refused-input)")
        }
        // Skipped files are warnings, never errors: an Xcode build phase must not fail on them.
        for file in findings.skipped where !quiet {
            lines.append("\(file.location): warning: \(file.message) (\(file.suggestion)) (\(file.code))")
        }
        // With a baseline, only the new copies: the others were accepted.
        for finding in findings.copies where finding.isNew ?? true {
            let (cluster, instance, omitted) = (finding.cluster, finding.instance, finding.omitted)
            let others = finding.others.map { "\($0.copy.file):\($0.copy.location.line)" }
            var message =
                "Duplicated layout \(cluster.id) \(ClusterTitleText.render(finding.identity)), copy \(finding.index + 1) of "
            message += "\(cluster.instances.count); also at \(others.joined(separator: ", "))"
            if omitted > 0 {
                message += " and \(omitted) other \(omitted == 1 ? "copy" : "copies") (xibify report lists them all)"
            }
            message += "; extracting it saves \(cluster.savings) elements"
            if finding.isNew != nil { message += "; new since the baseline" }
            if !instance.blockers.isEmpty {
                message += " (\(instance.blockers.count) blocker\(instance.blockers.count == 1 ? "" : "s") here)"
            }
            lines.append(
                "\(instance.file):\(instance.location.line):\(instance.location.column): warning: \(message) (duplicate-view)"
            )
        }
        // Each copy of a variant group, as a copy of a cluster is.
        for group in report.variants {
            for (index, copy) in group.copies.enumerated()
            where report.baseline?.isNew(index, inCluster: group.fingerprint) ?? true {
                lines.append(
                    "\(copy.file):\(copy.location.line):\(copy.location.column): warning: "
                        + "\(VariantText.message(group, copy: index)) (near-miss-layout)")
            }
        }
        // Once per document, at its first copy: advice, not a duplicated layout.
        for document in findings.perLanguage {
            lines.append(
                "\(document.copies[0].file):1:1: warning: \(PerLanguageText.message(document)). "
                    + "\(PerLanguageText.advice(document.advice)) (per-language-copies)")
        }
        if let baseline = report.baseline, !quiet {
            let count = baseline.hiddenClusters
            lines.append(
                "note: the baseline \(baseline.file) hides \(count) duplicated layout\(count == 1 ? "" : "s") "
                    + "(\(baseline.knownCopies) known cop\(baseline.knownCopies == 1 ? "y" : "ies"))")
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
