import ArgumentParser
import Foundation
import XibifyKit

/// `xibify show ID`: one cluster's details, as the text report gives them.
struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show one cluster's copies, parameters, ports and blockers (changes nothing).",
        discussion: """
            ID is a cluster's id as `xibify report` lists it, or the first eight or more characters \
            of its fingerprint; the scan takes the same paths, thresholds and configuration as \
            report, so the cluster keeps its number. Exit codes: 0 shown; 64 usage, or no cluster \
            has the id; 65 an input was refused (the cluster is still shown when it was found); \
            74 --output cannot be written; 78 the configuration file is invalid.
            """
    )

    @Argument(help: "The cluster's id (as `xibify report` lists it) or a prefix of its fingerprint.")
    var id: String

    @OptionGroup var input: InputOptions
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var config: ConfigOptions

    @Option(
        name: [.long, .customLong("output-file")],
        help: ArgumentHelp(
            "Write the details to FILE (replaced atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(name: .shortAndLong, help: "No heading and no advice: the copies, parameters, ports and blockers only.")
    var quiet = false

    func run() throws {
        // The configuration's `reporter:` and `output:` are the report's: details go where --output says.
        let settings = try config.load().resolved(input: input, thresholds: thresholds)
        let report = try Scan.run(settings, quiet: quiet)
        guard
            report.clusters.contains(where: { $0.isNamed(by: id) })
                || report.variants.contains(where: { $0.isNamed(by: id) })
        else {
            let known = report.clusters.map(\.id)
            let list =
                known.isEmpty ? "none" : known.prefix(20).joined(separator: ", ") + (known.count > 20 ? ", …" : "")
            throw UsageError.report(
                "no cluster has the id \(id) (known: \(list)); run `xibify report` to see them", for: Self.self)
        }
        let reporter = ReportFormat.text.reporter(
            ReporterSettings(
                color: ReportOutput.colorAllowed(file: output), quiet: quiet,
                workingDirectory: FileManager.default.currentDirectoryPath, detail: .cluster(id)))
        try ReportOutput.emit(reporter.render(report), to: output, what: "the details", quiet: quiet)
        if !report.refused.isEmpty { throw ExitStatus.inputRefused.exitCode }
        if OutputLoss.changesStatus { throw ExitStatus.outputLost.exitCode }
    }
}
