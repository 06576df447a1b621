import ArgumentParser
import Foundation
import XibifyKit

/// `xibify report`: a dry-run report of duplicated layouts.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report view layouts that occur more than once (changes nothing).",
        discussion: """
            Folders are searched recursively for .storyboard and .xib files; hidden folders \
            and .build are skipped. Exit codes: 0 success; 1 duplicates found with \
            --fail-on-duplicates; 65 an input was refused (the others are still reported); 74 the \
            --output file could not be written.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var thresholds: ThresholdOptions

    @Option(help: "Output format: text, json, xcode or html.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Write the report to this file (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    @Flag(help: "Exit with status 1 when any duplicated layout is found (a CI gate).")
    var failOnDuplicates = false

    func run() throws {
        let report = Scan.run(input.scanOptions(clustering: thresholds.clusteringOptions))
        if report.files.isEmpty {
            DiagnosticPrinter.warn("no .storyboard or .xib files found in \(input.describedPaths)")
        }
        let reporter = format.kitFormat.reporter(color: output == nil && TTY.colorAllowed(for: .standardOutput))
        if let output {
            try ReportFile.write(reporter.render(report), to: output)
        } else {
            TTY.write(reporter.render(report), to: .standardOutput)
        }
        if !report.refused.isEmpty { throw ExitStatus.inputRefused.exitCode }
        if failOnDuplicates && !report.clusters.isEmpty { throw ExitStatus.duplicatesFound.exitCode }
    }
}

/// The `--format` values.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, xcode, html

    var kitFormat: ReportFormat {
        switch self {
        case .text: .text
        case .json: .json
        case .xcode: .xcode
        case .html: .html
        }
    }
}
