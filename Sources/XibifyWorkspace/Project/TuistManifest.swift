import Foundation

/// The targets of a Tuist manifest (`Project.swift`) that its text declares in literals: which
/// files each one builds, and the module it compiles them into.
///
/// Apps built with Tuist keep no `.xcodeproj` in their repository; Tuist runs the manifest, which
/// is Swift, to generate it. Without running it, the literal target declarations are read, in
/// both forms of the API: `.target(name:destinations:product:…)` (also `Target.target(…)`) and
/// the older `Target(name:platform:product:…)`. Of each: `name:`, `product:` (as the product
/// type Tuist gives the generated target), `productName:` (the module: it, else the name, made
/// an identifier), `sources:` (string globs, `.glob("…", excluding: …)`, `.paths([…])`,
/// `SourceFilesList(globs: […])`; a source glob takes in only the files a compiler builds) and
/// `resources:` (string globs, `.glob(pattern: "…", excluding: …)`, `.folderReference(path: "…")`,
/// which builds nothing as separate files; `ResourceFileElements(resources: […])`), paths
/// relative to the manifest's folder, `.relativeToManifest("…")` too, `{a,b}` choices expanded.
/// A glob becomes a `XcodeGenSpec.Source`: the folder of its literal components, and the rest as
/// a pattern that must match a file's whole path there.
///
/// Not read, never guessed: a value built by code (a variable, a call not named here, string
/// interpolation, `.relativeToRoot`, a character class `[…]`): such a target is left out, as is
/// one that sets `PRODUCT_MODULE_NAME` or `PRODUCT_NAME` in its settings, one with
/// `buildableFolders:` (Tuist 4's synchronized folders), one whose name another declaration
/// repeats, and every target a helper function of `Tuist/ProjectDescriptionHelpers` makes. The
/// resources of static libraries, static frameworks and dynamic libraries are not read: Tuist
/// moves them to a bundle target it makes for them. A target whose settings name a bridging
/// header is taken as having one that cannot be read. Manifests that do not
/// `import ProjectDescription` are not Tuist's.
package enum TuistManifest {
    /// The largest manifest read.
    package static let largestFile = XcodeGenSpec.largestFile

    /// The callees that declare a target.
    static let declarations: Set<String> = [".target", "Target", "Target.target"]

    /// The product types Tuist gives the targets it generates, by `Product` case, as XcodeGen
    /// spells them (`com.apple.product-type.` + type).
    package static let productTypes: [String: String] = [
        "app": "application",
        "appClip": "application.on-demand-install-capable",
        "staticLibrary": "library.static",
        "dynamicLibrary": "library.dynamic",
        "framework": "framework",
        // A static framework is a framework target whose Mach-O type is a static library.
        "staticFramework": "framework",
        "unitTests": "bundle.unit-test",
        "uiTests": "bundle.ui-testing",
        "bundle": "bundle",
        "appExtension": "app-extension",
        "tvTopShelfExtension": "app-extension",
        "messagesExtension": "app-extension.messages",
        "stickerPackExtension": "app-extension.messages-sticker-pack",
        "watch2App": "application.watchapp2",
        "watch2AppContainer": "application.watchapp2-container",
        "watch2Extension": "watchkit2-extension",
        "commandLineTool": "tool",
        "macro": "tool",
        "xpc": "xpc-service",
        "systemExtension": "system-extension",
        "extensionKitExtension": "extensionkit-extension",
    ]

    /// Products whose resources Tuist moves to a bundle target of their own.
    static let resourcesElsewhere: Set<String> = ["staticLibrary", "staticFramework", "dynamicLibrary"]

    /// Reads a manifest; nil when it cannot be read or is not Tuist's.
    /// - Parameters:
    ///   - path: the `Project.swift` (absolute).
    ///   - files: where it and the targets' sources are read.
    /// - Returns: its targets as a spec, sorted by name (maybe none).
    package static func read(at path: String, files: WorkspaceFiles) -> XcodeGenSpec? {
        let standardized = XcodeProject.standardized(path)
        guard let size = files.size(atPath: standardized), size <= largestFile,
            let data = files.contents(atPath: standardized)
        else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains("import ProjectDescription") else { return nil }
        let folder = (standardized as NSString).deletingLastPathComponent
        return XcodeGenSpec(path: standardized, targets: targets(in: text, folder: folder), files: files)
    }

    /// The targets a manifest's text declares in literals, sorted by name.
    /// - Parameters:
    ///   - text: the manifest.
    ///   - folder: its folder (absolute, standardized): paths are relative to it.
    package static func targets(in text: String, folder: String) -> [XcodeGenSpec.Target] {
        let code = Array(text.utf8)
        var read: [XcodeGenSpec.Target] = []
        var names: [String: Int] = [:]
        for (call, range) in ManifestExpression.calls(in: text, named: declarations) {
            guard let name = call.argument("name")?.string, call.argument("product") != nil else { continue }
            names[name, default: 0] += 1
            let callText = String(decoding: code[range], as: UTF8.self)
            if let target = target(call, named: name, text: callText, folder: folder) { read.append(target) }
        }
        // Two declarations of one name (`#if` branches, say): which one Tuist sees is not known.
        return read.filter { names[$0.name] == 1 }.sorted { $0.name < $1.name }
    }

    /// One declaration as a target, or nil when a value it needs is not a literal.
    private static func target(
        _ call: ManifestExpression, named name: String, text: String, folder: String
    ) -> XcodeGenSpec.Target? {
        guard case .name(let productName) = call.argument("product"),
            let product = productName.split(separator: ".").last.map(String.init),
            let type = productTypes[product],
            call.argument("buildableFolders") == nil,
            !text.contains("PRODUCT_MODULE_NAME"), !text.contains("PRODUCT_NAME")
        else { return nil }
        var module = name
        if let written = call.argument("productName") {
            guard let literal = written.string else { return nil }
            module = literal
        }
        var sources: [XcodeGenSpec.Source] = []
        if let list = call.argument("sources") {
            guard let globs = sourceGlobs(list) else { return nil }
            for glob in globs {
                guard let read = Self.sources(glob.pattern, excluding: glob.excluding, folder: folder) else {
                    return nil
                }
                sources += read.map { source in
                    var source = source
                    source.phase = .sources
                    source.takesOnlySources = true
                    return source
                }
            }
        }
        if let list = call.argument("resources"), !resourcesElsewhere.contains(product) {
            guard let elements = resourceElements(list) else { return nil }
            for element in elements {
                if element.folderReference {
                    // The folder is copied as it is: nothing in it is built on its own (no nib).
                    var source = XcodeGenSpec.Source(
                        path: XcodeProject.standardized(
                            element.pattern.hasPrefix("/") ? element.pattern : folder + "/" + element.pattern))
                    source.buildsNothing = true
                    sources.append(source)
                    continue
                }
                guard let read = Self.sources(element.pattern, excluding: element.excluding, folder: folder) else {
                    return nil
                }
                sources += read.map { source in
                    var source = source
                    source.phase = .resources
                    return source
                }
            }
        }
        var target = XcodeGenSpec.Target(
            name: name, type: type, moduleName: XcodeProject.identifier(module), sources: sources)
        target.bridgingHeaderUnexpanded = text.contains("SWIFT_OBJC_BRIDGING_HEADER")
        return target
    }

    /// A glob of a target, with what it leaves out.
    private struct Pattern {
        var pattern: String
        var excluding: [String] = []
        var folderReference = false
    }

    /// The globs of a `sources:` value, or nil when it is not written in literals.
    private static func sourceGlobs(_ value: ManifestExpression) -> [Pattern]? {
        switch value {
        case .string(let pattern): return [Pattern(pattern: pattern)]
        case .name("nil"): return []
        case .array(let elements):
            var globs: [Pattern] = []
            for element in elements {
                switch element {
                case .string(let pattern): globs.append(Pattern(pattern: pattern))
                case .call(let callee, let arguments)
                where [".glob", "SourceFileGlob", "SourceFileGlob.glob"].contains(callee):
                    guard let first = arguments.first, first.label == nil || first.label == "pattern",
                        let pattern = path(first.value), let excluding = paths(element.argument("excluding"))
                    else { return nil }
                    globs.append(Pattern(pattern: pattern, excluding: excluding))
                default: return nil
                }
            }
            return globs
        case .call(let callee, let arguments) where [".paths", "SourceFilesList.paths"].contains(callee):
            guard let list = arguments.first?.value, case .array(let elements) = list else { return nil }
            let patterns = elements.compactMap(path)
            return patterns.count == elements.count ? patterns.map { Pattern(pattern: $0) } : nil
        case .call(let callee, _) where ["SourceFilesList", ".init"].contains(callee):
            return value.argument("globs").flatMap(sourceGlobs)
        default: return nil
        }
    }

    /// The elements of a `resources:` value, or nil when it is not written in literals.
    private static func resourceElements(_ value: ManifestExpression) -> [Pattern]? {
        switch value {
        case .name("nil"): return []
        case .array(let elements):
            var globs: [Pattern] = []
            for element in elements {
                switch element {
                case .string(let pattern): globs.append(Pattern(pattern: pattern))
                case .call(".glob", _), .call("ResourceFileElement.glob", _):
                    guard let pattern = element.argument("pattern").flatMap(path),
                        let excluding = paths(element.argument("excluding"))
                    else { return nil }
                    globs.append(Pattern(pattern: pattern, excluding: excluding))
                case .call(".folderReference", _), .call("ResourceFileElement.folderReference", _):
                    guard let folder = element.argument("path").flatMap(path) else { return nil }
                    globs.append(Pattern(pattern: folder, folderReference: true))
                default: return nil
                }
            }
            return globs
        case .call(let callee, _) where ["ResourceFileElements", ".resources", ".init"].contains(callee):
            return value.argument("resources").flatMap(resourceElements)
        default: return nil
        }
    }

    /// A path written as a literal: a string, or `.relativeToManifest("…")`.
    private static func path(_ value: ManifestExpression) -> String? {
        switch value {
        case .string(let path): return path
        case .call(let callee, let arguments)
        where [".relativeToManifest", ".relativeToCurrentFile", "Path.relativeToManifest"].contains(callee):
            return arguments.count == 1 ? arguments.first?.value.string : nil
        default: return nil
        }
    }

    /// The paths of an `excluding:` value (one path or a list); nil when one is not a literal.
    private static func paths(_ value: ManifestExpression?) -> [String]? {
        guard let value else { return [] }
        if case .name("nil") = value { return [] }
        if let single = path(value) { return [single] }
        guard case .array(let elements) = value else { return nil }
        let read = elements.compactMap(path)
        return read.count == elements.count ? read : nil
    }

    /// The sources of one glob, or nil when a pattern holds what is not read (a character class).
    ///
    /// One per choice of its `{a,b}`s, each at the folder of its literal components with the
    /// rest as a pattern of whole paths, its exclusions matched from the file system's root.
    static func sources(_ pattern: String, excluding: [String], folder: String) -> [XcodeGenSpec.Source]? {
        var excludes: [Glob] = []
        for exclusion in XcodeGenSpec.choices(of: excluding) {
            guard let (base, rest) = split(exclusion, folder: folder) else { return nil }
            excludes.append(Glob(String(((base == "/" ? "" : base) + "/" + rest).dropFirst()), anchored: true))
        }
        var result: [XcodeGenSpec.Source] = []
        for choice in XcodeGenSpec.choices(of: [pattern]) {
            guard let (base, rest) = split(choice, folder: folder) else { return nil }
            var source = XcodeGenSpec.Source(path: base)
            if rest != "**" {
                source.includes = [Glob(rest, anchored: true)]
                source.includesWholePaths = true
            }
            source.excludes = excludes
            source.excludesFolder = "/"
            result.append(source)
        }
        return result
    }

    /// A pattern as the folder of its literal components and the rest, or nil.
    ///
    /// The folder is absolute and standardized; the rest starts at the first component with a
    /// wildcard, else it is the last component. Nil for a character class, or a `.` or `..`
    /// after a wildcard.
    private static func split(_ pattern: String, folder: String) -> (String, String)? {
        guard !pattern.contains("[") else { return nil }
        let full = pattern.hasPrefix("/") ? pattern : folder + "/" + pattern
        let parts = full.split(separator: "/").map(String.init)
        guard !parts.isEmpty else { return nil }
        let wild = parts.firstIndex { $0.contains("*") || $0.contains("?") } ?? parts.count - 1
        let rest = parts[wild...]
        guard !rest.contains("..") && !rest.contains(".") else { return nil }
        return (XcodeProject.standardized("/" + parts[..<wild].joined(separator: "/")), rest.joined(separator: "/"))
    }
}
