import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// How a replaced copy becomes the xib's view at run time: everything about a cluster that depends
/// on its style, answered by the style itself.
///
/// Planning, rendering and verification ask the plan's style (`ExtractionPlan.rewriteStyle`), never
/// which style it is; `RewriteStyles` is the one place that maps an `ExtractionStyle` to its
/// implementation. A new style is a folder beside `NibView/` and `Substitution/` and a case there.
package protocol RewriteStyle: Sendable {
    /// The style's identifier, in plans and options.
    var kind: ExtractionStyle { get }

    // MARK: Which copies

    /// Whether a reference the scan found keeps a copy inline in this style (asked by the
    /// assessment, `Assessment`, the one place that decides).
    func isBlocking(_ blocker: Blocker) -> Bool

    /// What keeps one copy without blockers inline in this style, or nil (asked by `Assessment`).
    func copyObstacle(_ instance: ClusterInstance, in document: IBDocument) -> CopySkipReason?

    // MARK: The class

    /// Whether a plan drawn anew in this style is compared with the components an earlier run wrote
    /// in it, by the xib it would write (copies that match one only once their ports are planned).
    ///
    /// A cluster that holds a component's own xib is adopted in either style
    /// (`ComponentAdopter`); the scan groups new copies of a substituted component with it
    /// (`SubstitutedComponent`), so only the NibView style compares plans.
    var adoptsComponents: Bool { get }

    /// The object whose outlets a component written in this style declares for its views: File's
    /// Owner (the wrapper loads the xib as its owner), or the xib's own root object (the class
    /// is that object's).
    /// - Parameters:
    ///   - root: the component's top-level view.
    ///   - document: the component's xib.
    func outletHolder(ofComponent root: Int, in document: IBDocument) -> Int?

    /// Makes a plan that adopts a component written in this style (`ComponentAdopter`) what that
    /// component is: its style, and for a substituted one, its root class and runtime class chain.
    /// - Parameters:
    ///   - plan: the adopting plan.
    ///   - baseClass: the component's class's superclass, as its source declares it.
    func adopt(_ plan: inout ExtractionPlan, baseClass: String)

    /// Member names the generated class may not take, for a copy whose root is `root`.
    /// - Throws: `SkipReason` when the style cannot serve such a root at all.
    func reservedMembers(root: Int, in document: IBDocument) throws(SkipReason) -> Set<String>

    /// Completes a plan drawn for this style: what its root must allow, and what the class is of.
    /// - Parameters:
    ///   - plan: the plan, with its class, module and outlets.
    ///   - document: the template's document.
    ///   - appRoots: the folders whose sources declare the app's classes.
    ///   - files: where those sources are read.
    /// - Throws: `SkipReason` when the copies cannot take this style.
    func complete(
        _ plan: inout ExtractionPlan, in document: IBDocument, appRoots: [String], files: WorkspaceFiles
    ) throws(SkipReason)

    /// The note that says which style a plan has and why, or nil for the default style.
    func note(for plan: ExtractionPlan, reason: ExtractionStyle.Reason?) -> PlanNote?

    /// The app classes the generated Swift names besides the outlets' classes.
    func classesNamed(by plan: ExtractionPlan) -> Set<String>

    /// Whether the generated class derives from the shared base class (`NibView`), which each
    /// module that compiles one must declare once.
    var derivesFromBaseClass: Bool { get }

    /// The class of each placeholder in the documents.
    func placeholderClass(of className: String) -> String

    // MARK: Rendering

    /// Whether the placeholder keeps the root's element kind and the xib's root is the generated
    /// class itself (substitution), rather than a plain view of the class whose xib's File's Owner
    /// is the class (NibView).
    var keepsRootElement: Bool { get }

    /// The id in the xib of the object that receives the copy's actions: File's Owner, or the root.
    func actionTargetID(in plan: ExtractionPlan) -> String

    /// The Swift source of the generated class, and what it declares.
    func swiftSource(for plan: ExtractionPlan) -> (source: String, declaration: WrapperDeclaration)
}
