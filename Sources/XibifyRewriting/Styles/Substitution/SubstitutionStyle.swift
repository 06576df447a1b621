import XibifyFormat
import XibifyScanning
import XibifySupport
import XibifyWorkspace

/// The substitution style: each copy keeps its root's element kind as a placeholder of a subclass
/// of the generated class, which returns the object loaded from the xib from
/// `awakeAfter(using:)`, so every reference to the root receives an object of the root's own
/// class (rewrite.md, "Styles").
package struct SubstitutionStyle: RewriteStyle {
    package var kind: ExtractionStyle { .substitution }

    /// A reference that needs the root's own class does not block.
    ///
    /// The loaded object is of it. Nor does code that reaches inside the root it holds: it holds the real root.
    package func isBlocking(_ blocker: Blocker) -> Bool {
        blocker.kind != .rootClass && blocker.kind != .codeReachesInside
    }

    /// Why a copy without blockers cannot be substituted: an outlet from outside to one of its root's own
    /// constraints (its width, its height) would keep the placeholder's constraint, which the
    /// placeholder hands over as a copy to the loaded object (the nib loader cannot redirect a
    /// reference to an object made inside the placeholder's own decoding).
    package func copyObstacle(_ instance: ClusterInstance, in document: IBDocument) -> CopySkipReason? {
        let geometry = InstanceGeometry(root: instance.element, in: document)
        guard !geometry.sizeConstraints.isEmpty else { return nil }
        let index = ReferenceIndex(document)
        for constraint in geometry.sizeConstraints {
            if let reference = index.references(to: constraint).first(where: { document.tag($0.source) == "outlet" }) {
                let property = document.attribute("property", of: reference.source) ?? "an outlet"
                return .ownConstraintOutlet(property: property, constraintID: document.id(of: constraint) ?? "")
            }
        }
        return nil
    }

    package var adoptsComponents: Bool { false }

    package func outletHolder(ofComponent root: Int, in document: IBDocument) -> Int? { root }

    /// The placeholders keep the copies' element kind and hand out the xib's object, whose class
    /// subclasses the copies' root class.
    package func adopt(_ plan: inout ExtractionPlan, baseClass: String) {
        plan.style = .substitution
        plan.rootClass = baseClass
        let chain = SubstitutionSourceRenderer.runtimeClass(of: plan)
        plan.existingDeclaration?.runtimeClass = chain
    }

    /// The members of the root's class, which the generated subclass inherits.
    /// - Throws: `SkipReason.substitutedPlainContainer` for a plain container: substituted, it gains
    ///   nothing, and its identity (accessibility, restoration) would stay on the placeholder the
    ///   swap discards.
    package func reservedMembers(root: Int, in document: IBDocument) throws(SkipReason) -> Set<String> {
        if BoundaryFinder.isPlainView(root, in: document) { throw .substitutedPlainContainer }
        let runtime = RuntimeClass(of: root, in: document)
        return InheritedMembers.names(of: [runtime.name] + runtime.superclasses)
    }

    /// The generated class subclasses the root's class: AppKit must send the placeholder
    /// `awakeAfter(using:)`, and the root's class must be a Swift name in the class's module that
    /// the app's sources leave open to subclasses.
    package func complete(
        _ plan: inout ExtractionPlan, in document: IBDocument, appRoots: [String], files: WorkspaceFiles
    )
        throws(SkipReason)
    {
        let root = plan.template.element
        if document.platform == .macOS && document.tag(root) == "customView" {
            throw .substitutedCustomView
        }
        let custom = document.attribute("customClass", of: root) ?? ""
        // The generated Swift names it as the superclass: a document can hold anything (#27).
        if !custom.isEmpty && !SwiftIdentifier.isName(custom) {
            throw .rootClassNotSwiftName(custom)
        }
        // The generated class subclasses the root's own class, which must be in its module: the
        // one the root names, or, with `customModuleProvider="target"`, the building target's,
        // which is not the module of a static library that compiles the generated class.
        if !custom.isEmpty, let rootModule = document.attribute("customModule", of: root),
            let name = plan.module.name
        {
            let provided = document.attribute("customModuleProvider", of: root) == "target"
            if provided ? !plan.module.isTargetsOwn : name != rootModule {
                throw .rootClassInOtherModule(className: custom, module: rootModule, target: name)
            }
        }
        // …and be open to subclasses: a `final` class of the app's cannot be substituted; one whose
        // Objective-C name differs from its Swift name is subclassed by its Swift name.
        if !custom.isEmpty,
            let appClass = appRoots.lazy.compactMap({
                SourceClassNames.appClass(named: custom, under: $0, files: files)
            }).first
        {
            if let restriction = appClass.restriction { throw .rootClassRestricted(restriction) }
            if appClass.swiftName != custom {
                plan.rootSwiftName = appClass.swiftName
                plan.rootSwiftFiles = [appClass.path].compactMap { $0 } + appClass.otherPaths
            }
        }
        plan.style = .substitution
        plan.rootClass = custom.isEmpty ? RuntimeClass(of: root, in: document).name : custom
    }

    package func note(for plan: ExtractionPlan, reason: ExtractionStyle.Reason?) -> PlanNote? {
        .substitutionStyle(
            reason: reason, placeholder: plan.placeholderClassName, className: plan.className,
            rootClass: plan.rootClass ?? "view")
    }

    /// The root's class, which the generated class subclasses.
    package func classesNamed(by plan: ExtractionPlan) -> Set<String> { Set([plan.rootClass].compactMap { $0 }) }

    package var derivesFromBaseClass: Bool { false }

    /// `<Name>Placeholder`, the subclass that hands out the loaded object.
    package func placeholderClass(of className: String) -> String {
        SubstitutedComponent.placeholderClass(of: className)
    }

    package var keepsRootElement: Bool { true }

    /// The xib's root object: it is the generated class.
    package func actionTargetID(in plan: ExtractionPlan) -> String { plan.template.objectID ?? "-1" }

    package func swiftSource(for plan: ExtractionPlan) -> (source: String, declaration: WrapperDeclaration) {
        SubstitutionSourceRenderer.render(plan)
    }
}
