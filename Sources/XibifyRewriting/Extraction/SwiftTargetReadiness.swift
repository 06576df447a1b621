import Foundation
import XibifySupport
import XibifyWorkspace

/// Whether the targets that would compile a new Swift class can: Xcode refuses a Swift file in
/// a target whose configurations set no `SWIFT_VERSION` or whose bridging header does not exist,
/// and Swift sees an app class declared only in Objective-C through the target's bridging header
/// alone (docs/rewrite.md, "Swift in an Objective-C target").
///
/// A target that compiles Swift already is taken to build (its settings may come from where this
/// reader does not look); its bridging header is still asked for the Objective-C classes the new
/// class names.
package struct SwiftTargetReadiness {
    /// The projects and packages the documents are built in.
    package var projects: ProjectIndex
    /// Shows a path in a message.
    package var display: (String) -> String
    /// What was read of each folder's sources, for the clusters after the first.
    private let read = SourcesRead()

    /// Per folder: the classes its headers declare (with the header) and those its Swift declares.
    private final class SourcesRead {
        var headers: [String: [String: String]] = [:]
        var swift: [String: Set<String>] = [:]
        /// Per roots and bridging headers: the classes the headers show Swift.
        var visible: [[String]: Set<String>] = [:]
    }

    /// Judges Swift files of the targets of `projects`.
    package init(projects: ProjectIndex, display: @escaping (String) -> String) {
        self.projects = projects
        self.display = display
    }

    /// Why a Swift file cannot join its targets, or nil.
    /// - Parameters:
    ///   - joins: how the Swift file joins each target that must compile it.
    ///   - roots: the folders whose sources declare the app's classes (`SourceClassNames.projectRoots`).
    ///   - classNames: the app classes the generated Swift names (the substituted root's class,
    ///     the outlets' classes).
    /// - Returns: the first obstacle found.
    package func obstacle(joins: [TargetJoin], roots: [String], classNames: Set<String>) -> TargetObstacle? {
        let targets = joins.filter { $0.phase == .sources }.map(\.target).filter { !$0.isSwiftPackage }
        var headerOnly: [String: String]?
        for target in targets.sorted() {
            let compilesSwift = !projects.swiftSources(of: target).isEmpty
            if !compilesSwift && !target.swift.configurationsWithoutVersion.isEmpty {
                return .noSwiftVersion(
                    target: target.displayName, configurations: target.swift.configurationsWithoutVersion)
            }
            let missing = target.swift.bridgingHeaders.filter { !projects.files.fileExists(atPath: $0) }
            if !compilesSwift, let header = missing.first {
                return .missingBridgingHeader(target: target.displayName, header: display(header))
            }
            // The app's classes that Swift can only see through the bridging header.
            if headerOnly == nil { headerOnly = objectiveCOnly(classNames, roots: roots) }
            guard let headerOnly, !headerOnly.isEmpty, !target.swift.hasUnexpandedBridgingHeader else { continue }
            let key = roots + ["|"] + target.swift.bridgingHeaders
            let visible =
                read.visible[key]
                ?? ObjectiveCImports(roots: roots, files: projects.files).interfaces(
                    reachedFrom: target.swift.bridgingHeaders)
            read.visible[key] = visible
            if let name = headerOnly.keys.sorted().first(where: { !visible.contains($0) }) {
                return .hiddenObjectiveCClass(
                    className: name, header: display(headerOnly[name] ?? ""), target: target.displayName,
                    hasBridgingHeader: !target.swift.bridgingHeaders.isEmpty)
            }
        }
        return nil
    }

    /// The names among `classNames` that the app declares in an Objective-C header and in no Swift
    /// file, with the header.
    private func objectiveCOnly(_ classNames: Set<String>, roots: [String]) -> [String: String] {
        guard !classNames.isEmpty else { return [:] }
        var result: [String: String] = [:]
        var swiftDeclared: Set<String> = []
        for root in roots {
            if read.headers[root] == nil {
                read.headers[root] = ObjectiveCImports(roots: [root], files: projects.files).interfaceHeaders()
                read.swift[root] = SourceClassNames.declared(under: root, extensions: [".swift"], files: projects.files)
            }
            for name in classNames where result[name] == nil {
                if let header = read.headers[root]?[name] { result[name] = header }
            }
            swiftDeclared.formUnion(read.swift[root] ?? [])
        }
        return result.filter { !swiftDeclared.contains($0.key) }
    }
}
