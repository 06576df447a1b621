import XibifyScanning

/// Renders a scan report in one output format.
///
/// Reporters are pure: report in, text out. Each has a stable identifier, the value of
/// `report --format` and of `reporter:` in `.xibify.yml`; `ReportFormat` is the registry.
public protocol Reporter: Sendable {
    /// The format's stable identifier (`text`, `json`, `xcode`, `sarif`, `html`).
    static var identifier: String { get }

    /// Renders the report.
    /// - Parameter report: the scan's result.
    /// - Returns: the whole output, ending with a newline (or empty).
    func render(_ report: ScanReport) -> String
}
