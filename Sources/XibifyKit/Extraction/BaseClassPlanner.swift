import Foundation

/// Decides where the base class of the wrappers (`NibView`) is declared: exactly once in every
/// module that compiles a wrapper.
///
/// A module whose Swift sources already declare it (an earlier run's file, or the app's own
/// `NibView`) gets no new file. Otherwise one `NibView.swift` is written beside the first wrapper
/// (by path) that the module compiles, and joins every module that chose the same folder. With
/// `--base-class` the user's class is used and nothing is written. Without any Xcode project or
/// Swift package, a module is what the documents' `customModule` says (or one module for all
/// documents without one).
struct BaseClassPlanner {
    /// The user's choices.
    var options: ExtractionOptions
    /// The projects the documents are built in.
    var projects: ProjectIndex

    /// The base class files to create.
    /// - Parameters:
    ///   - plans: the extraction plans.
    ///   - names: the class names of the apps, for the projectless case.
    /// - Returns: the files, by path.
    func plan(_ plans: [ExtractionPlan], names: ClassNameRegistry) -> (files: [PlannedBaseClass], covered: Int) {
        guard options.baseClass == nil else { return ([], 0) }
        var names = names
        let baseName = "NibView"
        var files: [String: PlannedBaseClass] = [:]
        var covered: Set<BuildTarget> = []
        var coveredModules: Set<String> = []
        var declaredCache: [BuildTarget: Bool] = [:]
        for plan in plans.sorted(by: { $0.swiftPath < $1.swiftPath }) where !plan.adoptsExistingClass {
            let folder = (plan.swiftPath as NSString).deletingLastPathComponent
            let path = (folder as NSString).appendingPathComponent(baseName + ".swift")
            if plan.targets.isEmpty {
                // No project: one file per module named in the documents.
                let module: String
                switch plan.module {
                case .target(let name): module = name
                case .objectiveCName: module = ""
                }
                guard coveredModules.insert(module).inserted else { continue }
                let documents = plan.replaced.map { absolute($0.file) }
                if names.sourcesDeclare(baseName, forDocuments: documents)
                    || FileManager.default.fileExists(atPath: path)
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
                if declaredCache[target] == nil {
                    declaredCache[target] = projects.swiftSources(of: target).contains { file in
                        guard let text = FileManager.default.contents(atPath: file) else { return false }
                        return SourceClassNames.declarations(in: String(decoding: text, as: UTF8.self)).contains(
                            baseName)
                    }
                }
                if declaredCache[target] == true { continue }
                var file =
                    files[path]
                    ?? PlannedBaseClass(
                        path: path, className: baseName, bundle: target.isSwiftPackage ? .packageModule : .classBundle,
                        joins: [], modules: [])
                file.modules.append(target.moduleName)
                if case .success(let joins) = projects.joins(
                    of: path, targets: Array(Set(file.joins.map(\.target) + [target])).sorted())
                {
                    file.joins = joins
                }
                files[path] = file
            }
        }
        return (files.values.sorted { $0.path < $1.path }, covered.count)
    }

    /// Whether the Swift sources a target compiles declare a class.
    func declares(_ className: String, in target: BuildTarget) -> Bool {
        projects.swiftSources(of: target).contains { file in
            guard let text = FileManager.default.contents(atPath: file) else { return false }
            return SourceClassNames.declarations(in: String(decoding: text, as: UTF8.self)).contains(className)
        }
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : options.workingDirectory.appendingPathComponent(path).path
    }
}
