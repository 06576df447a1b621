import Foundation
import XibifySupport

/// The Objective-C headers under an app's folders, read as text: which header declares a class
/// (`@interface Name :`, not a category), and which classes a bridging header makes visible to
/// Swift (those declared in it and in every header it imports, transitively).
///
/// An import is found by its path from the importing header's folder, else by its file name
/// anywhere under the folders (Xcode's header maps find a project's headers by name); system
/// and framework imports (`<UIKit/UIKit.h>`) are found only when a header of that name is the
/// app's. Macros and `#if` are not evaluated: a header imported under any condition counts.
package struct ObjectiveCImports {
    /// The folders whose headers are read.
    package var roots: [String]
    /// Where the headers are read.
    package var files: WorkspaceFiles

    /// At most this many headers are followed from one bridging header.
    package static let maximumHeaders = 20_000

    /// Reads nothing until asked.
    package init(roots: [String], files: WorkspaceFiles) {
        self.roots = roots
        self.files = files
    }

    /// The classes the headers declare: name → the first header (absolute) that declares it.
    package func interfaceHeaders() -> [String: String] {
        var result: [String: String] = [:]
        for header in headers() {
            guard let text = text(of: header) else { continue }
            for name in Self.interfaces(in: text) where result[name] == nil {
                result[name] = header
            }
        }
        return result
    }

    /// The classes declared in the given headers and in every header they import.
    /// - Parameter bridgingHeaders: absolute paths; those that do not exist are passed over.
    package func interfaces(reachedFrom bridgingHeaders: [String]) -> Set<String> {
        var byName: [String: [String]]?
        var queue = bridgingHeaders
        var visited: Set<String> = []
        var names: Set<String> = []
        while let header = queue.popLast(), visited.count < Self.maximumHeaders {
            guard visited.insert(header).inserted, let text = text(of: header) else { continue }
            names.formUnion(Self.interfaces(in: text))
            let folder = (header as NSString).deletingLastPathComponent
            for imported in Self.imports(in: text) {
                let beside = XcodeProject.standardized(folder + "/" + imported)
                if files.fileExists(atPath: beside) {
                    queue.append(beside)
                    continue
                }
                if byName == nil {
                    byName = Dictionary(grouping: headers()) { ($0 as NSString).lastPathComponent }
                }
                queue += byName?[(imported as NSString).lastPathComponent] ?? []
            }
        }
        return names
    }

    /// Every `.h` under the roots (build products and dependency folders left out).
    private func headers() -> [String] {
        let skip: (String, Bool) -> Bool = { relative, isFolder in
            guard isFolder else { return false }
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            return [".build", "build", "DerivedData", "Carthage", "node_modules"].contains(name)
        }
        return roots.flatMap { root in
            files.files(under: root, skip: skip).filter { $0.hasSuffix(".h") }.map {
                root.hasSuffix("/") ? root + $0 : root + "/" + $0
            }
        }.sorted()
    }

    private func text(of path: String) -> String? {
        files.prefix(atPath: path, length: SourceClassNames.maximumFileSize).map { String(decoding: $0, as: UTF8.self) }
    }

    // `@interface Name :` or `@interface Name <` or `@interface Name` at the end of a line; a
    // category or class extension (`@interface Name (…)`) declares no class.
    private static let interfacePattern = try? NSRegularExpression(
        pattern: #"@interface\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?=[:<{]|$)"#, options: [.anchorsMatchLines])
    private static let importPattern = try? NSRegularExpression(
        pattern: #"^\s*#\s*(?:import|include)\s*["<]([^">\n]+)[">]"#, options: [.anchorsMatchLines])

    /// The classes a header's text declares.
    package static func interfaces(in text: String) -> Set<String> {
        guard text.contains("@interface"), let interfacePattern else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            interfacePattern.matches(in: text, range: range).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            })
    }

    /// The paths a header's text imports, as written.
    package static func imports(in text: String) -> [String] {
        guard let importPattern else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return importPattern.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
