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
            --fail-on-duplicates; 65 an input was refused (the others are still reported).
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var thresholds: ThresholdOptions

    @Option(help: "Output format: text, json or xcode.")
    var format: OutputFormat = .text

    @Flag(help: "Exit with status 1 when any duplicated layout is found (a CI gate).")
    var failOnDuplicates = false

    func run() throws {
        let report = Scan.run(input.scanOptions(clustering: thresholds.clusteringOptions))
        if report.files.isEmpty {
            DiagnosticPrinter.warn("no .storyboard or .xib files found in \(input.describedPaths)")
        }
        let reporter = format.kitFormat.reporter(color: TTY.colorAllowed(for: .standardOutput))
        TTY.write(reporter.render(report), to: .standardOutput)
        if !report.refused.isEmpty { throw ExitStatus.inputRefused.exitCode }
        if failOnDuplicates && !report.clusters.isEmpty { throw ExitStatus.duplicatesFound.exitCode }
    }
}

/// The `--format` values.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, xcode

    var kitFormat: ReportFormat {
        switch self {
        case .text: .text
        case .json: .json
        case .xcode: .xcode
        }
    }
}
