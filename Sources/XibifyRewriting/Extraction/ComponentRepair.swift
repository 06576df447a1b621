import Foundation
import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// The targets an earlier run's component must still join.
///
/// Every target that builds a document of the same app with a placeholder of the component's
/// class must copy its xib and compile its wrapper (else "Unknown class" and an empty view at run
/// time). A run without `--add-to-project` leaves that to
/// the user; a later run names what is missing, and with `--add-to-project` adds it.
package struct ComponentRepair {
    /// A component file and the targets it must join.
    package struct Join {
        /// The xib or wrapper source (absolute).
        package var path: String
        /// How it joins each target that lacks it.
        package var joins: [TargetJoin]
        /// For a wrapper source: what needs the base class.
        package var need: BaseClassPlanner.Need?
    }

    /// The scan.
    package var report: ScanReport
    /// The projects the documents are built in.
    package var projects: ProjectIndex
    /// Makes a path absolute.
    package var absolute: (String) -> String

    /// The joins missing for the scan's components.
    ///
    /// Followed to a fixed point: a component whose xib joins a target brings the components
    /// placed inside that xib along (their placeholders are now built there too).
    package func missingJoins() -> [Join] {
        guard !projects.isEmpty else { return [] }
        struct Component {
            var className: String
            var xib: String
            var swift: String
            var platform: Platform
            var users: [String]
        }
        let classesByDocument = report.documents.map { Set(ExtractionPlanner.customClasses($0)) }
        let paths = report.documents.map { absolute($0.path) }
        // Each document's app, found once (it walks up the folders).
        var apps: [Int: [String]] = [:]
        func app(_ index: Int) -> [String] {
            if let known = apps[index] { return known }
            let found = SourceClassNames.projectRoots(of: [paths[index]], files: report.workspace)
            apps[index] = found
            return found
        }
        var components: [Component] = []
        for (index, document) in report.documents.enumerated() {
            guard let className = BoundaryFinder.componentClass(of: document, files: report.workspace) else { continue }
            let xib = paths[index]
            let swift = BoundaryFinder.wrapperSource(ofXIB: xib, className: className)
            // Another app may have a class of the same name: only this app's documents count.
            let users = classesByDocument.indices.filter { other in
                other != index && classesByDocument[other].contains(className) && app(other) == app(index)
            }.map { paths[$0] }
            components.append(
                Component(className: className, xib: xib, swift: swift, platform: document.platform, users: users))
        }
        // What each file is built by, and what this run adds.
        var added: [String: Set<BuildTarget>] = [:]
        func builders(_ path: String, _ phase: XcodeProject.Phase?) -> Set<BuildTarget> {
            Set(projects.targets(building: path).filter { phase == nil || $0.phase == phase }.map(\.target))
                .union(added[path] ?? [])
        }
        var changed = true
        var rounds = 0
        while changed && rounds <= components.count {
            changed = false
            rounds += 1
            for component in components {
                let needed = component.users.reduce(into: Set<BuildTarget>()) { $0.formUnion(builders($1, nil)) }
                // A class that static libraries compile for the copying targets is in their apps.
                let library = projects.libraries(builders(component.swift, .sources), compilingFor: needed)
                for (path, phase) in [(component.xib, XcodeProject.Phase.resources), (component.swift, .sources)] {
                    // A test bundle copies the nib and takes the class from its host app.
                    let wanted =
                        phase == .sources ? library != nil ? [] : needed.filter { !$0.isTestBundle } : needed
                    let missing = wanted.subtracting(builders(path, phase))
                    if !missing.isEmpty {
                        added[path, default: []].formUnion(missing)
                        changed = true
                    }
                }
            }
        }
        var result: [Join] = []
        for component in components {
            for path in [component.xib, component.swift] {
                guard let targets = added[path]?.sorted(), !targets.isEmpty,
                    case .success(let joins) = projects.joins(of: path, targets: targets)
                else { continue }
                let need =
                    path == component.swift
                    ? BaseClassPlanner.Need(
                        swiftPath: path, targets: targets, platform: component.platform, module: .objectiveCName,
                        documents: [])
                    : nil
                result.append(Join(path: path, joins: joins, need: need))
            }
        }
        return result.sorted { $0.path < $1.path }
    }
}
