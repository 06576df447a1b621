import ArgumentParser
import Foundation
import XibifyKit

/// `xibify extract`: interactive extraction, one cluster at a time.
struct Extract: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Extract duplicated layouts interactively, one cluster at a time.",
        discussion: """
            Shows the clusters, asks for one, its class and property names, module and output \
            folder, shows the verified diff and writes it atomically on `y`. Every question has a \
            flag (--cluster, --name, --param, --module, --output-dir, --yes), so the flow can be \
            scripted; `xibify rewrite` does whole batches. Exit codes: 0 done (also when you \
            quit or decline); 1 a scripted cluster could not be extracted; 64 usage, or no \
            terminal and not every question answered by flags; 65 an input was refused (it is \
            named first and never touched; the others can still be extracted); a scripted write \
            that fails exits as rewrite --write does (73, 74, 75, 77); 4 a write \
            was made but what follows it could not be printed (standard output or standard error; \
            no further cluster is extracted); 130/143 interrupted by \
            SIGINT/SIGTERM during a write (rolled back).
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var extraction: ExtractionFlags
    @OptionGroup var config: ConfigOptions

    @Flag(help: "Accept every default and write without asking (with --cluster, for scripts).")
    var yes = false

    func validate() throws {
        if !TTY.isTerminal(.standardInput) && (extraction.clusters.isEmpty || !yes) {
            throw ValidationError(
                """
                xibify extract asks its questions on a terminal, and standard input is not one.
                Answer every question with flags: --cluster ID --yes (and optionally --name NAME, \
                --param OLD=NEW, --module NAME, --output-dir DIR), or use `xibify rewrite` for batches.
                """)
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
        extraction.warnAboutDeprecatedFlags(command: "extract")
        let settings = try config.load().resolved(input: input, thresholds: thresholds, extraction: extraction)
        let scanOptions = settings.scanOptions(
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        // Refused files are named up front and never touched; each write is approved after its
        // verified diff, so the others can still be extracted. The exit status still says 65.
        let firstReport = try Scan.run(settings)
        let refused = firstReport.refused
        // A --cluster id that no cluster has is a usage error (64), not a silent end.
        for id in extraction.clusters
        where !firstReport.clusters.contains(where: { $0.id == id || id.count >= 4 && $0.fingerprint.hasPrefix(id) }) {
            let known = firstReport.clusters.map(\.id).joined(separator: ", ")
            throw ValidationError(
                "no cluster has the id \(id) (known: \(known.isEmpty ? "none" : known)); run `xibify report` to see them"
            )
        }
        let options = try extraction.options(settings)
        let style = TextStyle(enabled: TTY.colorAllowed(for: .standardOutput))
        var provider = TerminalDecisionProvider(
            prompter: Prompter(style: style), style: style, queuedClusters: extraction.clusters,
            scripted: !extraction.clusters.isEmpty && yes, acceptAll: yes,
            classNames: options.classNames, module: extraction.module, output: extraction.output)
        var session = ExtractionSession(scanOptions: scanOptions, extraction: options)
        session.writer = WriterSetup.writer(force: extraction.force)
        session.ignored = settings.ignore.value
        session.namesFile = NamesRecording.file(
            of: settings, workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        session.tamper = TestTamper.fromEnvironment
        let outcome = session.run(with: &provider, firstReport: firstReport)
        // The provider named a failed write; an interruption ends the program by its signal.
        if let signal = outcome.signal {
            if outcome.completedBeforeSignal { WriterSetup.endIfSignalled(signal) }
            SignalExit.end(by: signal)
        }
        if !refused.isEmpty { throw ExitStatus.inputRefused.exitCode }
        // A scripted run whose write failed exits as `rewrite --write` would (73, 74, 75 or 77).
        if provider.scripted, let failure = outcome.failures.last {
            throw WriterSetup.status(of: failure).exitCode
        }
        if provider.dropped && provider.scripted { throw ExitStatus.verificationFailed.exitCode }
        if OutputLoss.changesStatus { throw ExitStatus.outputLost.exitCode }
        if provider.failed && provider.scripted { throw ExitStatus.duplicatesFound.exitCode }
    }
}
