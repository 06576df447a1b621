/// One warning per instance in the form Xcode shows from a build phase (as SwiftLint prints).
///
/// Refused inputs are warnings too, so that a build phase shows them without failing on them.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    /// Findings only (`--quiet`): no skipped-file warnings, no baseline note.
    public var quiet: Bool

    /// Creates a reporter.
    /// - Parameter quiet: whether to print findings only.
    public init(quiet: Bool = false) { self.quiet = quiet }

    public func render(_ report: ScanReport) -> String {
        var lines: [String] = []
        for error in report.refused {
            let location = "\(error.path):\(error.line ?? 1):\(error.column ?? 1)"
            lines.append("\(location): warning: \(error.message) (\(error.suggestion)) (refused-input)")
        }
        // Skipped files are warnings, never errors: an Xcode build phase must not fail on them.
        for file in report.skipped where !quiet {
            lines.append("\(file.location): warning: \(file.message) (\(file.suggestion)) (\(file.code))")
        }
        for cluster in report.clusters {
            // With a baseline, only the new copies: the others were accepted.
            for (index, instance) in cluster.instances.enumerated()
            where report.baseline?.isNew(index, inCluster: cluster.fingerprint) ?? true {
                let others = cluster.instances.enumerated().filter { $0.offset != index }
                    .map { "\($0.element.file):\($0.element.location.line)" }
                var message = "Duplicated layout \(cluster.id) \(cluster.summary), copy \(index + 1) of "
                message += "\(cluster.instances.count); also at \(others.joined(separator: ", "))"
                message += "; extracting it saves \(cluster.savings) elements"
                if report.baseline != nil { message += "; new since the baseline" }
                if !instance.blockers.isEmpty {
                    message += " (\(instance.blockers.count) blocker\(instance.blockers.count == 1 ? "" : "s") here)"
                }
                lines.append(
                    "\(instance.file):\(instance.location.line):\(instance.location.column): warning: \(message) (duplicate-view)"
                )
            }
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
