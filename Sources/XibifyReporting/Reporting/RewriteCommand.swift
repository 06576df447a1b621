import XibifyScanning

/// The `xibify rewrite` command that extracts one cluster: the scan's own inputs, exclusions and
/// thresholds, then `--cluster ID --name ID=Name`, quoted for a POSIX shell.
package enum RewriteCommand {
    /// The command line for a cluster.
    /// - Parameters:
    ///   - cluster: the cluster to extract.
    ///   - report: the scan it was found in (inputs, exclusions, thresholds).
    /// - Returns: the command, ready to paste into a shell.
    package static func text(for cluster: DuplicateCluster, in report: ScanReport) -> String {
        var arguments = ["xibify", "rewrite"]
        arguments += report.inputs
        for pattern in report.excludes { arguments += ["--exclude", pattern] }
        if report.options.minViews != ClusteringOptions.defaultMinViews {
            arguments += ["--min-views", String(report.options.minViews)]
        }
        if report.options.minElements != ClusteringOptions.defaultMinElements {
            arguments += ["--min-elements", String(report.options.minElements)]
        }
        arguments += ["--cluster", cluster.id, "--name", cluster.id + "=" + cluster.proposedClassName]
        return arguments.map(quoted).joined(separator: " ")
    }

    /// An argument as a POSIX shell reads it back: bare when it has only safe characters, else in
    /// single quotes (a quote inside written `'\''`).
    package static func quoted(_ argument: String) -> String {
        let safe = argument.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", ":", "=", "@", "%", "+", ",": true
            default: false
            }
        }
        if safe && !argument.isEmpty { return argument }
        return "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
