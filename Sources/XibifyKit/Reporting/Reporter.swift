/// Renders a scan report in one output format.
///
/// Reporters are pure: report in, text out.
public protocol Reporter: Sendable {
    /// Renders the report.
    /// - Parameter report: the scan's result.
    /// - Returns: the whole output, ending with a newline.
    func render(_ report: ScanReport) -> String
}
