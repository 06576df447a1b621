import Foundation

/// Runs the built `xibify` executable, as a user would, and captures what it prints.
package enum BinaryRunner {
    /// What one run printed and returned.
    package struct Result: Sendable {
        package var stdout: String
        package var stderr: String
        package var status: Int32
    }

    /// The folder SwiftPM builds products into (the test bundle sits there too).
    package static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The built `xibify` binary.
    package static var executable: URL { productsDirectory.appendingPathComponent("xibify") }

    /// Runs `xibify` with arguments, no terminal, and a clean colour environment.
    /// - Parameters:
    ///   - arguments: the command line after `xibify`.
    ///   - directory: the working folder (default: the package root).
    ///   - environment: extra variables.
    /// - Returns: stdout, stderr and the exit status.
    package static func run(
        _ arguments: [String],
        in directory: URL = TestPaths.packageRoot,
        environment: [String: String] = [:]
    ) throws -> Result {
        let result = try BinaryProcess(arguments, in: directory, environment: environment).wait(timeout: nil)
        // A signal ends it with that signal's number, as `Process.terminationStatus` reports it.
        return Result(stdout: result.stdout, stderr: result.stderr, status: result.status ?? result.signal ?? -1)
    }
}
