import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `xibify` without root's privileges, for tests of permission bits (which do
/// not stop root): as root through `setpriv` as `nobody` (uid 65534), otherwise as it is.
package enum UnprivilegedRunner {
    /// The command prefix that drops root's privileges (empty when not root), or nil when they
    /// cannot be dropped here (no `setpriv`, or `nobody` cannot run the built binary).
    package static let prefix: [String]? = {
        guard geteuid() == 0 else { return [] }
        let prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        guard let probe = try? ToolRunner.run(prefix + [BinaryRunner.executable.path, "--version"]), probe.status == 0
        else { return nil }
        return prefix
    }()

    /// Whether the binary can be run without privileges here.
    package static var isAvailable: Bool { prefix != nil }

    /// Runs `xibify` without privileges in a folder.
    /// - Parameters:
    ///   - arguments: the command line after `xibify`.
    ///   - directory: the working folder.
    /// - Returns: its status and output.
    package static func run(_ arguments: [String], in directory: URL) throws -> ToolRunner.Result {
        let words = (prefix ?? []) + [BinaryRunner.executable.path] + arguments
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        return try ToolRunner.run(["sh", "-c", "cd '\(directory.path)' && exec " + quoted.joined(separator: " ")])
    }
}
