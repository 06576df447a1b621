import Foundation
import Yams

/// The targets of an XcodeGen spec (`project.yml` and the specs it includes): which folders and
/// files each one builds, and the module it compiles them into.
///
/// Apps built with XcodeGen keep no `.xcodeproj` in their repository; the spec is what Xcode's
/// project is generated from, so it is what says which target builds a file (BUILD-MODELS.md).
/// Read here, without running XcodeGen: `include` (paths relative to the including spec, each
/// spec's own paths relative to its folder), `targets` with `targetTemplates` merged under them,
/// each target's `type`, `platform` (a list of platforms makes one target per platform, named
/// `<name>_<platform>`), `sources` (a path, or a mapping with `path`, `excludes`, `includes`,
/// `type` and `buildPhase`) and the `PRODUCT_MODULE_NAME`/`PRODUCT_NAME` settings (at the top of
/// `settings` or under `base`, else in the `.xcconfig` of the target's first `configFiles`
/// entry, with its `#include`s). Not read: settings groups, per-configuration module names,
/// `${…}` variables other than `${target_name}`, sources that only a `postGenCommand` or a
/// script adds. A folder reference (`type: folder`) and `buildPhase: none` build nothing; a
/// `buildPhase: resources` source builds everything in it as a resource.
package struct XcodeGenSpec: Sendable, Hashable {
    /// One entry of a target's `sources`.
    package struct Source: Sendable, Hashable {
        /// The file or folder, absolute and standardized.
        package var path: String
        /// Patterns of paths under `path` left out (`excludes`), matched from `path`.
        package var excludes: [String] = []
        /// Patterns of paths under `path` taken in, when there are any (`includes`).
        package var includes: [String] = []
        /// The phase every file of the source is built in, when the spec says (`buildPhase`);
        /// nil: by the file's type.
        package var phase: XcodeProject.Phase?
        /// A folder reference or `buildPhase: none`: nothing in it is built.
        package var buildsNothing = false
    }

    /// A target the spec declares.
    package struct Target: Sendable, Hashable {
        package var name: String
        /// Its product type, as XcodeGen writes it (`application`, `framework`, `bundle.unit-test`).
        package var type: String
        /// The Swift module it compiles.
        package var moduleName: String
        package var sources: [Source]
    }

    /// The path of the `project.yml` (absolute, standardized).
    package let path: String
    /// Its targets, sorted by name.
    package let targets: [Target]

    /// The most YAML nodes read from one spec and the specs it includes: a spec whose aliases
    /// would expand without bound is read that far, no further.
    package static let nodeBudget = 200_000
    /// The largest spec file read.
    package static let largestFile = 4 << 20

    /// Reads a spec and the specs it includes; nil when it cannot be read as one.
    /// - Parameter path: the `project.yml` (absolute).
    package static func read(at path: String) -> XcodeGenSpec? {
        var reader = Reader()
        let standardized = XcodeProject.standardized(path)
        guard reader.load(standardized, depth: 0) else { return nil }
        var targets: [Target] = []
        for (name, definition) in reader.targets.sorted(by: { $0.key < $1.key }) {
            targets += reader.targets(named: name, definition: definition)
        }
        return XcodeGenSpec(path: standardized, targets: targets.sorted { $0.name < $1.name })
    }

    /// The targets that build a file, each with its phase.
    /// - Parameter file: an absolute, standardized path.
    package func targets(building file: String) -> [(target: Target, phase: XcodeProject.Phase)] {
        targets.compactMap { target in phase(of: file, in: target).map { (target, $0) } }
    }

    /// The phase a target builds a file in, or nil when it does not build it.
    package func phase(of file: String, in target: Target) -> XcodeProject.Phase? {
        var found: XcodeProject.Phase?
        for source in target.sources where Self.takes(file, source) {
            if source.buildsNothing { return nil }
            found = source.phase ?? (XcodeProject.isSource(file) ? .sources : .resources)
        }
        return found
    }

    /// Whether a source takes a file in: the file is the source's path or below it, no exclude
    /// matches it or a folder above it, and some include does where there are any.
    package static func takes(_ file: String, _ source: Source) -> Bool {
        if file == source.path { return true }
        guard let relative = XcodeProject.relative(file, to: source.path) else { return false }
        let parts = relative.split(separator: "/")
        let prefixes = parts.indices.map { parts[...$0].joined(separator: "/") }
        if source.excludes.contains(where: { pattern in
            let glob = Glob(pattern, anchored: true)
            return prefixes.contains { glob.matches($0) }
        }) {
            return false
        }
        guard !source.includes.isEmpty else { return true }
        return source.includes.contains { pattern in
            let glob = Glob(pattern, anchored: true)
            return prefixes.contains { glob.matches($0) }
        }
    }

    /// The Swift files a target compiles.
    package func swiftSources(of target: Target) -> [String] {
        var files: Set<String> = []
        for source in target.sources where !source.buildsNothing && source.phase != .resources {
            if source.path.hasSuffix(".swift") {
                files.insert(source.path)
                continue
            }
            for relative in DirectoryWalker(skip: { _, _ in false }).files(under: source.path)
            where relative.hasSuffix(".swift") {
                let file = source.path + "/" + relative
                if phase(of: file, in: target) == .sources { files.insert(file) }
            }
        }
        return files.sorted()
    }

    /// A spec's YAML, read into plain values.
    private indirect enum Value {
        case scalar(String)
        case list([Value])
        case map([(key: String, value: Value)])

        var string: String? {
            if case .scalar(let text) = self { return text }
            return nil
        }

        subscript(key: String) -> Value? {
            if case .map(let entries) = self { return entries.last { $0.key == key }?.value }
            return nil
        }

        /// A list, or one value taken as a list of one.
        var items: [Value] {
            switch self {
            case .list(let items): items
            default: [self]
            }
        }

        /// This mapping with `other`'s entries laid over it, mappings merged key by key.
        func merged(under other: Value) -> Value {
            guard case .map(let mine) = self, case .map(let theirs) = other else { return other }
            var result = mine
            for (key, value) in theirs {
                if let index = result.lastIndex(where: { $0.key == key }) {
                    result[index].value = result[index].value.merged(under: value)
                } else {
                    result.append((key, value))
                }
            }
            return .map(result)
        }
    }

    /// Reads the spec files, following `include`.
    private struct Reader {
        /// Target definitions by name, each with the folder its paths are relative to.
        var targets: [String: (definition: Value, folder: String)] = [:]
        /// Target templates by name, each with its folder.
        var templates: [String: (definition: Value, folder: String)] = [:]
        var nodes = 0
        var visited: Set<String> = []

        /// Reads one spec file; false when it is not a readable spec.
        mutating func load(_ path: String, depth: Int) -> Bool {
            guard depth < 16, visited.insert(path).inserted,
                let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                (attributes[.size] as? Int ?? 0) <= XcodeGenSpec.largestFile,
                let data = FileManager.default.contents(atPath: path),
                let text = String(data: data, encoding: .utf8),
                let node = try? Yams.compose(yaml: text),
                let root = value(of: node), case .map = root
            else { return false }
            let folder = (path as NSString).deletingLastPathComponent
            // Included specs first: what this spec says is laid over them.
            for include in root["include"]?.items ?? [] {
                guard let relative = include.string ?? include["path"]?.string else { continue }
                _ = load(XcodeProject.standardized(folder + "/" + relative), depth: depth + 1)
            }
            if case .map(let entries) = root["targets"] ?? .list([]) {
                for (name, definition) in entries {
                    let earlier = targets[name]?.definition
                    targets[name] = (earlier.map { $0.merged(under: definition) } ?? definition, folder)
                }
            }
            if case .map(let entries) = root["targetTemplates"] ?? .list([]) {
                for (name, definition) in entries { templates[name] = (definition, folder) }
            }
            return true
        }

        /// A YAML node as a value, within the node budget.
        mutating func value(of node: Node) -> Value? {
            nodes += 1
            guard nodes <= XcodeGenSpec.nodeBudget else { return nil }
            switch node {
            case .scalar(let scalar): return .scalar(scalar.string)
            case .sequence(let sequence):
                var items: [Value] = []
                for item in sequence {
                    guard let value = value(of: item) else { return nil }
                    items.append(value)
                }
                return .list(items)
            case .mapping(let mapping):
                var entries: [(key: String, value: Value)] = []
                for (key, item) in mapping {
                    guard let name = key.string, let value = value(of: item) else { return nil }
                    entries.append((name, value))
                }
                return .map(entries)
            case .alias: return nil
            }
        }

        /// The targets a definition makes: one, or one per platform of a list of platforms.
        func targets(named name: String, definition: (definition: Value, folder: String)) -> [Target] {
            // Templates first, the target's own keys laid over them; a template's paths are
            // relative to its own spec.
            var merged = Value.map([])
            var sources: [Source] = []
            for template in definition.definition["templates"]?.items.compactMap(\.string) ?? [] {
                guard let (body, folder) = templates[template] else { continue }
                merged = merged.merged(under: body)
                sources += Self.sources(of: body, folder: folder, targetName: name)
            }
            merged = merged.merged(under: definition.definition)
            if definition.definition["sources"] != nil {
                sources += Self.sources(of: definition.definition, folder: definition.folder, targetName: name)
            }
            let type = merged["type"]?.string ?? ""
            let platforms =
                merged["platform"].map { value -> [String] in
                    if case .list(let items) = value { return items.compactMap(\.string) }
                    return []
                } ?? []
            // The module: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, each from the target's
            // settings in the spec, else from the `.xcconfig` its first configuration is based on.
            let settings = merged["settings"]
            var based: [String: String] = [:]
            if case .map(let files) = merged["configFiles"] ?? .list([]),
                let first = files.sorted(by: { $0.key < $1.key }).first?.value.string
            {
                var reads = 0
                based = SwiftSettings.xcconfigSettings(
                    at: XcodeProject.standardized(definition.folder + "/" + first), reads: &reads)
            }
            let named = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"].flatMap { key in
                [settings?[key]?.string, settings?["base"]?[key]?.string, based[key]]
            }
            func module(_ targetName: String) -> String {
                let chosen = named.compactMap { $0 }.first { !$0.contains("$") && !$0.isEmpty } ?? targetName
                return XcodeProject.identifier(chosen)
            }
            guard !platforms.isEmpty else {
                return [Target(name: name, type: type, moduleName: module(name), sources: sources)]
            }
            return platforms.map { platform in
                let full = name + "_" + platform
                return Target(name: full, type: type, moduleName: module(full), sources: sources)
            }
        }

        /// The sources of a target or template definition.
        static func sources(of definition: Value, folder: String, targetName: String) -> [Source] {
            (definition["sources"]?.items ?? []).compactMap { entry in
                guard
                    let written = (entry.string ?? entry["path"]?.string)?
                        .replacingOccurrences(of: "${target_name}", with: targetName)
                else { return nil }
                var source = Source(path: XcodeProject.standardized(folder + "/" + written))
                source.excludes = entry["excludes"]?.items.compactMap(\.string) ?? []
                source.includes = entry["includes"]?.items.compactMap(\.string) ?? []
                switch entry["buildPhase"]?.string {
                case "sources": source.phase = .sources
                case "resources": source.phase = .resources
                case "none": source.buildsNothing = true
                case nil: break
                default: source.phase = .other
                }
                if entry["type"]?.string == "folder" { source.buildsNothing = true }
                return source
            }
        }
    }
}
