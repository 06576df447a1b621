import Foundation
import XibifyFormat
import XibifySupport
import XibifyWorkspace

/// Decides where the base class of the wrappers (`NibView`) is declared: exactly once in every
/// module that compiles a wrapper.
///
/// A module whose Swift sources already declare it (an earlier run's file, or the app's own
/// `NibView`) gets no new file. Otherwise it joins the `NibView.swift` already chosen for another
/// target of the same project and platform (an App Clip shares its app's), or one is written
/// beside the first wrapper (by path) that the module compiles. A `NibView.swift` that exists
/// there but is not compiled by the module (an earlier run's, for another target) is joined to it
/// rather than written again. With
/// `--base-class` the user's class is used and nothing is written. Without any Xcode project or
/// Swift package read, the documents under one app's root (`SourceClassNames.projectRoots`: its
/// Xcode project, or the XcodeGen/Tuist spec it is generated from) are one module.
package struct BaseClassPlanner {
    /// The user's choices.
    package var options: ExtractionOptions
    /// The projects the documents are built in.
    package var projects: ProjectIndex

    /// A wrapper some targets compile: they need the base class.
    package struct Need {
        /// The wrapper's source.
        package var swiftPath: String
        /// The targets that compile it (empty: no project was found).
        package var targets: [BuildTarget]
        /// Its platform.
        package var platform: Platform
        /// Its module, for the projectless case.
        package var module: ModuleChoice
        /// The documents of its copies (absolute), for the projectless case.
        package var documents: [String]
    }

    /// The base class files to create.
    /// - Parameters:
    ///   - plans: the extraction plans.
    ///   - extra: existing wrappers that join more targets in this run (`ComponentRepair`).
    ///   - names: the class names of the apps, for the projectless case.
    /// - Returns: the files, by path.
    package func plan(_ plans: [ExtractionPlan], extra: [Need] = [], names: ClassNameRegistry) -> [PlannedBaseClass] {
        guard options.baseClass == nil else { return [] }
        // Adopted classes count too: the targets of their new copies compile them.
        // A substituted class subclasses its root's class, not NibView.
        let needs =
            plans.filter(\.rewriteStyle.derivesFromBaseClass).map { plan in
                Need(
                    swiftPath: plan.swiftPath, targets: plan.compilingTargets, platform: plan.platform,
                    module: plan.module,
                    documents: plan.replaced.map { absolute($0.file) })
            } + extra
        var names = names
        let baseName = NibViewStyle.baseClassName
        var files: [String: PlannedBaseClass] = [:]
        var covered: Set<BuildTarget> = []
        var coveredModules: Set<String> = []
        var declaredCache: [BuildTarget: Bool] = [:]
        var chosenByGroup: [String: [String]] = [:]
        var existingByContainer: [String: [String]] = [:]
        // The folders a file joins targets by (an XcodeGen spec's sources, a synchronized
        // folder, a package target), by path: a base class file there is compiled by every one
        // of them, so the wrappers such folders share between the most targets are served
        // first, and a module served already is never given a second file by a folder.
        var byFolder: [String: Set<BuildTarget>] = [:]
        func folderTargets(_ path: String) -> Set<BuildTarget> {
            if let known = byFolder[path] { return known }
            let found = projects.targets(compiling: path)
            byFolder[path] = found
            return found
        }
        let ordered = needs.sorted {
            let (left, right) = (folderTargets($0.swiftPath).count, folderTargets($1.swiftPath).count)
            return left != right ? left > right : $0.swiftPath < $1.swiftPath
        }
        for plan in ordered {
            let folder = (plan.swiftPath as NSString).deletingLastPathComponent
            let path = (folder as NSString).appendingPathComponent(baseName + ".swift")
            if plan.targets.isEmpty {
                // No project read: the documents under one app's root (its `.xcodeproj`, or the
                // `project.yml` it is generated from) are one module, whatever their `customModule`
                // says (a class with an `@objc` name is compiled there too); one file per root.
                let module: String
                switch plan.module {
                case .target(let name), .library(let name): module = name
                case .objectiveCName: module = ""
                }
                let root =
                    plan.documents.first.flatMap({ SourceClassNames.projectRoot(of: $0, files: projects.files) })
                    ?? "module:" + module
                guard coveredModules.insert(root).inserted else { continue }
                if names.sourcesDeclare(baseName, forDocuments: plan.documents)
                    || projects.files.fileExists(atPath: path)
                {
                    continue
                }
                files[
                    path,
                    default: PlannedBaseClass(
                        path: path, className: baseName, bundle: .classBundle, joins: [], modules: [])
                ].modules
                    .append(module.isEmpty ? "(no module)" : module)
                continue
            }
            for target in plan.targets where !covered.contains(target) {
                covered.insert(target)
                if declaredCache[target] == nil { declaredCache[target] = declares(baseName, in: target) }
                if declaredCache[target] == true { continue }
                // One file per project where the folders allow it: a target joins a base class file
                // already chosen in this run for a sibling target of the same platform (an app and
                // its App Clip), else one xibify wrote earlier that a target of the project compiles
                // or that lies beside the wrapper, before a new one is written beside its first wrapper.
                let group = "\(target.containerPath)|\(plan.platform.usesUIKit)"
                // The targets a candidate would join: those it joins already, this one, and those
                // whose folders take it in by themselves.
                func wanted(_ candidate: String) -> [BuildTarget] {
                    Array(
                        Set((files[candidate]?.joins.map(\.target) ?? []) + [target]).union(
                            folderTargets(candidate))
                    ).sorted()
                }
                func fits(_ candidate: String) -> Bool {
                    // Never a second file for a module served already.
                    let others = folderTargets(candidate).subtracting(files[candidate]?.joins.map(\.target) ?? [])
                    guard others.subtracting([target]).isDisjoint(with: covered) else { return false }
                    if case .success = projects.joins(of: candidate, targets: wanted(candidate)) { return true }
                    return false
                }
                if existingByContainer[target.containerPath] == nil {
                    existingByContainer[target.containerPath] = existingBaseFiles(in: target.containerPath)
                }
                let besides = [path, (folder as NSString).appendingPathComponent("Xibify" + baseName + ".swift")]
                // An earlier run's file beside any wrapper this target compiles (written while no
                // project edit was asked for, so in no target yet).
                let orphans = needs.filter { $0.targets.contains(target) }.map { need in
                    ((need.swiftPath as NSString).deletingLastPathComponent as NSString)
                        .appendingPathComponent(baseName + ".swift")
                }.filter(isXibifyBase).sorted()
                let chosen =
                    (chosenByGroup[group] ?? []).first(where: fits)
                    ?? existingByContainer[target.containerPath]!.first(where: fits)
                    ?? orphans.first(where: fits)
                    ?? besides.first {
                        (!projects.files.fileExists(atPath: $0) || isXibifyBase($0))
                            && folderTargets($0).subtracting([target]).isDisjoint(with: covered)
                    }
                guard let chosen else { continue }
                if !(chosenByGroup[group] ?? []).contains(chosen) { chosenByGroup[group, default: []].append(chosen) }
                var file =
                    files[chosen]
                    ?? PlannedBaseClass(
                        path: chosen, className: baseName,
                        bundle: target.isSwiftPackage ? .packageModule : .classBundle, joins: [], modules: [],
                        exists: projects.files.fileExists(atPath: chosen))
                file.modules.append(target.moduleName)
                if case .success(let joins) = projects.joins(of: chosen, targets: wanted(chosen)) {
                    file.joins = joins
                }
                // The targets its folder gives it are served by it too.
                for other in folderTargets(chosen) where !covered.contains(other) {
                    covered.insert(other)
                    file.modules.append(other.moduleName)
                }
                files[chosen] = file
            }
        }
        return files.values.sorted { $0.path < $1.path }
    }

    /// The base class files xibify wrote that some target of a project or spec compiles, by path.
    package func existingBaseFiles(in container: String) -> [String] {
        var found: Set<String> = []
        for target in projects.targets(in: container) {
            for file in projects.swiftSources(of: target) where isXibifyBase(file) { found.insert(file) }
        }
        return found.sorted()
    }

    /// Whether a file is the `NibView` xibify writes (it declares `NibView` in code and says so):
    /// another file of that name (an extension, the app's own AppKit-only class) is never joined.
    package func isXibifyBase(_ path: String) -> Bool {
        guard (path as NSString).lastPathComponent.hasSuffix("NibView.swift"),
            let data = projects.files.contents(atPath: path)
        else { return false }
        let text = String(decoding: data, as: UTF8.self)
        return GeneratedMarker.occurs(GeneratedMarker.baseClass, in: data)
            && SourceClassNames.declarations(in: text).contains(NibViewStyle.baseClassName)
            && text.contains("canImport(UIKit)") && text.contains("canImport(AppKit)")
    }

    /// Whether the Swift sources a target compiles declare a class.
    package func declares(_ className: String, in target: BuildTarget) -> Bool {
        !projects.swiftSources(of: target, declaring: className).isEmpty
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : options.workingDirectory.appendingPathComponent(path).path
    }
}
