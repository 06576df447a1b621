import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// Everything needed to extract one cluster: names, parameters, which copies are replaced.
public struct ExtractionPlan: Sendable {
    /// The cluster.
    package var cluster: DuplicateCluster
    /// The generated class (`PaymentSummaryView`).
    package var className: String
    /// The class it inherits from (`NibView`, or `--base-class`).
    package var baseClass: String
    /// How the class is found at runtime.
    package var module: ModuleChoice
    /// The inspectable properties.
    package var parameters: [PlannedParameter]
    /// The outlets of File's Owner in the new xib.
    package var outlets: [PlannedOutlet]
    /// The ports that carry references leaving the copies, by name.
    package var ports: [PlannedPort]
    /// The copy whose subtree becomes the xib's view.
    package var template: ClusterInstance
    /// The copies replaced by placeholders (the template included).
    package var replaced: [ClusterInstance]
    /// The copies left inline.
    package var skipped: [SkippedInstance]
    /// Where the new xib goes (absolute).
    package var xibPath: String
    /// Where the wrapper's Swift source goes (absolute).
    package var swiftPath: String
    /// The platform of the documents.
    package var platform: Platform
    /// Notes for the user (a module that could not be detected, …).
    package var notes: [PlanNote]
    /// The targets that build the copies, which the new files must join (empty: none was found).
    package var targets: [BuildTarget] = []
    /// How each created file (by absolute path) joins each target.
    package var joins: [String: [TargetJoin]] = [:]
    /// What the existing class declares, when the copies become placeholders of a class an earlier run wrote.
    ///
    /// Its xib and Swift source exist and are not written again.
    package var existingDeclaration: WrapperDeclaration? = nil

    /// How each copy becomes the xib's view at run time.
    package var style: ExtractionStyle = .nibView
    /// For the substitution style: the class the root had (its `customClass`, or its element's
    /// UIKit/AppKit class), which the generated class subclasses.
    package var rootClass: String? = nil
    /// For the substitution style: the name Swift code calls `rootClass` by, where the app's
    /// sources declare it under another (`@objc(XGBadgeView) class BadgeView`); nil when the
    /// names are the same.
    package var rootSwiftName: String? = nil
    /// The sources that declare `rootSwiftName` (absolute): the targets compiling the generated
    /// class must compile one of them, or the name is another module's.
    package var rootSwiftFiles: [String] = []
    /// Why the style was chosen, for the notes.
    package var styleReason: ExtractionStyle.Reason? = nil

    /// The class of the placeholders in the documents.
    package var placeholderClassName: String { rewriteStyle.placeholderClass(of: className) }

    /// The implementation of the plan's style.
    package var rewriteStyle: any RewriteStyle { RewriteStyles.style(style) }

    /// Where the copies' translated entries go.
    package var translations = TranslationPlan()

    /// Whether the plan reuses an existing class instead of creating one.
    package var adoptsExistingClass: Bool { existingDeclaration != nil }

    /// The targets that compile the class: those that build the copies, less test bundles (they
    /// copy the xib, and take the class from the host app).
    package var compilingTargets: [BuildTarget] { compiledBy ?? targets.filter { !$0.isTestBundle } }
    /// The static libraries that compile the class instead, when they compile the sources beside
    /// the documents and the targets that copy the xib link them (iTerm2's `iTerm2SharedARC`);
    /// nil when the targets that copy the xib compile the class.
    package var compiledBy: [BuildTarget]? = nil
}
