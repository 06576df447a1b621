import ArgumentParser
import Foundation
import XibifyKit

/// `xibify rewrite`: extracts clusters into xibs with wrapper classes, in one batch.
struct Rewrite: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Extract duplicated layouts into a xib and a wrapper class each (prints a diff; --write applies).",
        discussion: """
            Every output is verified before anything is written; --write replaces files atomically, \
            all or none, with each folder it writes in locked; Ctrl-C or SIGTERM during the write \
            rolls it back. Exit codes: 0 success; 1 --check found changes; 3 verification failed \
            (nothing written); 64 usage; 65 an input was refused (nothing written); 73 \
            --add-to-project: a project cannot take the new files (nothing written); 74 a file \
            could not be written (nothing changed); 75 another xibify run holds a folder's lock, or \
            an input changed meanwhile (nothing changed; run again); 77 a file to edit is read-only \
            (nothing changed; --force replaces it); 130/143 interrupted by SIGINT/SIGTERM.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var extraction: ExtractionFlags

    @Flag(help: "Apply the changes (atomically, all files or none) instead of printing the diff.")
    var write = false

    @Flag(help: "Exit with status 1 when the rewrite would change anything (CI).")
    var check = false

    @Option(help: "Output format: text (a unified diff) or json (the plan and its outcome).")
    var format: RewriteFormat = .text

    func validate() throws {
        if write && check { throw ValidationError("--write and --check exclude each other.") }
        if extraction.force && !write { throw ValidationError("--force only applies with --write.") }
        if extraction.names.contains(where: { !$0.contains("=") }) && extraction.clusters.count != 1 {
            throw ValidationError("--name NAME needs exactly one --cluster; otherwise write --name ID=NAME.")
        }
    }

    func run() throws {
        let report = Scan.run(input.scanOptions(clustering: thresholds.clusteringOptions))
        let options = try extraction.options()
        let result: RewriteResult
        do {
            result = try Rewriter.prepare(report, options: options)
        } catch {
            switch error {
            case .extraction(let reason):
                throw ValidationError(reason.errorDescription ?? "\(reason)")
            case .verification(let reason):
                DiagnosticPrinter.error(reason.errorDescription ?? "\(reason)")
                throw ExitStatus.verificationFailed.exitCode
            case .project(let reason):
                DiagnosticPrinter.error(reason.errorDescription ?? "\(reason)")
                throw ExitStatus.projectNotEditable.exitCode
            }
        }
        let refused = !report.refused.isEmpty
        let mode = write ? "write" : check ? "check" : "diff"
        var written = false
        var lateSignal: Int32?
        if write && !refused {
            do {
                lateSignal = try WriterSetup.writer(force: extraction.force).write(result.files).signal
                written = true
            } catch {
                throw WriterSetup.exitCode(for: error)
            }
        }
        let color = TTY.colorAllowed(for: .standardOutput)
        switch format {
        case .json:
            TTY.write(JSONOutput.encode(RewriteJSONReport(result, mode: mode, written: written)), to: .standardOutput)
        case .text where written:
            TTY.write(RewriteSummaryRenderer(style: TextStyle(enabled: color)).written(result), to: .standardOutput)
        case .text:
            for diff in UnifiedDiffRenderer(style: TextStyle(enabled: color)).renderEach(result.files)
            where !diff.isEmpty {
                TTY.write(diff, to: .standardOutput)
            }
            TTY.write(RewriteSummaryRenderer().notes(result), to: .standardError)
        }
        WriterSetup.endIfSignalled(lateSignal)
        if refused {
            if write {
                DiagnosticPrinter.error("nothing was written because some inputs were refused; fix or --exclude them")
            }
            throw ExitStatus.inputRefused.exitCode
        }
        if check && result.hasChanges { throw ExitStatus.duplicatesFound.exitCode }
    }
}

/// The `--format` values of `rewrite`.
enum RewriteFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
