import ArgumentParser
import Foundation
import XibifyKit

/// `xibify report`: a dry-run report of duplicated layouts.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report view layouts that occur more than once (changes nothing).",
        discussion: """
            Folders are searched recursively for .storyboard and .xib files; hidden folders, what \
            git ignores, and Pods, Carthage, DerivedData and .build are skipped. Exit codes: 0 \
            success; 1 duplicates found with --fail-on-duplicates (with --baseline: new ones); 64 \
            usage; 65 an input was refused (the others are still reported; wins over 1); 66 the \
            --baseline file cannot be used; 74 the --write-baseline file cannot be written.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var thresholds: ThresholdOptions

    @Option(help: "Output format: text, json or xcode.")
    var format: OutputFormat = .text

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
    }

    func run() throws {
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
        var report = Scan.run(input.scanOptions(clustering: thresholds.clusteringOptions), reportsSkipped: true)
        if report.files.isEmpty {
            DiagnosticPrinter.warn("no .storyboard or .xib files found in \(input.describedPaths)")
        }
        if let writeBaseline {
            let path = Self.absolute(writeBaseline)
            let recorded = Baseline(recording: report, folder: Self.folder(of: path))
            do throws(BaselineError) {
                try recorded.write(to: path, shownAs: writeBaseline)
            } catch {
                DiagnosticPrinter.error(error.message)
                throw ExitStatus.writeFailed.exitCode
            }
            let copies = recorded.findings.reduce(0) { $0 + $1.copies.count }
            TTY.write(
                "wrote the baseline \(writeBaseline): \(recorded.findings.count) clusters, \(copies) copies\n",
                to: .standardError)
        }
        if let accepted, let baseline {
            let path = Self.absolute(baseline)
            report = accepted.filter(report, folder: Self.folder(of: path), file: baseline)
        }
        let reporter = format.kitFormat.reporter(color: TTY.colorAllowed(for: .standardOutput))
        TTY.write(reporter.render(report), to: .standardOutput)
        if !report.refused.isEmpty { throw ExitStatus.inputRefused.exitCode }
        if failOnDuplicates && !report.clusters.isEmpty { throw ExitStatus.duplicatesFound.exitCode }
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
