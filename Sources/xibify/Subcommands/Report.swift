import ArgumentParser
import Foundation
import XibifyKit

extension ReportFormat: ExpressibleByArgument {}

/// `xibify report`: a dry-run report of duplicated layouts.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report view layouts that occur more than once (changes nothing).",
        discussion: """
            Folders are searched recursively for .storyboard and .xib files; hidden folders \
            and .build are skipped. Settings come from .xibify.yml (this folder or a parent, or \
            --config); flags override it. Exit codes: 0 success; 1 duplicates found with \
            --fail-on-duplicates; 65 an input was refused (the others are still reported; with \
            --format xcode refused inputs are warnings and do not change the status); 74 --output \
            could not be written; 78 the configuration file is invalid.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var config: ConfigOptions

    @Option(help: "Output format: text, json, xcode, sarif or html (default: text, or the configuration's reporter).")
    var format: ReportFormat?

    @Option(
        name: [.long, .customLong("output-file")],
        help: ArgumentHelp(
            "Write the report to FILE (replaced atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(name: .shortAndLong, help: "Print the findings only: no summary, no advice, no warnings (errors stay).")
    var quiet = false

    @Flag(help: "Exit with status 1 when any duplicated layout is found (a CI gate).")
    var failOnDuplicates = false

    func run() throws {
        let settings = try config.load().resolved(
            input: input, thresholds: thresholds, reporter: format?.identifier, output: output)
        let format = ReportFormat(identifier: settings.reporter.value) ?? .text
        // In Xcode's form refused inputs are warnings on standard output, not errors on stderr.
        let report = Scan.run(settings, printRefused: format != .xcode, quiet: quiet)
        if report.files.isEmpty && !quiet {
            DiagnosticPrinter.warn("no .storyboard or .xib files found in \(input.describedPaths)")
        }
        let reporter = format.reporter(
            ReporterSettings(
                color: ReportOutput.colorAllowed(file: settings.output.value), quiet: quiet,
                workingDirectory: FileManager.default.currentDirectoryPath))
        try ReportOutput.emit(reporter.render(report), to: settings.output.value)
        if !report.refused.isEmpty && format != .xcode { throw ExitStatus.inputRefused.exitCode }
        if failOnDuplicates && !report.clusters.isEmpty { throw ExitStatus.duplicatesFound.exitCode }
    }
}
