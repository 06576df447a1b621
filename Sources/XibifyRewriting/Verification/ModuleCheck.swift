import Foundation
import XibifyWorkspace

/// Every module that compiles a wrapper declares its base class exactly once: the declarations
/// its Swift sources already hold, plus the base class files of the batch that join it.
///
/// Modules are targets when a project or package was found; otherwise the wrappers' `customModule`
/// (with every base class file of the batch counted, as they would all land in that one module),
/// and the root of an app whose project is generated (`project.yml`, `Project.swift`), which
/// compiles every folder under it into one module.
package struct ModuleCheck {
    /// The batch.
    package var files: [RenderedFile]
    /// The plans.
    package var plans: [ExtractionPlan]
    /// The projects the documents are built in.
    package var projects: ProjectIndex

    package func run() throws(VerificationError) {
        // A base class of the user's (`--base-class`) is theirs to declare.
        guard let baseName = plans.first?.baseClass, baseName == NibViewStyle.baseClassName else { return }
        // Substituted classes subclass their root's class: only NibView-style wrappers need it.
        let others = Set(plans.filter { !$0.rewriteStyle.derivesFromBaseClass }.map(\.swiftPath))
        let wrappers = files.filter {
            $0.kind == .swift && $0.declaresBaseClass == nil && !others.contains($0.path)
        }
        let bases = files.filter { $0.declaresBaseClass == baseName }
        // The targets a file joins: those the plan joins it to, and those that take in its folder
        // by themselves (an XcodeGen spec's sources, a synchronized folder, a package target),
        // whatever the plan says.
        func joined(_ file: RenderedFile) -> Set<BuildTarget> {
            Set(file.joins.map(\.target)).union(projects.targets(compiling: file.path))
        }
        var targets: Set<BuildTarget> = []
        for wrapper in wrappers { targets.formUnion(joined(wrapper)) }
        // Copies that become placeholders of an existing class: their targets compile it.
        for plan in plans where plan.adoptsExistingClass { targets.formUnion(plan.compilingTargets) }
        // Without the projects (a verifier made from the scan alone) a module's sources are unknown.
        for target in targets.sorted() where !projects.isEmpty {
            let compiled = projects.swiftSources(of: target)
            let existing = projects.swiftSources(of: target, declaring: baseName).count
            // Base class files of the batch that join this target and are not compiled by it yet.
            let created = bases.filter { base in
                joined(base).contains(target) && !compiled.contains(XcodeProject.standardized(base.path))
            }.count
            // What the batch adds must make exactly one; a module that already declared it twice
            // was broken before and is not made worse (no file is added to it).
            let count = existing + created
            if created > 0 ? count != 1 : count == 0 {
                throw .baseClassCount(module: target.displayName, className: baseName, count: count)
            }
        }
        // Without a project, the wrappers of one module name share the files written for it.
        let projectless = plans.filter(\.targets.isEmpty)
        let modules = Set(
            projectless.map { plan -> String in
                if let name = plan.module.name { return name }
                return ""
            })
        let projectlessBases = bases.filter(\.joins.isEmpty)
        if modules.count == 1 && projectlessBases.count > 1 {
            throw .baseClassCount(
                module: modules.first!.isEmpty ? "(no module)" : modules.first!, className: baseName,
                count: projectlessBases.count)
        }
        // An app whose project is generated (XcodeGen, Tuist) is one module under its root.
        let byRoot = Dictionary(grouping: projectlessBases) {
            SourceClassNames.projectRoot(of: $0.path, files: projects.files) ?? ""
        }
        for (root, files) in byRoot.sorted(by: { $0.key < $1.key }) where !root.isEmpty && files.count > 1 {
            throw .baseClassCount(
                module: (root as NSString).lastPathComponent, className: baseName, count: files.count)
        }
    }
}
