import Foundation
import PackagePlugin

/// `swift package xibify [--target NAME ...] [report|rewrite|extract] [ARGUMENTS ...]`: runs the
/// `xibify` executable, built from this package, in the package's folder.
///
/// Without `--target` the paths given (relative to the package's folder) are scanned, or the
/// whole package when none are; with `--target`, the storyboards and xibs of those targets. The subcommand
/// defaults to `report`. The plugin exits with xibify's own status (docs/plugins.md).
@main
struct XibifyCommandPlugin: CommandPlugin {
    /// The subcommands the plugin passes on; anything else starts the arguments of `report`.
    static let subcommands: Set<String> = ["report", "rewrite", "extract", "config", "help"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "xibify")
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let subcommand = rest.first.map { Self.subcommands.contains($0) } == true ? rest.removeFirst() : "report"
        // `--target`: the IB files of those targets (their folders would need `Target.directoryURL`,
        // which tools version 6.1 brings; the package declares 6.0).
        var files: [String] = []
        for target in try context.package.targets(named: targetNames) {
            let found = Self.interfaceBuilderFiles(in: (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? [])
            if found.isEmpty {
                Diagnostics.warning("no .storyboard or .xib files in target \(target.name)")
            }
            files += found.map { Self.path(of: $0, in: context.package.directoryURL) }
        }
        // Targets without IB files: nothing to scan (no paths would scan the whole package).
        if !targetNames.isEmpty && files.isEmpty { return }
        let status = try Self.run(
            tool.url, [subcommand] + rest + files, in: context.package.directoryURL)
        guard status == 0 else {
            // The status is xibify's (1 findings, 65 refused input, …), for scripts that read it.
            Diagnostics.error("xibify \(subcommand) exited with status \(status) (see docs/cli.md, Exit codes)")
            exit(status)
        }
    }

    /// Runs the tool with the plugin's own standard streams and waits for it.
    /// - Returns: its exit status.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A file's path relative to the package's folder (xibify shows paths relative to it).
    static func path(of file: URL, in package: URL) -> String {
        let base = package.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    /// The IB files among a target's files and inside the folders among them.
    ///
    /// A resource folder declared with `.copy("Views")` is one entry of the target. The build-tool plugin has the same
    /// function: plugins cannot share code with each other.
    static func interfaceBuilderFiles(in urls: [URL]) -> [URL] {
        var files: [URL] = []
        for url in urls {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if ["storyboard", "xib"].contains(url.pathExtension.lowercased()) { files.append(url) }
                continue
            }
            guard let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let entry as URL in found where ["storyboard", "xib"].contains(entry.pathExtension.lowercased()) {
                files.append(entry)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
