import XibifyFormat

/// An object of the generated class (a placeholder in a document, or the xib's own object) names
/// the module the plan compiles the class in, as the nib loader looks it up.
///
/// `customModule="M" customModuleProvider="target"` is looked up in the module of whichever
/// target builds the nib; `customModule="M"` alone in `M`; no module, by the class's Objective-C
/// name. A placeholder that names another module than the one the class is compiled in (an
/// app's, when a static library compiles the class) is an unknown class at run time: the nib
/// loader makes a plain view, and every outlet to it receives the wrong class.
package struct ModuleNamingCheck {
    /// The document (as displayed) and the object.
    package let path: String
    package let document: IBDocument
    package let element: Int
    /// The plan whose class it is.
    package let plan: ExtractionPlan
    /// The module of every target of the projects the documents are built in.
    package var projectModules: Set<String> = []

    package func run() throws(VerificationError) {
        let module = document.attribute("customModule", of: element)
        let provider = document.attribute("customModuleProvider", of: element)
        let expectedProvider = plan.module.isTargetsOwn ? "target" : nil
        let named = document.attribute("customClass", of: element) ?? plan.className
        guard module == plan.module.name && provider == expectedProvider else {
            throw .notInTarget(
                path: path, target: plan.module.name ?? "(an Objective-C name)",
                detail: "\(named) there names module \(module ?? "none")"
                    + "\(provider == "target" ? " (the building target's)" : ""), not the module that compiles the class"
            )
        }
        // And the plan's module is one that compiles the class, as far as the projects say: with
        // a provider, the module of each target that builds the document; without, the one named,
        // where a target of the projects has that module (else it may be a name set where xibify
        // does not read, such as an `.xcconfig` file's `PRODUCT_MODULE_NAME`).
        let compiling = Set(plan.compilingTargets.map(\.moduleName))
        guard !compiling.isEmpty, let module else { return }
        let lookedUp =
            provider == "target"
            ? plan.targets.filter { !$0.isTestBundle }.map(\.moduleName)
            : projectModules.contains(module) ? [module] : []
        if let missing = lookedUp.first(where: { !compiling.contains($0) }) {
            throw .notInTarget(
                path: path, target: missing,
                detail: "\(named) there is looked up in module \(missing), but "
                    + "\(compiling.sorted().joined(separator: ", ")) compiles the class")
        }
    }
}
