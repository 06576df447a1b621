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
/// these four arguments need none: the call is cut at its matching parenthesis, outside string
/// literals and comments.)
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
        let code = Array(text.utf8)
        var targets: [Target] = []
        // A call inside another (`dependencies: [.target(name: "Core")]`) names a target; only
        // the outermost calls declare one.
        var declaredUpTo = 0
        for start in callStarts(in: text) where start >= declaredUpTo {
            guard let call = callText(code, openingAt: start) else { continue }
            declaredUpTo = start + call.utf8.count
            guard let name = stringArgument("name", in: call) else { continue }
            var target = Target(name: name, path: stringArgument("path", in: call))
            target.excluded = arrayArgument("exclude", in: call).flatMap(literals)
            target.resources = arrayArgument("resources", in: call).flatMap { rules in
                ruleLiterals(rules)
            }
            // A `sources:` array of literals; one built by code is not read (every source counts).
            let listed = arrayArgument("sources", in: call)
            if !listed.isEmpty { target.sources = listed.flatMap(literals) }
            targets.append(target)
        }
        return PackageManifest(targets: targets)
    }

    /// The target of this name, if the manifest declares it.
    package func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// Byte offsets of the `(` that opens each target call.
    private static func callStarts(in text: String) -> [Int] {
        guard
            let pattern = try? NSRegularExpression(
                pattern: #"\.(?:target|executableTarget|testTarget|macro|plugin|binaryTarget|systemLibrary)\s*\("#)
        else { return [] }
        let utf16 = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: utf16).compactMap { match in
            guard let range = Range(match.range, in: text) else { return nil }
            return text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound.samePosition(in: text.utf8)!)
                - 1
        }
    }

    /// The text of a call from its `(` to the matching `)`, outside string literals and comments.
    private static func callText(_ code: [UInt8], openingAt start: Int) -> String? {
        var depth = 0
        var index = start
        var inString = false
        while index < code.count {
            let byte = code[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), index + 1 < code.count, code[index + 1] == UInt8(ascii: "/") {
                while index < code.count && code[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return String(decoding: code[start...index], as: UTF8.self) }
            }
            index += 1
        }
        return nil
    }

    /// The string literal of `label: "…"` at the call's top level, if it is one.
    private static func stringArgument(_ label: String, in call: String) -> String? {
        guard let pattern = try? NSRegularExpression(pattern: #"\b"# + label + #"\s*:\s*"((?:[^"\\]|\\.)*)""#),
            let match = pattern.firstMatch(in: call, range: NSRange(call.startIndex..., in: call)),
            let range = Range(match.range(at: 1), in: call)
        else { return nil }
        let value = String(call[range])
        return value.contains("\\(") ? nil : value
    }

    /// The text inside `label: [ … ]`, if the argument is an array literal.
    private static func arrayArgument(_ label: String, in call: String) -> [String] {
        guard let pattern = try? NSRegularExpression(pattern: #"\b"# + label + #"\s*:\s*\["#),
            let match = pattern.firstMatch(in: call, range: NSRange(call.startIndex..., in: call)),
            let range = Range(match.range, in: call)
        else { return [] }
        let code = Array(call.utf8)
        let open = call.utf8.distance(from: call.utf8.startIndex, to: range.upperBound.samePosition(in: call.utf8)!) - 1
        return callText(code, openingAt: open).map { [$0] } ?? []
    }

    /// The string literals of a text.
    private static func literals(_ text: String) -> [String] {
        guard let pattern = try? NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)""#) else { return [] }
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }.filter { !$0.contains("\\(") }
    }

    /// The paths of `.process("…")` and `.copy("…")` rules (their first argument).
    private static func ruleLiterals(_ text: String) -> [String] {
        guard
            let pattern = try? NSRegularExpression(
                pattern: #"\.(?:process|copy|embedInCode)\s*\(\s*"((?:[^"\\]|\\.)*)""#)
        else { return [] }
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }.filter { !$0.contains("\\(") }
    }
}
