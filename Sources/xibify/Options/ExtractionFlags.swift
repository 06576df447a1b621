import ArgumentParser
import Foundation
import XibifyKit

extension StylePreference: ExpressibleByArgument {}

/// What to extract and how to name it; shared by `rewrite` and `extract`.
struct ExtractionFlags: ParsableArguments {
    @Option(name: .customLong("cluster"), help: "Extract only this cluster (its id from `report`); repeatable.")
    var clusters: [String] = []

    @Option(
        name: .customLong("name"),
        help: "Name the class of a cluster: ID=ClassName (repeatable), or ClassName with a single --cluster.")
    var names: [String] = []

    @Option(
        name: .customLong("param"), help: "Rename a property: OLD=NEW (names as `report` suggests them); repeatable.")
    var params: [String] = []

    @Option(help: "The Swift module of the generated classes (default: the inputs' customModule when they agree).")
    var module: String?

    @Option(
        name: .customLong("output-dir"),
        help: ArgumentHelp(
            "Folder for the new .xib and .swift files (default: beside the first copy of each cluster).",
            valueName: "dir"))
    var outputDirectory: String?

    /// The old name of `--output-dir`, still taken, with a warning (#32): `--output` names a file
    /// everywhere else (`report --output FILE`).
    @Option(name: .customLong("output"), help: ArgumentHelp("Deprecated: --output-dir.", visibility: .hidden))
    var deprecatedOutput: String?

    /// The folder for the new files: `--output-dir`, or the deprecated `--output`.
    var output: String? { outputDirectory ?? deprecatedOutput }

    @Option(help: "An existing base class to inherit from instead of writing NibView.swift.")
    var baseClass: String?

    // One help text, no separate discussion: argument-parser prints an option's discussion as a
    // block indented by 8 columns under the 26-column descriptions, which read as stray spaces (#32).
    @Option(
        help: """
            How copies become the xib's view: auto (the default: substitution where the root is not a plain \
            container view, else nibview), nibview (a NibView placeholder hosts the xib's view) or \
            substitution (the placeholder, of the root's kind, hands out the xib's object from \
            awakeAfter(using:)).
            """)
    var style: StylePreference?

    @Flag(help: "Add the created files to the Xcode projects whose targets build the copies (in project.pbxproj).")
    var addToProject = false

    @Flag(help: "Replace files their owner made read-only (keeping their mode) instead of refusing them.")
    var force = false

    func validate() throws {
        if outputDirectory != nil && deprecatedOutput != nil {
            throw ValidationError("--output is the old name of --output-dir: give --output-dir only.")
        }
        _ = try classNames()
        _ = try pairs(params, flag: "--param")
        if let module, !SwiftIdentifier.isValid(module) {
            throw ValidationError("--module \(module) is not a Swift module name (letters, digits and _).")
        }
        if let baseClass, !SwiftIdentifier.isTypeName(baseClass) {
            throw ValidationError("--base-class \(baseClass) is not a Swift type name.")
        }
    }

    /// Warns on standard error that `--output` is now `--output-dir`, when it was given.
    /// - Parameters:
    ///   - command: the subcommand's name, for the message.
    ///   - quiet: `--quiet`: no warning.
    func warnAboutDeprecatedFlags(command: String, quiet: Bool = false) {
        guard let deprecatedOutput, !quiet else { return }
        DiagnosticPrinter.warn(
            "\(command) --output is deprecated: it is now --output-dir \(deprecatedOutput) (the folder of the new "
                + "files; --output names a file in report); --output still works for now")
    }

    /// The extraction options, with the configuration's choices where no flag was given.
    /// - Parameter settings: the effective configuration.
    /// - Returns: the options.
    func options(_ settings: EffectiveConfiguration) throws -> ExtractionOptions {
        var options = try options()
        settings.apply(to: &options)
        return options
    }

    private func options() throws -> ExtractionOptions {
        var options = ExtractionOptions(
            clusterIDs: clusters,
            classNames: try classNames(),
            parameterNames: try pairs(params, flag: "--param"),
            module: module,
            outputDirectory: output,
            baseClass: baseClass,
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            addToProject: addToProject
        )
        options.style = style ?? .automatic
        return options
    }

    /// `--name` values: `ID=Name`, or a bare `Name` for the one `--cluster` (or, in `extract`,
    /// the cluster chosen at the prompt: key `*`).
    private func classNames() throws -> [String: String] {
        var result = try pairs(names.filter { $0.contains("=") }, flag: "--name")
        let bare = names.filter { !$0.contains("=") }
        guard bare.count <= 1 else { throw ValidationError("give one bare --name, or ID=Name for each cluster.") }
        if let name = bare.first {
            guard clusters.count <= 1 else {
                throw ValidationError("--name \(name) needs a single --cluster, or ID=\(name).")
            }
            result[clusters.first ?? "*"] = name
        }
        return result
    }

    private func pairs(_ values: [String], flag: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for value in values {
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("\(flag) takes KEY=VALUE, not \(value).")
            }
            result[parts[0]] = parts[1]
        }
        return result
    }
}
