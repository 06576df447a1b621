/// The readable report: clusters by rank, then a summary.
public struct TextReporter: Reporter {
    /// Colours, or none.
    public var style: TextStyle

    /// Creates a reporter.
    /// - Parameter style: colours, or none.
    public init(style: TextStyle = TextStyle(enabled: false)) { self.style = style }

    public func render(_ report: ScanReport) -> String {
        var out = ""
        if report.clusters.isEmpty {
            out += "No duplicated layouts found.\n\n"
        }
        for (rank, cluster) in report.clusters.enumerated() {
            out += renderCluster(cluster, rank: rank + 1)
            out += "\n"
        }
        out += summary(report)
        return out
    }

    private func renderCluster(_ cluster: DuplicateCluster, rank: Int) -> String {
        let copies = "\(cluster.instances.count) copies"
        var out = style.bold("#\(rank) ") + style.yellow(cluster.id) + "  " + style.bold(cluster.summary)
        out += "  \(copies), \(cluster.elementCount) elements each, saves \(cluster.savings)\n"

        let locations = cluster.instances.map { "\($0.file):\($0.location)" }
        let width = locations.map(\.count).max() ?? 0
        out += "  instances:\n"
        for (instance, location) in zip(cluster.instances, locations) {
            var line = "    " + style.cyan(location.padding(to: width))
            if let scene = instance.scene { line += "  " + scene }
            if let label = instance.userLabel { line += "  \"\(label)\"" }
            if !instance.blockers.isEmpty {
                let count = instance.blockers.count
                line += "  " + style.red(count == 1 ? "1 blocker" : "\(count) blockers")
            }
            out += line + "\n"
        }
        if !cluster.parameters.isEmpty {
            out += "  parameters:\n"
            for (index, parameter) in cluster.parameters.enumerated() {
                out += "    \(style.bold(parameter.name)): \(parameter.type.rawValue)  \(style.dim(parameter.path))\n"
                for (instance, location) in zip(cluster.instances, locations) {
                    let value = instance.values[index].map(Self.quote) ?? "(unset)"
                    out += "      \(location.padding(to: width))  \(value)\n"
                }
            }
        }
        let blocked = zip(cluster.instances, locations).filter { !$0.0.blockers.isEmpty }
        if !blocked.isEmpty {
            out += "  blockers:\n"
            for (instance, location) in blocked {
                out += "    \(location)\n"
                let file = instance.file
                for blocker in instance.blockers {
                    out += "      \(style.red(blocker.direction.rawValue)) \(blocker.message)"
                    out += "  " + style.dim("(\(file):\(blocker.location))") + "\n"
                }
            }
        }
        return out
    }

    private func summary(_ report: ScanReport) -> String {
        let scanned = report.files.count - report.refused.count
        var out = style.bold("Summary:") + " \(scanned) \(scanned == 1 ? "file" : "files") scanned"
        out += ", \(report.refused.count) refused"
        out += ", \(report.clusters.count) \(report.clusters.count == 1 ? "cluster" : "clusters")"
        out += " (\(report.instanceCount) instances, \(report.blockedInstanceCount) blocked)"
        out += ", \(report.totalSavings) elements removable by extraction.\n"
        out += style.dim(
            "Thresholds: --min-views \(report.options.minViews) --min-elements \(report.options.minElements).")
        return out + "\n"
    }

    static func quote(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
