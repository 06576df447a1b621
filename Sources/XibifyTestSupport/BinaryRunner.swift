import Foundation

/// Runs the built `xibify` executable, as a user would, and captures what it prints.
public enum BinaryRunner {
    /// What one run printed and returned.
    public struct Result: Sendable {
        public var stdout: String
        public var stderr: String
        public var status: Int32
    }

    /// The folder SwiftPM builds products into (the test bundle sits there too).
    public static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The built `xibify` binary.
    public static var executable: URL { productsDirectory.appendingPathComponent("xibify") }

    /// Runs `xibify` with arguments, no terminal, and a clean colour environment.
    /// - Parameters:
    ///   - arguments: the command line after `xibify`.
    ///   - directory: the working folder (default: the package root).
    ///   - environment: extra variables.
    /// - Returns: stdout, stderr and the exit status.
    public static func run(
        _ arguments: [String],
        in directory: URL = TestPaths.packageRoot,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["RECORD_GOLDENS"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a large output cannot fill a pipe and block.
        let outData = PipeCapture(out.fileHandleForReading)
        let errData = PipeCapture(err.fileHandleForReading)
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: outData.wait(), as: UTF8.self),
            stderr: String(decoding: errData.wait(), as: UTF8.self),
            status: process.terminationStatus
        )
    }
}
