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

    package func run() throws(VerificationError) {
        let module = document.attribute("customModule", of: element)
        let provider = document.attribute("customModuleProvider", of: element)
        let expectedProvider = plan.module.isTargetsOwn ? "target" : nil
        guard module != plan.module.name || provider != expectedProvider else { return }
        throw .notInTarget(
            path: path, target: plan.module.name ?? "(an Objective-C name)",
            detail: "\(document.attribute("customClass", of: element) ?? plan.className) there names module "
                + "\(module ?? "none")\(provider == "target" ? " (the building target's)" : ""), not the module "
                + "that compiles the class")
    }
}
