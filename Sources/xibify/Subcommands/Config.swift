import ArgumentParser
import Foundation
import XibifyKit

/// `xibify config --print`: the settings in force, and where each came from; `xibify config
/// --init`: a commented starter `.xibify.yml`.
struct Config: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the effective configuration, or write a starter .xibify.yml (--init).",
        discussion: """
            --print (the default) reads the nearest .xibify.yml (this folder or a parent) or --config \
            FILE, applies the report flags given here, and prints the result as YAML, each value with \
            its source (default, file, flag). --init writes a commented .xibify.yml in this folder (or \
            --config FILE), never over an existing file. Exit codes: 0 success; 64 usage; 73 --init: \
            the file exists (left as it is); 74 --init: the file cannot be written; 78 the \
            configuration file is invalid (every problem is named with its line).
            """
    )

    @Flag(name: .customLong("print"), help: "Print the effective configuration (the default action).")
    var printConfiguration = false

    @Flag(
        name: .customLong("init"),
        help: "Write a commented starter .xibify.yml here (or at --config FILE); an existing file is kept.")
    var initialize = false

    @OptionGroup var input: InputOptions
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var config: ConfigOptions

    @Option(help: "Output format: text, json, xcode, sarif or html.")
    var format: ReportFormat?

    @Option(help: ArgumentHelp("The report's file.", valueName: "file"))
    var output: String?

    func validate() throws {
        if initialize && printConfiguration { throw ValidationError("--init and --print exclude each other.") }
    }

    func run() throws {
        if initialize {
            try writeStarter()
            return
        }
        let settings = try config.load().resolved(
            input: input, thresholds: thresholds, reporter: format?.identifier, output: output)
        TTY.write(EffectiveConfigurationRenderer().render(settings), to: .standardOutput)
    }

    /// `--init`: the starter file, at `--config FILE` or `.xibify.yml` here; 73 when one exists.
    private func writeStarter() throws {
        let path = config.config ?? Configuration.fileName
        do throws(StarterConfiguration.Failure) {
            let made = try StarterConfiguration.create(at: path)
            TTY.write(
                "wrote the starter configuration \(PlainText.escaped(path))\(ReportOutput.made(made)); "
                    + "`xibify config --print` shows what is in force\n",
                to: .standardError)
        } catch {
            switch error {
            case .exists:
                DiagnosticPrinter.error(
                    "\(path) already exists and is left as it is; remove it to start again, or "
                        + "`xibify config --init --config OTHER.yml`")
                throw ExitStatus.cannotCreate.exitCode
            case .unwritable(let reason):
                DiagnosticPrinter.error("cannot write \(path): \(reason.reason)")
                throw ExitStatus.writeFailed.exitCode
            }
        }
    }
}
