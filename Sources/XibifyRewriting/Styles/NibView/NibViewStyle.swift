import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// The NibView style: each copy becomes a plain view of the generated class, a `NibView` that
/// loads the xib as its File's Owner and hosts the xib's view (rewrite.md, "Styles").
package struct NibViewStyle: RewriteStyle {
    /// The base class xibify writes once per module, which loads a nib named after the class.
    package static let baseClassName = "NibView"

    package var kind: ExtractionStyle { .nibView }

    /// Every blocker blocks: the placeholder is a plain view, not of the root's class.
    package func isBlocking(_ blocker: Blocker) -> Bool { true }

    package func copyObstacle(_ instance: ClusterInstance, in document: IBDocument) -> CopySkipReason? { nil }

    package var adoptsComponents: Bool { true }

    package func outletHolder(ofComponent root: Int, in document: IBDocument) -> Int? {
        FilesOwner.element(in: document)
    }

    /// A plan's default style is this one: nothing to change.
    package func adopt(_ plan: inout ExtractionPlan, baseClass: String) {}

    package func reservedMembers(root: Int, in document: IBDocument) throws(SkipReason) -> Set<String> { [] }

    package func complete(
        _ plan: inout ExtractionPlan, in document: IBDocument, appRoots: [String], files: WorkspaceFiles
    )
        throws(SkipReason)
    {
        plan.style = .nibView
    }

    package func note(for plan: ExtractionPlan, reason: ExtractionStyle.Reason?) -> PlanNote? { nil }

    package func classesNamed(by plan: ExtractionPlan) -> Set<String> { [] }

    package var derivesFromBaseClass: Bool { true }

    package func placeholderClass(of className: String) -> String { className }

    package var keepsRootElement: Bool { false }

    /// File's Owner: `-2` in an AppKit xib, `-1` in a UIKit one.
    package func actionTargetID(in plan: ExtractionPlan) -> String { plan.platform == .macOS ? "-2" : "-1" }

    package func swiftSource(for plan: ExtractionPlan) -> (source: String, declaration: WrapperDeclaration) {
        SwiftSourceRenderer.render(plan)
    }
}
