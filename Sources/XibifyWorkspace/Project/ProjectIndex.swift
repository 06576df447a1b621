import Foundation
import XibifySupport

/// The Xcode projects and Swift packages above a set of documents, read once: which targets
/// build each file, what a new file in a folder would join, and each target's Swift sources.
package struct ProjectIndex: Sendable {
    /// The projects found, by `project.pbxproj` path.
    package let projects: [String: XcodeProject]
    /// The Swift packages found: the folder of each `Package.swift`.
    package let packages: Set<String>

    /// What each package's manifest says of its targets, by package folder.
    package let manifests: [String: PackageManifest]
    /// The specs projects are generated from, found where no Xcode project lies beside them, by
    /// path: XcodeGen's `project.yml` and Tuist's `Project.swift` (its literal targets, read as a
    /// spec's: `TuistManifest`).
    package let specs: [String: XcodeGenSpec]
    /// Where these were read, and where the app's sources, headers and settings are read: the
    /// disk, or the disk under an earlier planning round's files.
    package let files: WorkspaceFiles

    /// No project, no package: the documents are taken as they are.
    package static let empty = ProjectIndex(projects: [:], packages: [])

    package init(
        projects: [String: XcodeProject], packages: Set<String>, manifests: [String: PackageManifest] = [:],
        specs: [String: XcodeGenSpec] = [:], files: WorkspaceFiles = .disk
    ) {
        self.projects = projects
        self.packages = packages
        self.manifests = manifests
        self.specs = specs
        self.files = files
    }

    /// Reads every `*.xcodeproj/project.pbxproj` in the folders above the documents, the
    /// `project.yml` XcodeGen specs and Tuist `Project.swift` manifests of folders that hold no
    /// `.xcodeproj` (one that does is the generated project, read instead), and the
    /// `Package.swift` files whose `Sources` folder holds one.
    /// - Parameters:
    ///   - documentPaths: absolute paths.
    ///   - files: where they are read.
    package static func load(for documentPaths: [String], files: WorkspaceFiles) -> ProjectIndex {
        var folders: Set<String> = []
        var packages: Set<String> = []
        for path in documentPaths {
            var folder = (XcodeProject.standardized(path) as NSString).deletingLastPathComponent
            while !folders.contains(folder) {
                folders.insert(folder)
                if folder == "/" || folder.isEmpty { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        var projectPaths: [String] = []
        var specPaths: [String] = []
        for folder in folders.sorted() {
            let entries = files.contentsOfDirectory(atPath: folder) ?? []
            let hasProject = entries.contains { $0.hasSuffix(".xcodeproj") }
            for entry in entries {
                if entry.hasSuffix(".xcodeproj") {
                    let path = (folder as NSString).appendingPathComponent(entry) + "/project.pbxproj"
                    if files.fileExists(atPath: path) { projectPaths.append(path) }
                } else if entry == "Package.swift" {
                    packages.insert(folder)
                } else if (entry == "project.yml" || entry == "Project.swift") && !hasProject {
                    specPaths.append((folder as NSString).appendingPathComponent(entry))
                }
            }
        }
        let loaded = ParallelMap.map(projectPaths) { XcodeProject(path: $0, files: files) }
        var projects: [String: XcodeProject] = [:]
        for project in loaded.compactMap({ $0 }) { projects[project.path] = project }
        var specs: [String: XcodeGenSpec] = [:]
        let read = specPaths.compactMap { path in
            path.hasSuffix(".swift")
                ? TuistManifest.read(at: path, files: files) : XcodeGenSpec.read(at: path, files: files)
        }
        for spec in read where !spec.targets.isEmpty {
            specs[spec.path] = spec
        }
        // A package counts only for files in its targets' folders: `Sources/<name>` or the
        // folder a target's `path:` names (xibify's own repository is a package, and its
        // fixtures are not its targets).
        var manifests: [String: PackageManifest] = [:]
        for package in packages {
            guard let data = files.contents(atPath: package + "/Package.swift") else { continue }
            manifests[package] = PackageManifest.read(String(decoding: data, as: UTF8.self))
        }
        let used = packages.filter { package in
            let folders =
                [package + "/Sources"]
                + (manifests[package]?.targets ?? []).compactMap { target in
                    target.path.map { XcodeProject.standardized(package + "/" + $0) }
                }
            return documentPaths.contains { document in
                folders.contains { XcodeProject.relative(XcodeProject.standardized(document), to: $0) != nil }
            }
        }
        return ProjectIndex(
            projects: projects, packages: used, manifests: manifests.filter { used.contains($0.key) }, specs: specs,
            files: files)
    }

    /// Where a new Swift file must go instead, when a package target would not compile it.
    ///
    /// A target takes what its `resources:` rules match as resources, leaves out what its
    /// `exclude:` names, and compiles only what its `sources:` lists, when it has the argument:
    /// then the answer is the target's own folder, or, under `sources:`, the first folder it
    /// lists. Nil when the file would be compiled where it is, or no package builds it.
    /// - Parameter swiftFile: the new file (absolute).
    /// - Returns: the folder that compiles it, or nil.
    package func compilingFolder(for swiftFile: String) -> String? {
        let path = XcodeProject.standardized(swiftFile)
        guard packageCompiles(path) == false, let (declared, root) = declaredPackageTarget(containing: path) else {
            return nil
        }
        // Under `sources:`, the first folder it lists (a listed `.swift` file takes no other).
        if let folder = declared.sources?.first(where: { !$0.hasSuffix(".swift") && $0 != "." && !$0.isEmpty }) {
            return XcodeProject.standardized(root + "/" + folder)
        }
        return root
    }

    /// Whether the Swift package target whose folder holds a new Swift file compiles it.
    ///
    /// It does when no `resources:` or `exclude:` rule covers it, and `sources:`, where given,
    /// lists it. Nil when no target of a manifest read holds it.
    /// - Parameter swiftFile: the new file (absolute).
    package func packageCompiles(_ swiftFile: String) -> Bool? {
        let path = XcodeProject.standardized(swiftFile)
        guard let (declared, root) = declaredPackageTarget(containing: path),
            let relative = XcodeProject.relative(path, to: root)
        else { return nil }
        let covered = (declared.resources + declared.excluded).contains { rule in
            let ruleRelative = XcodeProject.relative(XcodeProject.standardized(root + "/" + rule), to: root) ?? ""
            return !ruleRelative.isEmpty
                && (relative == ruleRelative || relative.hasPrefix(ruleRelative + "/"))
        }
        return !covered && declared.listsSource(relative)
    }

    /// The manifest's declaration of the package target whose folder holds a path, and that folder.
    private func declaredPackageTarget(containing path: String) -> (PackageManifest.Target, String)? {
        guard let target = packageTarget(containing: path), case .swiftPackage(let manifestPath) = target.container
        else { return nil }
        let package = (manifestPath as NSString).deletingLastPathComponent
        guard let declared = manifests[package]?.target(named: target.name) else { return nil }
        return (declared, XcodeProject.standardized(package + "/" + declared.folder))
    }

    /// The targets that build a file, with the phase, sorted.
    /// - Parameter file: an absolute path.
    package func targets(building file: String) -> [(target: BuildTarget, phase: XcodeProject.Phase)] {
        let path = XcodeProject.standardized(file)
        var result: [(BuildTarget, XcodeProject.Phase)] = []
        for project in projects.values {
            for membership in project.memberships(of: path) {
                result.append((project.targets[membership.target], membership.phase))
            }
        }
        if let target = packageTarget(containing: path) {
            result.append((target, XcodeProject.isSource(path) ? .sources : .resources))
        }
        for spec in specs.values {
            for (target, phase) in spec.targets(building: path) {
                result.append((Self.buildTarget(target, of: spec), phase))
            }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// The static libraries that compile a class for the targets that copy its documents, or nil.
    ///
    /// They do when every compiler is a static library, none of them a copying target, all of one
    /// module (iTerm2's `iTerm2SharedARC`), and every copying target that is not a test bundle
    /// links one of them, where its project says (the Frameworks phases of an Xcode project; an
    /// XcodeGen or Tuist target's dependencies are not read, and count as linked). Then the class
    /// is in the binaries of the apps that link them, and the copying targets need not compile it.
    /// - Parameters:
    ///   - compilers: the targets that compile the class (or its neighbours, for a new class).
    ///   - copying: the targets that copy the documents.
    package func libraries(_ compilers: Set<BuildTarget>, compilingFor copying: Set<BuildTarget>) -> [BuildTarget]? {
        guard !compilers.isEmpty, compilers.allSatisfy(\.isStaticLibrary), compilers.isDisjoint(with: copying),
            Set(compilers.map(\.moduleName)).count == 1
        else { return nil }
        for target in copying where !target.isTestBundle {
            guard case .xcodeProject(let path) = target.container, let project = projects[path] else { continue }
            let linked = project.linkedTargets[target.id] ?? []
            guard compilers.contains(where: { $0.containerPath == path && linked.contains($0.id) }) else { return nil }
        }
        return compilers.sorted()
    }

    /// The Xcode targets that compile the sources of a folder, not those of the folders below it:
    /// where a new Swift file in it belongs with its neighbours.
    ///
    /// Its Swift neighbours decide where there are any: one folder can hold an app's Objective-C
    /// and a library's Swift (iTerm2's `sources/TerminalView`), and a Swift file sees the other
    /// Swift files of its module without imports. Else its Objective-C neighbours (`.m`, `.mm`).
    package func targets(compilingSourcesIn folder: String) -> Set<BuildTarget> {
        let swift = targets(compiling: [".swift"], in: folder)
        return swift.isEmpty ? targets(compiling: [".m", ".mm"], in: folder) : swift
    }

    /// The Xcode targets that compile the files of a folder (not below it) with one of some suffixes.
    private func targets(compiling suffixes: [String], in folder: String) -> Set<BuildTarget> {
        let folder = XcodeProject.standardized(folder)
        var result: Set<BuildTarget> = []
        for project in projects.values {
            for (file, memberships) in project.builtFiles
            where (file as NSString).deletingLastPathComponent == folder
                && suffixes.contains(where: { file.hasSuffix($0) })
            {
                for membership in memberships where membership.phase == .sources {
                    result.insert(project.targets[membership.target])
                }
            }
        }
        return result
    }

    /// The targets that compile a file where it lies (its phase is Sources): for a new file,
    /// those whose folders take it in by themselves (a spec's sources, a synchronized folder, a
    /// package target).
    package func targets(compiling file: String) -> Set<BuildTarget> {
        Set(targets(building: file).filter { $0.phase == .sources }.map(\.target))
    }

    /// The targets of a spec (XcodeGen's, Tuist's) that build a document, test bundles left out.
    ///
    /// Nil when no spec lies above it. A document under a spec that none of its targets builds
    /// (as far as the spec is read) gets the empty set.
    package func specTargets(building document: String) -> Set<BuildTarget>? {
        let path = XcodeProject.standardized(document)
        guard
            specs.keys.contains(where: {
                XcodeProject.relative(path, to: ($0 as NSString).deletingLastPathComponent) != nil
            })
        else { return nil }
        return Set(
            targets(building: path).map(\.target).filter { target in
                guard case .projectSpec = target.container else { return false }
                return !target.isTestBundle
            })
    }

    /// Whether any project, package or spec is known.
    package var isEmpty: Bool { projects.isEmpty && packages.isEmpty && specs.isEmpty }

    /// A target of a spec (XcodeGen's, Tuist's) as a target that builds a module.
    ///
    /// Of its Swift settings only the bridging header is read: XcodeGen's base preset sets
    /// `SWIFT_VERSION` at the project's level (unless `options.settingPresets` leaves it out); a
    /// Tuist target's `SWIFT_VERSION` is not read either, and taken as set.
    package static func buildTarget(_ target: XcodeGenSpec.Target, of spec: XcodeGenSpec) -> BuildTarget {
        var swift = SwiftSettings()
        swift.bridgingHeaders = target.bridgingHeader.map { [$0] } ?? []
        swift.hasUnexpandedBridgingHeader = target.bridgingHeaderUnexpanded
        return BuildTarget(
            container: .projectSpec(spec.path), id: target.name, name: target.name, moduleName: target.moduleName,
            swift: swift, productType: target.type.isEmpty ? nil : "com.apple.product-type." + target.type)
    }

    /// Every target of a project or spec, by the path of its `project.pbxproj`, `project.yml` or
    /// `Project.swift`.
    package func targets(in container: String) -> [BuildTarget] {
        if let project = projects[container] { return project.targets }
        if let spec = specs[container] { return spec.targets.map { Self.buildTarget($0, of: spec) } }
        return []
    }

    /// The Swift package target whose folder holds a path: the deepest folder a target of the
    /// manifest declares (`path:`, else `Sources/<Target>`), else `Sources/<Target>` by the
    /// path's first folder there (a target the manifest's text does not show).
    package func packageTarget(containing file: String) -> BuildTarget? {
        for package in packages.sorted(by: { $0.count > $1.count }) {
            let declared = (manifests[package]?.targets ?? []).filter { target in
                XcodeProject.relative(file, to: XcodeProject.standardized(package + "/" + target.folder)) != nil
            }
            if let target = declared.max(by: { $0.folder.count < $1.folder.count }) {
                return BuildTarget(
                    container: .swiftPackage(package + "/Package.swift"), id: target.name, name: target.name,
                    moduleName: XcodeProject.identifier(target.name))
            }
            guard let relative = XcodeProject.relative(file, to: package + "/Sources"),
                let name = relative.split(separator: "/").first, relative.contains("/")
            else { continue }
            return BuildTarget(
                container: .swiftPackage(package + "/Package.swift"), id: String(name), name: String(name),
                moduleName: XcodeProject.identifier(String(name)))
        }
        return nil
    }

    /// How a new file would join each target that must build it.
    /// - Parameters:
    ///   - file: the new file (absolute).
    ///   - targets: the targets that must build it.
    ///   - groupHint: a group of the project that lists a document in the same folder, preferred.
    /// - Returns: the joins, or the reason the file cannot be placed so that exactly those targets get it.
    package func joins(of file: String, targets: [BuildTarget], groupHint: [String: String] = [:])
        -> Result<[TargetJoin], PlacementProblem>
    {
        let path = XcodeProject.standardized(file)
        // A localized file (`Base.lproj/Name.xib`) joins as the variant group of the folder above.
        var folder = (path as NSString).deletingLastPathComponent
        if folder.hasSuffix(".lproj") { folder = (folder as NSString).deletingLastPathComponent }
        let phase: XcodeProject.Phase = XcodeProject.isSource(path) ? .sources : .resources
        var joins: [TargetJoin] = []
        // Targets that would get the file by themselves, wanted or not.
        var automatic: [BuildTarget: TargetJoin.Way] = [:]
        for project in projects.values {
            if let synchronized = project.synchronizedFolder(containing: path) {
                for membership in project.memberships(of: path) {
                    automatic[project.targets[membership.target]] = .synchronizedFolder(synchronized.path)
                }
            }
        }
        if let target = packageTarget(containing: path) { automatic[target] = .packageFolder(folder) }
        // A spec target takes the file in by its folder, in the phase the spec gives it there: a
        // Swift file a source copies as a resource (`buildPhase: resources`) is not compiled, so
        // it does not join that target as wanted (and is no unwanted join either).
        for spec in specs.values {
            for (target, builtIn) in spec.targets(building: path) where builtIn == phase {
                automatic[Self.buildTarget(target, of: spec)] = .specSources(spec.path)
            }
        }
        for target in targets {
            if let way = automatic[target] {
                joins.append(TargetJoin(target: target, phase: phase, way: way))
                continue
            }
            switch target.container {
            case .swiftPackage:
                return .failure(.outsidePackageTarget(target: target.displayName, folder: folder))
            case .projectSpec:
                return .failure(.outsideSpecSources(target: target.displayName, folder: folder))
            case .xcodeProject(let projectPath):
                guard let project = projects[projectPath] else {
                    return .failure(.outsidePackageTarget(target: target.displayName, folder: folder))
                }
                if let synchronized = project.synchronizedFolder(containing: path) {
                    return .failure(.synchronizedElsewhere(target: target.displayName, folder: synchronized.path))
                }
                guard let phaseID = phase == .sources ? target.sourcesPhaseID : target.resourcesPhaseID else {
                    return .failure(.noPhase(target: target.displayName, phase: phase.rawValue))
                }
                let group =
                    groupHint[projectPath].flatMap { project.groupFolders[$0] == folder ? $0 : nil }
                    ?? project.groupFolders.filter { $0.value == folder }.keys.sorted().first
                joins.append(
                    TargetJoin(target: target, phase: phase, way: .buildPhase(phaseID: phaseID, groupID: group)))
            }
        }
        let extra = automatic.keys.filter { !targets.contains($0) }.sorted()
        if let first = extra.first {
            return .failure(.joinsUnwantedTarget(target: first.displayName, folder: folder))
        }
        return .success(joins.sorted { $0.target < $1.target })
    }

    /// The Swift files a target compiles.
    package func swiftSources(of target: BuildTarget) -> [String] {
        switch target.container {
        case .xcodeProject(let path):
            return projects[path]?.swiftSources(of: target, files: files) ?? []
        case .swiftPackage(let manifest):
            let package = (manifest as NSString).deletingLastPathComponent
            let folder = XcodeProject.standardized(
                package + "/" + (manifests[package]?.target(named: target.name)?.folder ?? "Sources/" + target.name))
            let declared = manifests[package]?.target(named: target.name)
            return files.files(under: folder, skip: { _, _ in false }).filter {
                $0.hasSuffix(".swift") && declared?.listsSource($0) != false
            }.map {
                folder + "/" + $0
            }.sorted()
        case .projectSpec(let path):
            guard let spec = specs[path], let declared = spec.targets.first(where: { $0.name == target.id }) else {
                return []
            }
            return spec.swiftSources(of: declared)
        }
    }

    /// The Swift files a target compiles that declare a class (in code, not in comments or strings).
    package func swiftSources(of target: BuildTarget, declaring className: String) -> [String] {
        swiftSources(of: target).filter { file in
            guard let data = files.contents(atPath: file) else { return false }
            return data.withUnsafeBytes { SourceClassNames.declarations(in: $0.bindMemory(to: UInt8.self)) }
                .contains(className)
        }
    }

    /// The group that lists a document (or its variant group), by project: a hint for where new
    /// files beside it go.
    package func groups(listing file: String) -> [String: String] {
        let path = XcodeProject.standardized(file)
        var result: [String: String] = [:]
        for project in projects.values {
            if let group = project.fileGroups[path] { result[project.path] = group }
        }
        return result
    }
}
