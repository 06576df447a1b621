import ArgumentParser
import Foundation
import XibifyKit

/// The scan every subcommand starts with: progress on a terminal, refused files on stderr.
enum Scan {
    /// Scans, showing progress while it runs and naming refused and skipped files afterwards.
    /// - Parameters:
    ///   - options: what to scan.
    ///   - printRefused: whether to name refused files on standard error (not when the report does).
    ///   - reportsSkipped: the caller's reporter lists skipped files itself (`report`), so they
    ///     are not named on stderr as well.
    ///   - quiet: no warnings (skipped files, unmatched excludes); refused files stay.
    ///   - describe: how a scan warning is said (a configuration's pattern by its key and line).
    /// - Returns: the report.
    /// - Throws: `ExitCode` 75 when a batch a killed run left is still half written (then
    ///   nothing was read).
    static func run(
        _ options: ScanOptions, printRefused: Bool = true, reportsSkipped: Bool = false, quiet: Bool = false,
        describe: (ScanWarning) -> ConfigurationWarning = { ConfigurationWarning(location: nil, message: $0.message) }
    ) throws(ExitCode) -> ScanReport {
        let progress = ProgressIndicator()
        let report = Pipeline.scan(options) { done, total in progress.update(done: done, total: total) }
        progress.finish()
        // What recovery changed is said even with --quiet: files changed.
        for batch in report.recoveredBatches {
            if batch.blocksScan {
                DiagnosticPrinter.error(batch.message)
            } else {
                DiagnosticPrinter.warn(batch.message)
            }
        }
        if report.isBlockedByUnfinishedBatch { throw ExitStatus.tryAgain.exitCode }
        for leftover in report.leftovers { WriterSetup.warn(about: leftover) }
        if printRefused { DiagnosticPrinter.printRefused(report.refused) }
        // Warnings, not errors: `--quiet` leaves them out.
        if !quiet {
            if !reportsSkipped { DiagnosticPrinter.printSkipped(report.skipped) }
            for warning in report.warnings { DiagnosticPrinter.warn(describe(warning)) }
        }
        return report
    }

    /// Scans with the effective settings and leaves out the ignored clusters, warning about
    /// `ignore` entries that match no cluster.
    /// - Parameters:
    ///   - settings: the effective configuration.
    ///   - printRefused: whether to name refused files on standard error.
    ///   - reportsSkipped: whether the report lists skipped files itself.
    ///   - quiet: no warnings.
    /// - Returns: the report without ignored clusters.
    /// - Throws: `ExitCode` 75 when a batch a killed run left is still half written.
    static func run(
        _ settings: EffectiveConfiguration, printRefused: Bool = true, reportsSkipped: Bool = false,
        quiet: Bool = false
    ) throws(ExitCode) -> ScanReport {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let report = try run(
            settings.scanOptions(workingDirectory: workingDirectory), printRefused: printRefused,
            reportsSkipped: reportsSkipped, quiet: quiet, describe: settings.describe)
        if !quiet {
            for warning in settings.warnings + settings.unmatchedIgnoreWarnings(in: report) {
                DiagnosticPrinter.warn(warning)
            }
        }
        return settings.named(settings.filtered(report))
    }
}
