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
        package var excludes: [Glob] = []
        /// Patterns of paths under `path` taken in, when there are any (`includes`).
        package var includes: [Glob] = []
        /// The phase every file of the source is built in, when the spec says (`buildPhase`);
        /// nil: by the file's type.
        package var phase: XcodeProject.Phase?
        /// A folder reference or `buildPhase: none`: nothing in it is built.
        package var buildsNothing = false
        /// Only the files a compiler builds (`.swift`, `.m`, …) are taken in: a Tuist `sources:`
        /// glob, which leaves an `.xib` it matches out.
        package var takesOnlySources = false
        /// An include must match a file's whole path from `path` (a Tuist glob: `App/*` takes no
        /// file of `App/Views`); else it may match a folder above the file (XcodeGen's).
        package var includesWholePaths = false
        /// The folder `excludes` are matched from, when not `path` (a Tuist glob's `excluding:`
        /// is relative to the manifest's folder).
        package var excludesFolder: String? = nil
    }

    /// A target the spec declares.
    package struct Target: Sendable, Hashable {
        package var name: String
        /// Its product type, as XcodeGen writes it (`application`, `framework`, `bundle.unit-test`).
        package var type: String
        /// The Swift module it compiles.
        package var moduleName: String
        package var sources: [Source]
        /// Its `SWIFT_OBJC_BRIDGING_HEADER` (absolute, standardized), where it names one.
        package var bridgingHeader: String? = nil
        /// Whether that setting holds a build variable other than `$(SRCROOT)`/`$(PROJECT_DIR)`.
        package var bridgingHeaderUnexpanded = false
    }

    /// The path of the `project.yml`, or of the Tuist `Project.swift` read as one (absolute,
    /// standardized).
    package let path: String
    /// Its targets, sorted by name.
    package let targets: [Target]
    /// The Swift files each target compiles, by target name: its source folders are walked once,
    /// when the spec is read.
    private var swiftFiles: [String: [String]] = [:]

    /// Targets read from a file, their Swift sources listed once.
    /// - Parameters:
    ///   - path: the file that declares them (absolute, standardized).
    ///   - targets: the targets.
    ///   - files: where their sources are walked.
    package init(path: String, targets: [Target], files: WorkspaceFiles) {
        self.path = path
        self.targets = targets
        for target in targets { swiftFiles[target.name] = listSwiftSources(of: target, files: files) }
    }

    /// The most YAML nodes read from one spec and the specs it includes: a spec whose aliases
    /// would expand without bound is read that far, no further.
    package static let nodeBudget = 200_000
    /// The largest spec file read.
    package static let largestFile = 4 << 20

    /// Reads a spec and the specs it includes; nil when it cannot be read as one.
    /// - Parameters:
    ///   - path: the `project.yml` (absolute).
    ///   - files: where the specs, their `.xcconfig` files and the targets' sources are read.
    package static func read(at path: String, files: WorkspaceFiles) -> XcodeGenSpec? {
        var reader = Reader(files: files)
        let standardized = XcodeProject.standardized(path)
        guard reader.load(standardized, depth: 0) else { return nil }
        var targets: [Target] = []
        for (name, fragments) in reader.targets.sorted(by: { $0.key < $1.key }) {
            targets += reader.targets(named: name, fragments: fragments)
        }
        return XcodeGenSpec(path: standardized, targets: targets.sorted { $0.name < $1.name }, files: files)
    }

    /// The targets that build a file, each with its phase.
    /// - Parameter file: an absolute, standardized path.
    package func targets(building file: String) -> [(target: Target, phase: XcodeProject.Phase)] {
        targets.compactMap { target in phase(of: file, in: target).map { (target, $0) } }
    }

    /// The phase a target builds a file in, or nil when it does not build it.
    package func phase(of file: String, in target: Target) -> XcodeProject.Phase? {
        // Each source adds its own build file: one that builds nothing cancels no other.
        for source in target.sources where !source.buildsNothing && Self.takes(file, source) {
            return source.phase ?? (XcodeProject.isSource(file) ? .sources : .resources)
        }
        return nil
    }

    /// Whether a source takes a file in: the file is the source's path or below it, no exclude
    /// matches it or a folder above it, and some include does where there are any (the whole
    /// path, for a source that says so).
    package static func takes(_ file: String, _ source: Source) -> Bool {
        if source.takesOnlySources && !XcodeProject.isSource(file) { return false }
        if file == source.path { return true }
        guard let relative = XcodeProject.relative(file, to: source.path) else { return false }
        let excluded = source.excludesFolder.map { XcodeProject.relative(file, to: $0) } ?? relative
        if let excluded {
            let parts = excluded.split(separator: "/")
            let prefixes = parts.indices.map { parts[...$0].joined(separator: "/") }
            if source.excludes.contains(where: { glob in prefixes.contains { glob.matches($0) } }) { return false }
        }
        if source.includes.isEmpty { return true }
        if source.includesWholePaths { return source.includes.contains { $0.matchesWholePath(relative) } }
        let parts = relative.split(separator: "/")
        let prefixes = parts.indices.map { parts[...$0].joined(separator: "/") }
        return source.includes.contains { glob in prefixes.contains { glob.matches($0) } }
    }

    /// The Swift files a target compiles, as the spec was read (`read(at:)` lists them once).
    package func swiftSources(of target: Target) -> [String] {
        swiftFiles[target.name] ?? []
    }

    /// The Swift files that a target's sources compile.
    private func listSwiftSources(of target: Target, files walked: WorkspaceFiles) -> [String] {
        var files: Set<String> = []
        for source in target.sources where !source.buildsNothing && source.phase != .resources {
            if source.path.hasSuffix(".swift") {
                files.insert(source.path)
                continue
            }
            for relative in walked.files(under: source.path, skip: { _, _ in false })
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

        /// This value with `other` laid over it, as XcodeGen merges specs: mappings key by key,
        /// lists appended (a key ending in `:REPLACE` replaces instead), anything else replaced.
        func merged(under other: Value) -> Value {
            if case .list(let mine) = self, case .list(let theirs) = other { return .list(mine + theirs) }
            guard case .map(let mine) = self, case .map(let theirs) = other else { return other }
            var result = mine
            for (key, value) in theirs {
                if key.hasSuffix(":REPLACE") {
                    let plain = String(key.dropLast(":REPLACE".count))
                    result.removeAll { $0.key == plain }
                    result.append((plain, value))
                } else if let index = result.lastIndex(where: { $0.key == key }) {
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
        /// Where the files are read.
        let files: WorkspaceFiles
        /// A part of a definition, with the folder its paths are relative to.
        typealias Fragment = (definition: Value, folder: String)
        /// Each target's definitions, in the order XcodeGen merges them: included specs first.
        var targets: [String: [Fragment]] = [:]
        /// Target templates by name.
        var templates: [String: [Fragment]] = [:]
        var nodes = 0
        var visited: Set<String> = []
        /// The folder of the spec the others are included from (`relativePaths: false`).
        var rootFolder = ""

        /// Reads one spec file; false when it is not a readable spec.
        /// - Parameter folder: the folder its paths are relative to (nil: its own).
        mutating func load(_ path: String, depth: Int, folder: String? = nil) -> Bool {
            guard depth < 16, visited.insert(path).inserted,
                let size = files.size(atPath: path), size <= XcodeGenSpec.largestFile,
                let data = files.contents(atPath: path),
                let text = String(data: data, encoding: .utf8),
                let node = try? Yams.compose(yaml: text),
                let root = value(of: node), case .map = root
            else { return false }
            let own = (path as NSString).deletingLastPathComponent
            if depth == 0 { rootFolder = own }
            let base = folder ?? own
            // Included specs first: what this spec says is merged over them. An include names
            // its file relative to this spec; `enable: false` leaves it out, and
            // `relativePaths: false` reads its paths from the first spec's folder.
            for include in root["include"]?.items ?? [] {
                guard let relative = include.string ?? include["path"]?.string,
                    !Self.isFalse(include["enable"])
                else { continue }
                _ = load(
                    XcodeProject.standardized(own + "/" + relative), depth: depth + 1,
                    folder: Self.isFalse(include["relativePaths"]) ? rootFolder : nil)
            }
            if case .map(let entries) = root["targets"] ?? .list([]) {
                for (name, definition) in entries { targets[name, default: []].append((definition, base)) }
            }
            if case .map(let entries) = root["targetTemplates"] ?? .list([]) {
                for (name, definition) in entries { templates[name, default: []].append((definition, base)) }
            }
            return true
        }

        static func isFalse(_ value: Value?) -> Bool {
            ["false", "no", "off"].contains(value?.string?.lowercased() ?? "")
        }

        /// A YAML node as a value, within the node budget; a mapping's merge keys (`<<: *base`)
        /// are laid under its own keys, as YAML and Yams' `load` do.
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
                var merged: [(key: String, value: Value)] = []
                for (key, item) in mapping {
                    guard let name = key.string, let value = value(of: item) else { return nil }
                    if name == "<<" {
                        for base in value.items { if case .map(let more) = base { merged += more } }
                    } else {
                        entries.append((name, value))
                    }
                }
                for entry in merged where !entries.contains(where: { $0.key == entry.key }) { entries.append(entry) }
                return .map(entries)
            case .alias: return nil
            }
        }

        /// A target's or template's fragments with the templates they name laid under them,
        /// templates of templates first (each once).
        func expanded(_ fragments: [Fragment], seen: Set<String> = []) -> [Fragment] {
            var result: [Fragment] = []
            var seen = seen
            for fragment in fragments {
                for name in fragment.definition["templates"]?.items.compactMap(\.string) ?? []
                where seen.insert(name).inserted {
                    result += expanded(templates[name] ?? [], seen: seen)
                }
            }
            return result + fragments
        }

        /// The targets a definition makes: one, or one per platform of a list of platforms.
        func targets(named name: String, fragments: [Fragment]) -> [Target] {
            let parts = expanded(fragments)
            let merged = parts.reduce(Value.map([])) { $0.merged(under: $1.definition) }
            let type = merged["type"]?.string ?? ""
            let platforms: [String?] =
                merged["platform"].flatMap { value -> [String?]? in
                    if case .list(let items) = value { return items.compactMap(\.string) }
                    return nil
                } ?? [nil]
            return platforms.map { platform in
                // Split by platform before the variables are read, as XcodeGen does.
                let full = platform.map { name + "_" + $0 } ?? name
                var variables = ["${target_name}": full]
                if let platform = platform ?? merged["platform"]?.string { variables["${platform}"] = platform }
                var sources: [Source] = []
                for part in parts {
                    // `sources:REPLACE` drops what earlier parts listed.
                    if part.definition["sources:REPLACE"] != nil { sources = [] }
                    sources += Self.sources(of: part.definition, folder: part.folder, variables: variables)
                }
                let settings = Self.settings(of: parts, merged: merged, files: files)
                var target = Target(
                    name: full, type: type, moduleName: Self.module(settings, default: name), sources: sources)
                if let header = settings("SWIFT_OBJC_BRIDGING_HEADER") {
                    // Relative to the project's folder, the first spec's.
                    var path = header
                    for variable in ["$(SRCROOT)", "$(PROJECT_DIR)", "${SRCROOT}", "${PROJECT_DIR}"] {
                        path = path.replacingOccurrences(of: variable, with: rootFolder)
                    }
                    if path.contains("$") {
                        target.bridgingHeaderUnexpanded = true
                    } else {
                        target.bridgingHeader = XcodeProject.standardized(
                            path.hasPrefix("/") ? path : rootFolder + "/" + path)
                    }
                }
                return target
            }
        }

        /// A setting of the target: from its settings in the spec (at the top of `settings`, or
        /// under `base`), else from the `.xcconfig` its first configuration is based on.
        static func settings(of parts: [Fragment], merged: Value, files reading: WorkspaceFiles) -> (String) -> String?
        {
            let settings = merged["settings"]
            // With `base`, `configs` or `groups`, XcodeGen reads no other key of `settings`.
            let structured = ["base", "configs", "groups"].contains { settings?[$0] != nil }
            var based: [String: String] = [:]
            for part in parts.reversed() {
                guard case .map(let files) = part.definition["configFiles"] ?? .list([]),
                    let first = files.sorted(by: { $0.key < $1.key }).first?.value.string
                else { continue }
                var reads = 0
                based = SwiftSettings.xcconfigSettings(
                    at: XcodeProject.standardized(part.folder + "/" + first), reads: &reads, files: reading)
                break
            }
            return { key in
                [structured ? nil : settings?[key]?.string, settings?["base"]?[key]?.string, based[key]]
                    .compactMap { $0 }.first { !$0.isEmpty }
            }
        }

        /// The module: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the target's name
        /// (without a platform: XcodeGen names a platform list's products alike).
        static func module(_ settings: (String) -> String?, default name: String) -> String {
            let chosen =
                ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"].compactMap(settings).first { !$0.contains("$") } ?? name
            return XcodeProject.identifier(chosen)
        }

        /// The sources of a target or template definition.
        static func sources(of definition: Value, folder: String, variables: [String: String]) -> [Source] {
            let list = definition["sources:REPLACE"] ?? definition["sources"]
            func expand(_ text: String) -> String {
                variables.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
            }
            return (list?.items ?? []).compactMap { entry in
                guard let written = (entry.string ?? entry["path"]?.string).map(expand) else { return nil }
                var source = Source(path: XcodeProject.standardized(folder + "/" + written))
                source.excludes = Self.patterns(entry["excludes"], expand).map { Glob($0, anchored: true) }
                source.includes = Self.patterns(entry["includes"], expand).map { Glob($0, anchored: true) }
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

        /// Glob patterns as XcodeGen matches them: `./` in front means nothing, and `{a,b}`
        /// stands for each of its choices (expanded here, one level at a time).
        static func patterns(_ value: Value?, _ expand: (String) -> String) -> [String] {
            XcodeGenSpec.choices(of: (value?.items ?? []).compactMap(\.string).map(expand))
        }
    }

    /// Glob patterns with each `{a,b}` replaced by each of its choices (expanded one level at a
    /// time, at most 256 patterns) and `./` in front dropped, sorted: as XcodeGen's and Tuist's
    /// globs read them.
    package static func choices(of patterns: [String]) -> [String] {
        var result: [String] = []
        var pending = patterns
        while let pattern = pending.popLast(), result.count < 256 {
            if let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") {
                let choices = pattern[pattern.index(after: open)..<close].split(
                    separator: ",", omittingEmptySubsequences: false)
                for choice in choices {
                    pending.append(String(pattern[..<open]) + choice + String(pattern[pattern.index(after: close)...]))
                }
                continue
            }
            var trimmed = pattern
            while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
            result.append(trimmed)
        }
        return result.sorted()
    }
}
