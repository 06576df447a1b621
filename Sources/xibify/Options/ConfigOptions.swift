import ArgumentParser
import Foundation
import XibifyKit

/// Which configuration file to read.
struct ConfigOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Read settings from FILE instead of the nearest .xibify.yml (this folder or a parent).",
            valueName: "file"))
    var config: String?

    /// The configuration: the named file, the nearest `.xibify.yml`, or the defaults.
    /// - Returns: the file's settings.
    /// - Throws: `ExitStatus.configurationError` after naming every problem on standard error.
    func load() throws -> Configuration {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let file: URL
        if let config {
            file = URL(fileURLWithPath: config, relativeTo: workingDirectory)
        } else if let found = ConfigurationLoader.discover(from: workingDirectory) {
            file = found
        } else {
            return Configuration()
        }
        do {
            return try ConfigurationLoader.load(file)
        } catch {
            for problem in error.errors {
                DiagnosticPrinter.error("\(problem.location): \(problem.message)")
            }
            throw ExitStatus.configurationError.exitCode
        }
    }
}
