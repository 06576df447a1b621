import Foundation

/// What a `Package.swift` says about where its targets' files are and which of them are not
/// compiled, read from the manifest's text.
///
/// A manifest is Swift, and only running it gives every value. Real manifests spell these
/// arguments as literals, so the literal strings of each `.target(…)`/`.executableTarget(…)`
/// call are read: `name:`, `path:`, `exclude: [...]`, `sources: [...]` and
/// `resources: [.process("…"), .copy("…")]`.
/// A value built by code (a variable, a function call, string interpolation) is not read; then
/// the target is taken with its defaults. (No Swift parser is among the resolvable packages, and
/// these arguments need none: `ManifestExpression` reads a call's literal arguments, outside
/// string literals and comments, as it does for Tuist's manifests.)
package struct PackageManifest: Sendable, Equatable {
    /// One target of the manifest.
    package struct Target: Sendable, Equatable {
        /// Its name (also its module's, made an identifier).
        package var name: String
        /// Its folder relative to the package (`path:`), or nil for `Sources/<name>`.
        package var path: String?
        /// Paths relative to the target's folder that `exclude:` leaves out.
        package var excluded: [String] = []
        /// Paths relative to the target's folder that a resource rule matches: resources, never
        /// compiled, even when a file there is `.swift` (SwiftPM's rule order).
        package var resources: [String] = []
        /// Paths relative to the target's folder that `sources:` lists: only files there are
        /// compiled; nil without the argument (every source of the folder is).
        package var sources: [String]? = nil

        /// Whether a path relative to the target's folder lies where `sources:` lets it compile.
        package func listsSource(_ relative: String) -> Bool {
            guard let sources else { return true }
            return sources.map(Self.normalized).contains { source in
                source.isEmpty || source == "." || relative == source || relative.hasPrefix(source + "/")
            }
        }

        /// A listed path as SwiftPM reads it: `./` and trailing `/` dropped.
        static func normalized(_ path: String) -> String {
            var path = path
            while path.hasPrefix("./") { path.removeFirst(2) }
            while path.hasSuffix("/") { path.removeLast() }
            return path
        }

        /// The target's folder relative to the package.
        package var folder: String { path ?? "Sources/" + name }
    }

    /// The targets read, in manifest order.
    package var targets: [Target]

    /// Reads a manifest's text.
    /// - Parameter text: the contents of `Package.swift`.
    /// - Returns: the targets whose calls were found.
    package static func read(_ text: String) -> PackageManifest {
        // A call inside another (`dependencies: [.target(name: "Core")]`) names a target; only
        // the outermost calls declare one.
        let targets = ManifestExpression.calls(in: text, named: declarations).compactMap { call, _ -> Target? in
            guard let name = call.argument("name")?.string else { return nil }
            var target = Target(name: name, path: call.argument("path")?.string)
            target.excluded = literals(call.argument("exclude"))
            target.resources = ruleLiterals(call.argument("resources"))
            // A `sources:` array of literals; one built by code is not read (every source counts).
            if case .array = call.argument("sources") { target.sources = literals(call.argument("sources")) }
            return target
        }
        return PackageManifest(targets: targets)
    }

    /// The target of this name, if the manifest declares it.
    package func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The callees that declare a target.
    private static let declarations: Set<String> = Set(
        ["target", "executableTarget", "testTarget", "macro", "plugin", "binaryTarget", "systemLibrary"].flatMap {
            ["." + $0, "Target." + $0]
        })

    /// The string literals of an array literal (others left out).
    private static func literals(_ value: ManifestExpression?) -> [String] {
        guard case .array(let elements) = value else { return [] }
        return elements.compactMap(\.string)
    }

    /// The paths of `.process("…")`, `.copy("…")` and `.embedInCode("…")` rules (their first
    /// argument, when it is a literal).
    private static func ruleLiterals(_ value: ManifestExpression?) -> [String] {
        guard case .array(let elements) = value else { return [] }
        return elements.compactMap { rule in
            guard case .call(let callee, let arguments) = rule,
                [".process", ".copy", ".embedInCode", "Resource.process", "Resource.copy"].contains(callee)
            else { return nil }
            return arguments.first?.value.string
        }
    }
}
