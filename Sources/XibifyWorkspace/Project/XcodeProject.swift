import Foundation

/// What xibify needs to know of an Xcode project: its targets, which files each builds and in
/// which phase, the folder each group stands for, and its synchronized folders.
///
/// Read with Foundation's property-list reader, which understands the old-style (OpenStep)
/// format `project.pbxproj` is written in; the file is never written back through it (an edit is
/// a byte-exact insertion, `ProjectFileEditor`).
package struct XcodeProject: Sendable {
    /// The build phase a file is in.
    package enum Phase: String, Sendable, Hashable {
        /// `PBXSourcesBuildPhase`: compiled.
        case sources = "Sources"
        /// `PBXResourcesBuildPhase`: copied (xibs and storyboards compiled into nibs).
        case resources = "Resources"
        /// Any other phase (headers, copy files, frameworks).
        case other = "Other"
    }

    /// A folder Xcode 16 keeps in step with the disk (`PBXFileSystemSynchronizedRootGroup`): every
    /// file in it belongs to the targets that list it, except the files its exception sets name.
    package struct SynchronizedFolder: Sendable, Hashable {
        /// The folder (absolute, standardized).
        package var path: String
        /// The ids of the targets that list it in `fileSystemSynchronizedGroups`.
        package var targetIDs: Set<String>
        /// Per target id: the relative paths whose membership is the opposite of the default.
        package var exceptions: [String: Set<String>]
    }

    /// The `project.pbxproj` (absolute).
    package let path: String
    /// The bytes it was read from: a rewrite that fails compares them with the disk, to tell a
    /// race with another run from a bug (`InputChanges`).
    package let contents: Data
    /// The folder paths in the project are relative to (`SOURCE_ROOT`).
    package let sourceRoot: String
    /// The native targets, in the project's order.
    package let targets: [BuildTarget]
    /// For each file the project's build phases name (absolute path): the targets and phases.
    package let builtFiles: [String: [Membership]]
    /// For each group with a folder of its own: the folder (absolute), by group id.
    package let groupFolders: [String: String]
    /// For each file the project references: the group listing it (or its variant group's group).
    package let fileGroups: [String: String]
    /// For each file the project references directly (not through a variant group): its
    /// `PBXFileReference` id.
    package let fileReferences: [String: String]
    /// For each localized file (absolute path): the id of the `PBXVariantGroup` it is a variant of,
    /// which build files name.
    package let variantGroups: [String: String]
    /// The synchronized folders.
    package let synchronizedFolders: [SynchronizedFolder]
    /// For each target id: the ids of the project's targets whose products its Frameworks phases
    /// link (`libShared.a`, the product reference of the static library `Shared`).
    package let linkedTargets: [String: Set<String>]

    /// One target building one file.
    package struct Membership: Sendable, Hashable {
        /// The target's index in `targets`.
        package var target: Int
        /// The phase.
        package var phase: Phase
    }

    /// Reads a project.
    /// - Parameters:
    ///   - path: its `project.pbxproj` (absolute).
    ///   - files: where it and its `.xcconfig` files are read.
    /// - Returns: nil when the file cannot be read or is not a project.
    package init?(path: String, files: WorkspaceFiles) {
        guard let data = files.contents(atPath: path) else { return nil }
        self.init(path: path, data: data, files: files)
    }

    /// Reads a project from its bytes (an edited `project.pbxproj` before it is written).
    /// - Parameters:
    ///   - path: where the `project.pbxproj` is (absolute); paths in it are resolved from there.
    ///   - data: its contents.
    ///   - files: where its `.xcconfig` files are read.
    package init?(path: String, data: Data, files: WorkspaceFiles) {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let objects = plist["objects"] as? [String: [String: Any]],
            let rootID = plist["rootObject"] as? String,
            let root = objects[rootID]
        else { return nil }
        self.path = path
        self.contents = data
        let xcodeproj = (path as NSString).deletingLastPathComponent
        let projectFolder = (xcodeproj as NSString).deletingLastPathComponent
        let projectDirPath = root["projectDirPath"] as? String ?? ""
        let sourceRoot = Self.standardized(
            projectDirPath.isEmpty ? projectFolder : (projectFolder as NSString).appendingPathComponent(projectDirPath))
        self.sourceRoot = sourceRoot

        // Parents of groups and files, for resolving `<group>` paths.
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parent[child] = id }
        }
        let mainGroup = root["mainGroup"] as? String
        var folderCache: [String: String?] = [:]
        func folder(of id: String) -> String? {
            if let cached = folderCache[id] { return cached }
            let object = objects[id] ?? [:]
            let own = object["path"] as? String
            var result: String?
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                let base: String?
                if id == mainGroup {
                    base = sourceRoot
                } else if let up = parent[id] {
                    base = folder(of: up)
                } else {
                    base = nil
                }
                if let base { result = own.map { (base as NSString).appendingPathComponent($0) } ?? base }
            case "SOURCE_ROOT":
                result = own.map { (sourceRoot as NSString).appendingPathComponent($0) } ?? sourceRoot
            case "<absolute>":
                result = own
            default:
                result = nil
            }
            let standardized = result.map(Self.standardized)
            folderCache[id] = standardized
            return standardized
        }

        // Targets.
        var targets: [BuildTarget] = []
        var phaseOfID: [String: (target: Int, phase: Phase)] = [:]
        var syncedBy: [String: Set<String>] = [:]
        for id in root["targets"] as? [String] ?? [] {
            guard let object = objects[id], object["isa"] as? String == "PBXNativeTarget" else { continue }
            let name = object["name"] as? String ?? id
            var target = BuildTarget(
                container: .xcodeProject(path), id: id, name: name,
                moduleName: Self.moduleName(of: object, targetName: name, objects: objects))
            target.swift = SwiftSettings(
                target: object, project: root, objects: objects,
                variables: [
                    "SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot,
                    "PROJECT_NAME": ((xcodeproj as NSString).lastPathComponent as NSString).deletingPathExtension,
                    "TARGET_NAME": name,
                ],
                file: { folder(of: $0) }, files: files)
            target.productType = object["productType"] as? String
            for phaseID in object["buildPhases"] as? [String] ?? [] {
                let phase: Phase
                switch objects[phaseID]?["isa"] as? String {
                case "PBXSourcesBuildPhase":
                    phase = .sources
                    if target.sourcesPhaseID == nil { target.sourcesPhaseID = phaseID }
                case "PBXResourcesBuildPhase":
                    phase = .resources
                    if target.resourcesPhaseID == nil { target.resourcesPhaseID = phaseID }
                default: phase = .other
                }
                phaseOfID[phaseID] = (targets.count, phase)
            }
            for group in object["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                syncedBy[group, default: []].insert(id)
            }
            targets.append(target)
        }
        self.targets = targets

        // What each target links of the others: its Frameworks phases' files that are the product
        // of another target.
        var productOf: [String: String] = [:]
        for target in targets {
            if let product = objects[target.id]?["productReference"] as? String { productOf[product] = target.id }
        }
        var linked: [String: Set<String>] = [:]
        for target in targets {
            for phaseID in objects[target.id]?["buildPhases"] as? [String] ?? []
            where objects[phaseID]?["isa"] as? String == "PBXFrameworksBuildPhase" {
                for buildFileID in objects[phaseID]?["files"] as? [String] ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"] as? String,
                        let library = productOf[reference]
                    else { continue }
                    linked[target.id, default: []].insert(library)
                }
            }
        }
        self.linkedTargets = linked

        // Files each phase builds; a variant group stands for each of its localized files.
        var built: [String: [Membership]] = [:]
        for (phaseID, owner) in phaseOfID {
            for buildFileID in objects[phaseID]?["files"] as? [String] ?? [] {
                guard let reference = objects[buildFileID]?["fileRef"] as? String, let object = objects[reference]
                else { continue }
                let files =
                    object["isa"] as? String == "PBXVariantGroup"
                    ? (object["children"] as? [String] ?? []).compactMap { folder(of: $0) }
                    : [folder(of: reference)].compactMap { $0 }
                for file in files {
                    built[file, default: []].append(Membership(target: owner.target, phase: owner.phase))
                }
            }
        }
        self.builtFiles = built

        var folders: [String: String] = [:]
        var listed: [String: String] = [:]
        var references: [String: String] = [:]
        var variants: [String: String] = [:]
        var synchronized: [SynchronizedFolder] = []
        for (id, object) in objects {
            switch object["isa"] as? String {
            case "PBXGroup":
                if let resolved = folder(of: id) { folders[id] = resolved }
                for child in object["children"] as? [String] ?? [] {
                    guard let childObject = objects[child] else { continue }
                    switch childObject["isa"] as? String {
                    case "PBXFileReference":
                        if let file = folder(of: child) {
                            listed[file] = id
                            references[file] = child
                        }
                    case "PBXVariantGroup":
                        for localized in childObject["children"] as? [String] ?? [] {
                            if let file = folder(of: localized) {
                                listed[file] = id
                                variants[file] = child
                            }
                        }
                    default: continue
                    }
                }
            case "PBXFileSystemSynchronizedRootGroup":
                guard let resolved = folder(of: id) else { continue }
                var exceptions: [String: Set<String>] = [:]
                for setID in object["exceptions"] as? [String] ?? [] {
                    guard let set = objects[setID], let target = set["target"] as? String else { continue }
                    exceptions[target, default: []].formUnion(set["membershipExceptions"] as? [String] ?? [])
                }
                synchronized.append(
                    SynchronizedFolder(path: resolved, targetIDs: syncedBy[id] ?? [], exceptions: exceptions))
            default: continue
            }
        }
        self.groupFolders = folders
        self.variantGroups = variants
        self.fileGroups = listed
        self.fileReferences = references
        self.synchronizedFolders = synchronized.sorted { $0.path < $1.path }
    }

    /// The targets that build a file, with the phase: the build phases that name it, and the
    /// synchronized folders it lies in.
    /// - Parameter file: an absolute, standardized path.
    /// - Returns: the memberships, by target order.
    package func memberships(of file: String) -> [Membership] {
        var result = Set(builtFiles[file] ?? [])
        let phase: Phase = Self.isSource(file) ? .sources : .resources
        for folder in synchronizedFolders {
            guard let relative = Self.relative(file, to: folder.path) else { continue }
            let keys = Self.exceptionKeys(relative)
            for (index, target) in targets.enumerated() {
                let listed = keys.contains { folder.exceptions[target.id]?.contains($0) == true }
                if folder.targetIDs.contains(target.id) != listed {
                    result.insert(Membership(target: index, phase: phase))
                }
            }
        }
        return result.sorted { ($0.target, $0.phase.rawValue) < ($1.target, $1.phase.rawValue) }
    }

    /// The synchronized folder a path lies in, if any (the innermost).
    package func synchronizedFolder(containing file: String) -> SynchronizedFolder? {
        synchronizedFolders.filter { Self.relative(file, to: $0.path) != nil }.max { $0.path.count < $1.path.count }
    }

    /// The Swift files a target compiles: its Sources phase's, and those of the folders it synchronizes.
    /// - Parameters:
    ///   - target: one of the project's targets.
    ///   - files: where the synchronized folders are listed.
    package func swiftSources(of target: BuildTarget, files listed: WorkspaceFiles) -> [String] {
        guard let index = targets.firstIndex(of: target) else { return [] }
        var files = Set(
            builtFiles.compactMap { file, memberships in
                file.hasSuffix(".swift") && memberships.contains { $0.target == index && $0.phase == .sources }
                    ? file : nil
            })
        for folder in synchronizedFolders
        where folder.targetIDs.contains(target.id) || folder.exceptions[target.id] != nil {
            for relative in listed.files(under: folder.path, skip: { _, _ in false }) where relative.hasSuffix(".swift")
            {
                let file = folder.path + "/" + relative
                if memberships(of: file).contains(where: { $0.target == index }) { files.insert(file) }
            }
        }
        return files.sorted()
    }

    /// Whether a file of this name is compiled (else copied as a resource).
    package static func isSource(_ file: String) -> Bool {
        [".swift", ".m", ".mm", ".c", ".cpp"].contains { file.hasSuffix($0) }
    }

    /// The forms an exception set may name a file by: its path in the folder, and for a
    /// localized file `/Localized/<path without the .lproj folder>`.
    package static func exceptionKeys(_ relative: String) -> [String] {
        var keys = [relative]
        let parts = relative.split(separator: "/")
        if parts.contains(where: { $0.hasSuffix(".lproj") }) {
            keys.append("/Localized/" + parts.filter { !$0.hasSuffix(".lproj") }.joined(separator: "/"))
        }
        return keys
    }

    /// A path relative to a folder, or nil when it is not inside it.
    package static func relative(_ file: String, to folder: String) -> String? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : nil
    }

    /// A path without `.`, `..` or doubled slashes.
    package static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The module a target builds: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, with
    /// `$(TARGET_NAME)` expanded, made a C99 identifier the way Xcode does; the target's name
    /// when a setting cannot be expanded here.
    package static func moduleName(of target: [String: Any], targetName: String, objects: [String: [String: Any]])
        -> String
    {
        var settings: [String: String] = [:]
        if let list = target["buildConfigurationList"] as? String,
            let configurations = objects[list]?["buildConfigurations"] as? [String]
        {
            // Release when there is one: the module a shipped app is built with.
            let chosen =
                configurations.first { objects[$0]?["name"] as? String == "Release" } ?? configurations.first
            if let chosen, let build = objects[chosen]?["buildSettings"] as? [String: Any] {
                for (key, value) in build { if let value = value as? String { settings[key] = value } }
            }
        }
        var name = settings["PRODUCT_MODULE_NAME"] ?? settings["PRODUCT_NAME"] ?? "$(TARGET_NAME)"
        for variable in ["$(TARGET_NAME)", "${TARGET_NAME}", "$(TARGET_NAME:c99extidentifier)"] {
            name = name.replacingOccurrences(of: variable, with: targetName)
        }
        if name.contains("$") || name.isEmpty { name = targetName }
        return identifier(name)
    }

    /// A name made a C99 identifier: other characters become `_`, a leading digit gets one before it.
    package static func identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
