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
            rolls it back. Exit codes: 0 success; 1 --check found changes; 3 a cluster's output \
            failed verification and was dropped (the others were kept: written with --write); 64 usage; 65 an input \
            was refused (the other files were rewritten; with --strict nothing was written); 73 \
            --add-to-project: a project cannot take the new files in the --output-dir folder, or cannot \
            be edited (nothing written; a cluster whose default folder has no group is skipped), or a \
            folder's .xibify.lock is a symbolic link, a FIFO or another file xibify did not make \
            (left alone; nothing changed), or a file of the batch would be written through a \
            symbolic link xibify did not make; 74 a file could not be written, or standard output \
            or standard error failed before anything was written (nothing changed); 4 every file \
            was written but the summary or a message could not be (standard output, standard \
            error or --output-file; the other stream says so); 75 another xibify run holds a \
            folder's lock, or an input changed meanwhile, since the scan included (nothing \
            changed; run again); 77 a file to edit is read-only \
            (nothing changed; --force replaces it); 78 the configuration file is invalid; \
            130/143 interrupted by SIGINT/SIGTERM.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var extraction: ExtractionFlags
    @OptionGroup var config: ConfigOptions

    @Flag(help: "Apply the changes (atomically, all files or none) instead of printing the diff.")
    var write = false

    @Flag(help: "Exit with status 1 when the rewrite would change anything (CI).")
    var check = false

    @Option(help: "Output format: text (a unified diff) or json (the plan and its outcome).")
    var format: RewriteFormat = .text

    @Option(
        name: .customLong("output-file"),
        help: ArgumentHelp(
            "Write the diff, summary or JSON to FILE (replaced atomically) instead of standard output.",
            valueName: "file"))
    var outputFile: String?

    @Flag(name: .shortAndLong, help: "Print the diff or JSON only: no notes, no warnings (errors stay).")
    var quiet = false

    func validate() throws {
        if write && check { throw ValidationError("--write and --check exclude each other.") }
        if extraction.force && !write { throw ValidationError("--force only applies with --write.") }
        if extraction.names.contains(where: { !$0.contains("=") }) && extraction.clusters.count != 1 {
            throw ValidationError("--name NAME needs exactly one --cluster; otherwise write --name ID=NAME.")
        }
    }

    func run() throws {
        do {
            try perform()
        } catch let error as ValidationError {
            throw UsageError.report(error.message, for: Self.self)
        }
    }

    /// The command, once its flags are valid; a usage mistake found here is a `ValidationError`.
    private func perform() throws {
        extraction.warnAboutDeprecatedFlags(command: "rewrite", quiet: quiet)
        let settings = try config.load().resolved(input: input, thresholds: thresholds, extraction: extraction)
        if format == .json && outputFile == nil { OutputLoss.keepStandardOutputClean() }
        let report = try Scan.run(settings, quiet: quiet)
        PausingInterruption.pauseAfterScan()
        let options = try extraction.options(settings)
        let result: RewriteResult
        do {
            result = try Rewriter.prepare(report, options: options, tamper: TestTamper.fromEnvironment)
        } catch {
            switch error {
            case .extraction(let reason):
                throw ValidationError(reason.errorDescription ?? "\(reason)")
            case .verification(let reason):
                DiagnosticPrinter.error(reason.errorDescription ?? "\(reason)")
                throw ExitStatus.verificationFailed.exitCode
            case .project(let reason):
                DiagnosticPrinter.error(reason.errorDescription ?? "\(reason)")
                throw ExitStatus.cannotCreate.exitCode
            case .linkedPath(let reason):
                DiagnosticPrinter.error(reason.errorDescription ?? "\(reason)")
                throw ExitStatus.cannotCreate.exitCode
            case .changedSinceRead(let paths):
                // Lost a race with another run or an editor: as the writer says it, 75.
                throw WriterSetup.exitCode(for: BatchWriter.Failure(.changedSinceRead, paths: paths))
            }
        }
        let refused = !report.refused.isEmpty
        // A refused file is never written and no cluster includes it, so the other files are
        // rewritten as usual; --strict keeps the whole run's all-or-nothing refusal.
        if write && refused && settings.strict {
            for dropped in result.dropped {
                DiagnosticPrinter.error(dropped.message(othersWritten: false), at: dropped.location)
            }
            // Nothing is written, so the diff is not the news: say what was refused (named above).
            let count = report.refused.count
            DiagnosticPrinter.error(
                "nothing was written: \(count == 1 ? "1 input was" : "\(count) inputs were") refused (named above) "
                    + "and --strict is on; fix or --exclude \(count == 1 ? "it" : "them") and run again")
            if format == .json {
                let outcome = RewriteOutcome(result: result, mode: .write, written: false)
                try ReportOutput.emit(
                    RewriteJSONReporter().render(outcome), to: outputFile, what: "the JSON", quiet: quiet)
            }
            throw ExitStatus.inputRefused.exitCode
        }
        var written = false
        var lateSignal: Int32?
        if write {
            let record = namesToRecord(in: result, options: options, settings: settings)
            do {
                lateSignal = try WriterSetup.writer(force: extraction.force).write(
                    result.files, with: record.map { [$0.write] } ?? []
                ).signal
                if let record, !quiet {
                    TTY.write(
                        NamesRecordingText.recorded(record.names, in: record.displayPath) + "\n", to: .standardError)
                }
                written = true
                // From here on, an output that cannot be written is a warning and status 4, not 74.
                OutputLoss.filesWritten("every file was written: the rewrite is complete")
            } catch {
                throw WriterSetup.exitCode(for: error)
            }
        }
        let outcome = RewriteOutcome(result: result, mode: write ? .write : check ? .check : .diff, written: written)
        let color = ReportOutput.colorAllowed(file: outputFile)
        // On a terminal, the diff (often thousands of lines) goes to a pager after a summary of
        // a screen; piped or written to a file, it is the output itself.
        if format == .text && !written && outputFile == nil && TTY.isTerminal(.standardOutput),
            let pager = Pager.command()
        {
            // The notes (one or more per cluster) go to the pager too, before the diff: the screen
            // keeps the summary.
            let notes = quiet ? "" : RewriteSummaryRenderer().notes(result)
            if !quiet {
                TTY.write(RewriteSummaryRenderer(style: TextStyle(enabled: color)).pending(result), to: .standardOutput)
            }
            let diff = format.reporter(for: outcome, color: color).renderPieces(outcome).joined()
            let paged = notes.isEmpty || diff.isEmpty ? notes + diff : notes + "\n" + diff
            if !paged.isEmpty && !Pager.show(paged, command: pager) { TTY.write(paged, to: .standardOutput) }
            try finish(report: report, result: result, written: written, lateSignal: lateSignal)
            return
        }
        try ReportOutput.emit(
            pieces: format.reporter(for: outcome, color: color).renderPieces(outcome), to: outputFile,
            what: format == .json ? "the JSON" : written ? "the summary" : "the diff", quiet: quiet)
        if format == .text && !written && !quiet {
            TTY.write(RewriteSummaryRenderer().notes(result), to: .standardError)
        }
        try finish(report: report, result: result, written: written, lateSignal: lateSignal)
    }

    /// The names `--name` chose for the classes this write creates, to record in the configuration
    /// file in the same batch (#30), with the file's new contents; nil when there are none, or when
    /// the file cannot be edited (said in a warning: the rewrite is written all the same).
    private func namesToRecord(
        in result: RewriteResult, options: ExtractionOptions, settings: EffectiveConfiguration
    ) -> (names: [String: String], displayPath: String, write: FileWrite)? {
        let names = NamesRecording.chosenNames(
            in: result, chosen: options.classNames, recorded: settings.names.value)
        guard !names.isEmpty else { return nil }
        let file = NamesRecording.file(
            of: settings, workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let recording = NamesRecording(file: file.path, displayPath: file.displayPath, names: names)
        do {
            return (names, file.displayPath, try recording.write())
        } catch {
            DiagnosticPrinter.warn(
                NamesRecordingText.notRecorded(names, in: file.displayPath, unreadable: error != .notEditable))
            return nil
        }
    }

    /// The errors every run names, and the exit status.
    private func finish(report: ScanReport, result: RewriteResult, written: Bool, lateSignal: Int32?) throws {
        // Each dropped cluster is a bug to report: named even with --quiet, and in the status.
        let othersWritten = written && !result.plans.isEmpty
        for dropped in result.dropped {
            DiagnosticPrinter.error(dropped.message(othersWritten: othersWritten), at: dropped.location)
        }
        WriterSetup.endIfSignalled(lateSignal)
        if !report.refused.isEmpty { throw ExitStatus.inputRefused.exitCode }
        if !result.dropped.isEmpty { throw ExitStatus.verificationFailed.exitCode }
        if OutputLoss.changesStatus { throw ExitStatus.outputLost.exitCode }
        if check && result.hasChanges { throw ExitStatus.duplicatesFound.exitCode }
    }
}

extension RewriteFormat: ExpressibleByArgument {}
