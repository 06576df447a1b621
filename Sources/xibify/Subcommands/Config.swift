import ArgumentParser
import Foundation
import XibifyKit

/// `xibify config --print`: the settings in force, and where each came from.
struct Config: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the effective configuration (.xibify.yml merged with the flags given).",
        discussion: """
            Reads the nearest .xibify.yml (this folder or a parent) or --config FILE, applies the \
            report flags given here, and prints the result as YAML, each value with its source \
            (default, file, flag). Exit codes: 0 success; 64 usage; 78 the configuration file is \
            invalid (every problem is named with its line).
            """
    )

    @Flag(name: .customLong("print"), help: "Print the effective configuration (the default action).")
    var printConfiguration = false

    @OptionGroup var input: InputOptions
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var config: ConfigOptions

    @Option(help: "Output format: text, json, xcode, sarif or html.")
    var format: ReportFormat?

    @Option(help: ArgumentHelp("The report's file.", valueName: "file"))
    var output: String?

    func run() throws {
        let settings = try config.load().resolved(
            input: input, thresholds: thresholds, reporter: format?.identifier, output: output)
        TTY.write(EffectiveConfigurationRenderer().render(settings), to: .standardOutput)
    }
}
