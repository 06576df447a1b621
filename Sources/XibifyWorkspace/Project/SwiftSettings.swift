import Foundation

/// What a native target's build settings say about compiling Swift in it: the configurations
/// that set no language version, and the bridging header through which Swift sees the target's
/// Objective-C classes (BUILD-MODELS.md; Xcode's build settings reference).
///
/// Each configuration of the target is resolved as Xcode layers it: the target's own settings,
/// the `.xcconfig` it is based on (with its `#include`s), the project's configuration of the
/// same name, and that one's `.xcconfig`. Settings given on the command line, in a scheme or in
/// an `.xcconfig` no configuration names are not seen.
package struct SwiftSettings: Sendable, Hashable {
    /// The configurations (by name) in which no level sets `SWIFT_VERSION`.
    ///
    /// Xcode stops such a build as soon as the target has a Swift file ("The Swift Language
    /// Version build setting must be set to a supported value for targets which use Swift").
    package var configurationsWithoutVersion: [String] = []
    /// The bridging headers the configurations name (`SWIFT_OBJC_BRIDGING_HEADER`), absolute and
    /// standardized, sorted.
    package var bridgingHeaders: [String] = []
    /// Whether a configuration names a bridging header through a build variable this reader does
    /// not expand: then what the header imports is not judged.
    package var hasUnexpandedBridgingHeader = false

    /// No settings known (a Swift package's target, which always compiles Swift).
    package init() {}

    /// Resolves a target's configurations.
    /// - Parameters:
    ///   - target: the `PBXNativeTarget` object.
    ///   - project: the `PBXProject` object.
    ///   - objects: the project's objects.
    ///   - variables: the build variables expanded in paths (`SRCROOT`, `PROJECT_DIR`, `TARGET_NAME`…).
    ///   - file: the absolute path of a file reference, by its id.
    ///   - files: where `.xcconfig` files are read.
    package init(
        target: [String: Any], project: [String: Any], objects: [String: [String: Any]],
        variables: [String: String], file: (String) -> String?, files: WorkspaceFiles
    ) {
        func configurations(of owner: [String: Any]) -> [(name: String, settings: [String: String])] {
            guard let list = owner["buildConfigurationList"] as? String else { return [] }
            return (objects[list]?["buildConfigurations"] as? [String] ?? []).compactMap { id in
                guard let object = objects[id] else { return nil }
                var settings: [String: String] = [:]
                if let reference = object["baseConfigurationReference"] as? String, let path = file(reference) {
                    var reads = 0
                    settings = Self.xcconfigSettings(at: path, reads: &reads, files: files)
                }
                for (key, value) in object["buildSettings"] as? [String: Any] ?? [:] {
                    if let value = value as? String { settings[key] = value }
                }
                return (object["name"] as? String ?? id, settings)
            }
        }
        let projectLevel = configurations(of: project)
        var headers: Set<String> = []
        for (name, own) in configurations(of: target) {
            let inherited = projectLevel.first { $0.name == name }?.settings ?? [:]
            func value(_ key: String) -> String? {
                for level in [own, inherited] {
                    if let value = level[key]?.trimmingCharacters(in: .whitespaces),
                        !value.isEmpty, value != "$(inherited)"
                    {
                        return value
                    }
                }
                return nil
            }
            if value("SWIFT_VERSION") == nil { configurationsWithoutVersion.append(name) }
            if let header = value("SWIFT_OBJC_BRIDGING_HEADER") {
                if let path = Self.expanded(header, variables: variables) {
                    headers.insert(path)
                } else {
                    hasUnexpandedBridgingHeader = true
                }
            }
        }
        configurationsWithoutVersion.sort()
        bridgingHeaders = headers.sorted()
    }

    /// A path setting with its variables expanded and made absolute against `SRCROOT`, or nil
    /// when it names a variable not given.
    package static func expanded(_ value: String, variables: [String: String]) -> String? {
        var text = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"").union(.whitespaces))
        for (name, replacement) in variables {
            for form in ["$(\(name))", "${\(name)}", "$\(name)"] {
                text = text.replacingOccurrences(of: form, with: replacement)
            }
        }
        guard !text.contains("$"), !text.isEmpty else { return nil }
        let root = variables["SRCROOT"] ?? "/"
        return XcodeProject.standardized(text.hasPrefix("/") ? text : root + "/" + text)
    }

    /// The settings an `.xcconfig` file assigns, its `#include`s read where they stand (a later
    /// assignment wins); conditional assignments (`KEY[sdk=…]`) count as assignments of `KEY`.
    /// - Parameters:
    ///   - path: the file (absolute).
    ///   - chain: the files that include it, so an include cycle ends (a file included by two
    ///     others is read for each, as Xcode does).
    ///   - reads: the files read so far from one configuration; at most 256, so a repository's
    ///     includes cannot make the reading grow without end.
    ///   - files: where they are read.
    package static func xcconfigSettings(
        at path: String, chain: Set<String> = [], reads: inout Int, files: WorkspaceFiles
    ) -> [String: String] {
        var chain = chain
        reads += 1
        guard reads <= 256, chain.count < 32, chain.insert(path).inserted,
            let data = files.contents(atPath: path), data.count <= 1 << 20
        else { return [:] }
        var settings: [String: String] = [:]
        let folder = (path as NSString).deletingLastPathComponent
        for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#include") {
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close
                else { continue }
                let included = String(trimmed[trimmed.index(after: open)..<close])
                let target = XcodeProject.standardized(included.hasPrefix("/") ? included : folder + "/" + included)
                settings.merge(xcconfigSettings(at: target, chain: chain, reads: &reads, files: files)) { _, new in new
                }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            var key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            if let bracket = key.firstIndex(of: "[") { key = String(key[..<bracket]) }
            guard !key.isEmpty else { continue }
            settings[key] = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        return settings
    }
}
