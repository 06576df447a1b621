import Foundation
import PackagePlugin

/// Runs `xibify report --format xcode` over a target's `.storyboard` and `.xib` files on each
/// build, so that Xcode lists the duplicated layouts as warnings (docs/plugins.md).
///
/// A build command, not a prebuild command: SwiftPM runs prebuild commands before anything is
/// built, so they can only run binaries that already exist (SwiftLint's plugin ships one as an
/// artifact bundle), while xibify is built from source here. A build command with declared
/// outputs runs only when something consumes them (a stamp file is never asked for: it did not
/// run, `.ci/plugins-check` showed), while one that declares none is run by SwiftPM (5.11 and
/// later) whenever one of its inputs changed: an IB file of the target, or xibify itself.
/// `/bin/sh` runs it so that its exit status (65 for a refused file) never fails the build.
@main
struct XibifyBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = Self.interfaceBuilderFiles(in: module.sourceFiles.map(\.url))
        return try Self.commands(files: files, tool: context.tool(named: "xibify").url, name: target.name)
    }

    /// The IB files among a target's files and inside the folders among them.
    ///
    /// A resource folder declared with `.copy("Views")` is one entry of the target.
    static func interfaceBuilderFiles(in urls: [URL]) -> [URL] {
        var files: [URL] = []
        for url in urls {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if isInterfaceBuilderFile(url) { files.append(url) }
                continue
            }
            guard let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let entry as URL in found where isInterfaceBuilderFile(entry) {
                files.append(entry)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Whether a file is a storyboard or xib.
    static func isInterfaceBuilderFile(_ url: URL) -> Bool {
        ["storyboard", "xib"].contains(url.pathExtension.lowercased())
    }

    /// The build command for some IB files: none when there are none.
    /// - Parameters:
    ///   - files: the IB files.
    ///   - tool: the built `xibify`.
    ///   - name: the target's name, for the build log.
    /// - Returns: the commands.
    static func commands(files: [URL], tool: URL, name: String) -> [Command] {
        guard !files.isEmpty else { return [] }
        // `$0` is xibify, the rest the files; the report is advice, so its status never fails
        // the build (use `report --fail-on-duplicates` in CI to gate).
        let script = "\"$0\" report --format xcode \"$@\" || :"
        return [
            .buildCommand(
                displayName: "xibify: duplicated layouts in \(name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, tool.path] + files.map(\.path),
                inputFiles: [tool] + files,
                outputFiles: [])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension XibifyBuildToolPlugin: XcodeBuildToolPlugin {
        /// The same command for a target of an Xcode project.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = Self.interfaceBuilderFiles(in: target.inputFiles.map(\.url))
            return try Self.commands(files: files, tool: context.tool(named: "xibify").url, name: target.displayName)
        }
    }
#endif
