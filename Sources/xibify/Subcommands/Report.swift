import ArgumentParser
import Foundation
import XibifyKit

extension ReportFormat: ExpressibleByArgument {}

/// `xibify report`: a dry-run report of duplicated layouts.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report view layouts that occur more than once (changes nothing).",
        discussion: """
            Folders are searched recursively for .storyboard and .xib files; hidden folders, what \
            git ignores, Pods, Carthage, DerivedData, *.xcloc and .build are skipped. Settings come from \
            .xibify.yml (this folder or a parent, or --config); flags override it. Exit codes: 0 \
            success; 1 duplicates found with --fail-on-duplicates (with --baseline: new ones); 64 \
            usage; 65 an input was refused (the others are still reported; wins over 1; with \
            --format xcode refused inputs are warnings and do not change the status); 66 the \
            --baseline file cannot be used; 74 --output or the --write-baseline file cannot be \
            written (4 when the --write-baseline file was written but the report or a \
            message could not be); 78 the configuration file is invalid.
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

    @Flag(help: "Print the summary and the top clusters only (text format).")
    var brief = false

    @Option(help: ArgumentHelp("Show the details of the first N clusters only (text format).", valueName: "n"))
    var top: Int?

    @Flag(help: "Exit with status 1 when any duplicated layout is found (a CI gate).")
    var failOnDuplicates = false

    @Option(help: "Report (and fail on) only the copies this baseline file does not hold.")
    var baseline: String?

    @Option(help: "Record the current findings in this baseline file (written atomically).")
    var writeBaseline: String?

    func validate() throws {
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline exclude each other.")
        }
        if let top, top < 1 { throw ValidationError("--top takes a number of clusters, 1 or more.") }
    }

    func run() throws {
        let settings = try config.load().resolved(
            input: input, thresholds: thresholds, reporter: format?.identifier, output: output)
        let format = ReportFormat(identifier: settings.reporter.value) ?? .text
        if format != .text && (brief || top != nil) {
            throw UsageError.report(
                "--brief and --top shape the text report; the \(format.identifier) format always holds every cluster",
                for: Self.self)
        }
        if settings.output.value == nil && [.json, .sarif, .html].contains(format) {
            OutputLoss.keepStandardOutputClean()
        }
        // The baseline is read before the scan, so a bad one fails at once.
        var accepted: Baseline?
        if let baseline {
            do throws(BaselineError) {
                accepted = try Baseline.load(from: Self.absolute(baseline), shownAs: baseline)
            } catch {
                DiagnosticPrinter.error(error.message)
                throw ExitStatus.baselineUnusable.exitCode
            }
        }
        // In Xcode's form refused inputs are warnings on standard output, not errors on stderr.
        var report = try Scan.run(settings, printRefused: format != .xcode, reportsSkipped: true, quiet: quiet)
        if report.files.isEmpty && !quiet {
            DiagnosticPrinter.warn("no .storyboard or .xib files found in \(input.describedPaths)")
        }
        if let writeBaseline {
            let path = Self.absolute(writeBaseline)
            let recorded = Baseline(recording: report, folder: Self.folder(of: path))
            // Written by the path as given, so that only folders below the working folder are
            // checked for links when folders must be made (`OutputFolders`).
            let made: [String]
            do throws(BaselineError) {
                made = try recorded.write(to: writeBaseline, shownAs: writeBaseline)
            } catch {
                DiagnosticPrinter.error(error.message)
                throw ExitStatus.writeFailed.exitCode
            }
            OutputLoss.filesWritten("the baseline \(writeBaseline) was written")
            let copies = recorded.findings.reduce(0) { $0 + $1.copies.count }
            if !report.refused.isEmpty {
                // Their copies are not in it: once the files read, those copies count as new.
                DiagnosticPrinter.warn(
                    "the baseline \(writeBaseline) leaves out the \(report.refused.count) refused "
                        + "file\(report.refused.count == 1 ? "" : "s"); fix \(report.refused.count == 1 ? "it" : "them") "
                        + "and write it again, or their copies will count as new")
            }
            if !quiet {
                TTY.write(
                    "wrote the baseline \(writeBaseline): \(recorded.findings.count) clusters, \(copies) copies"
                        + "\(ReportOutput.made(made))\n",
                    to: .standardError)
            }
        }
        if let accepted, let baseline {
            let path = Self.absolute(baseline)
            report = accepted.filter(report, folder: Self.folder(of: path), file: baseline)
        }
        let reporter = format.reporter(
            ReporterSettings(
                color: ReportOutput.colorAllowed(file: settings.output.value), quiet: quiet,
                workingDirectory: FileManager.default.currentDirectoryPath, detail: detail))
        // Nothing could be read (a path that does not exist): the errors above say it all, and a
        // text report after them ("No duplicated layouts found.") would read as a clean scan (#32).
        // The other formats still write their document, which programs read.
        let nothingRead = !report.files.isEmpty && report.files.allSatisfy { $0.error != nil }
        if !(nothingRead && format == .text) {
            try ReportOutput.emit(
                reporter.render(report), to: settings.output.value, what: "the report", quiet: quiet)
        }
        if !report.refused.isEmpty && format != .xcode { throw ExitStatus.inputRefused.exitCode }
        if OutputLoss.changesStatus { throw ExitStatus.outputLost.exitCode }
        // Exact copies that a variant group took with a nudged paste of them are duplicates too.
        if failOnDuplicates && !(report.clusters.isEmpty && report.absorbedClusters.isEmpty) {
            throw ExitStatus.duplicatesFound.exitCode
        }
    }

    /// How much of the text report to show.
    private var detail: TextReporter.Detail {
        if brief { return .brief(top: top ?? TextReporter.defaultTop) }
        return top.map { .top($0) } ?? .all
    }

    /// A path made absolute against the working folder, `.` and `..` resolved.
    private static func absolute(_ path: String) -> String {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// The folder a file is in.
    private static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
    }
}
