import XibifyReporting
import XibifyScanning
import XibifyWorkspace

extension EffectiveConfiguration {
    /// A scan's warning, named after where its setting came from: an `excluded` pattern of the
    /// configuration file by its key and line, an `--exclude` flag's as before (#32).
    /// - Parameter warning: the scan's warning.
    /// - Returns: the warning to print.
    package func describe(_ warning: ScanWarning) -> ConfigurationWarning {
        if case .unmatchedExclude(let pattern, let index) = warning, index < fileExcludedCount {
            let key = "excluded[\(index)]"
            return ConfigurationWarning(
                location: location(of: key),
                message: "`\(key)`: \(pattern) matched no scanned path (excluded patterns are relative to each "
                    + "folder scanned, to the working folder when they hold a /, or absolute; see docs/cli.md)")
        }
        return ConfigurationWarning(location: nil, message: warning.message)
    }

    /// The `ignore` entries that name no cluster of a scan, each named by its key and line.
    /// - Parameter report: the scan's result, before filtering.
    /// - Returns: one warning per stale entry.
    package func unmatchedIgnoreWarnings(in report: ScanReport) -> [ConfigurationWarning] {
        ignore.value.enumerated().compactMap { index, entry in
            guard !report.clusters.contains(where: { entry.matches($0) }) else { return nil }
            let key = "ignore[\(index)]"
            return ConfigurationWarning(
                location: location(of: key),
                message: "`\(key)`: no cluster found has the id \(entry.cluster) (the layout changed, or is gone); "
                    + "remove the entry, or check the id with `xibify report`")
        }
    }

    /// `path:line:column` of an item of the file, or the file's path alone.
    private func location(of key: String) -> String {
        let path = file ?? Configuration.fileName
        guard let position = positions[key] else { return path }
        return "\(path):\(position.line):\(position.column)"
    }
}
