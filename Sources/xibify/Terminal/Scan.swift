import XibifyKit

/// The scan every subcommand starts with: progress on a terminal, refused files on stderr.
enum Scan {
    /// Scans, showing progress while it runs and naming refused files afterwards.
    /// - Parameter options: what to scan.
    /// - Returns: the report.
    static func run(_ options: ScanOptions) -> ScanReport {
        let progress = ProgressIndicator()
        let report = Pipeline.scan(options) { done, total in progress.update(done: done, total: total) }
        progress.finish()
        DiagnosticPrinter.printRefused(report.refused)
        return report
    }
}
