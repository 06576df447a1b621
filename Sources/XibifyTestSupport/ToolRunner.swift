import Foundation

/// Runs a command-line tool (`python3` oracles, `swiftc`) found through `/usr/bin/env`.
package enum ToolRunner {
    /// What a tool printed and how it ended.
    package struct Result: Sendable {
        /// The exit status.
        package var status: Int32
        /// Standard output.
        package var stdout: Data
        /// Standard error.
        package var stderr: String
        /// Both streams as text, output first.
        package var combined: String { String(decoding: stdout, as: UTF8.self) + stderr }
    }

    /// Runs a tool and waits for it.
    /// - Parameter arguments: the tool and its arguments (`["python3", script, …]`).
    /// - Returns: its status and output; standard error goes through a temporary file, so a tool
    ///   that writes much to both streams cannot block on a full pipe.
    package static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-tool-\(UUID()).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errors = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errors.close()
        let diagnostics = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, stdout: data, stderr: diagnostics)
    }
}
