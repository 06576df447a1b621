import XibifyKit

/// The scan every subcommand starts with: progress on a terminal, refused files on stderr.
enum Scan {
    /// Scans, showing progress while it runs and naming refused and skipped files afterwards.
    /// - Parameters:
    ///   - options: what to scan.
    ///   - reportsSkipped: the caller's reporter lists skipped files itself (`report`), so they
    ///     are not named on stderr as well.
    /// - Returns: the report.
    static func run(_ options: ScanOptions, reportsSkipped: Bool = false) -> ScanReport {
        let progress = ProgressIndicator()
        let report = Pipeline.scan(options) { done, total in progress.update(done: done, total: total) }
        progress.finish()
        DiagnosticPrinter.printRefused(report.refused)
        if !reportsSkipped { DiagnosticPrinter.printSkipped(report.skipped) }
        for warning in report.warnings { DiagnosticPrinter.warn(warning.message) }
        return report
    }
}
