import XibifyScanning
import XibifyWorkspace

/// Why a cluster is left alone.
///
/// The facts, with a stable identifier (`id`) that `rewrite --format json` gives and tests
/// compare. The sentence a person reads is written in Reporting (`SkipReasonText`), never here.
package enum SkipReason: Error, Sendable, Equatable {
    /// Fewer than two copies are free: `blocked` have blockers, `overlapping` overlap a copy
    /// another cluster of this run took.
    case tooFewCopies(free: Int, total: Int, blocked: Int, overlapping: Int, clusterID: String)
    /// The copies are on platforms one view cannot serve.
    case mixedPlatforms
    /// Substitution of a plain container: its identity would stay on the placeholder.
    case substitutedPlainContainer
    /// Substitution of a macOS custom view, which AppKit never sends `awakeAfter(using:)`.
    case substitutedCustomView
    /// No accessor sets this parameter from a wrapper.
    case parameterNotSettable(name: String, path: String)
    /// A copy holds text that is not a decimal number (`value`, hand-edited: Interface Builder
    /// writes none) where the number parameter's runtime attribute needs one.
    case parameterNotANumber(name: String, path: String, value: String)
    /// A layout value of a view of the app's own class (`className`), which may set it itself when
    /// it wakes from the nib: the placeholder's value, set after that, would undo what it set.
    case layoutValueOfOwnClass(name: String, path: String, className: String)
    /// The parameter's name is a member of every UIView/NSView.
    case parameterNameOfView(String)
    /// The parameter's name is a member of the substituted root's class.
    case parameterNameOfRootClass(String)
    /// A view behind a parameter has no id for the wrapper's outlet.
    case parameterViewWithoutID
    /// The copies differ in nothing (but, where `identifiersDiffer`, their roots' accessibility
    /// identifiers) and connect to nothing.
    case stylingDuplicate(identifiersDiffer: Bool)
    /// An action with more arguments than a forwarder passes on.
    case actionArity(selector: String)
    /// An action whose selector every view answers already.
    case actionOverridesViewMethod(selector: String, macOS: Bool)
    /// A port whose object the first copy lacks.
    case portWithoutObject(port: String)
    /// A port whose object has no id for the wrapper's outlet.
    case portObjectWithoutID(port: String)
    /// The Swift file goes to the package target's compiled folder, where that name exists.
    case swiftFileTaken(className: String, existing: String, clusterID: String)
    /// Only test bundles build the copies.
    case testBundlesOnly(targets: [String])
    /// A new file cannot be placed where its targets build it.
    case placement(PlacementProblem, file: String)
    /// Xcode projects and Swift packages both build the copies.
    case xcodeAndPackage(targets: [String])
    /// Targets of different projects or packages build the copies.
    case separateProjects(targets: [String])
    /// `--add-to-project` cannot add the files to the project.
    case projectEdit(ProjectEditProblem)
    /// The substituted root's class is not a Swift type name.
    case rootClassNotSwiftName(String)
    /// The substituted root's class is in another module than the generated class.
    case rootClassInOtherModule(className: String, module: String, target: String)
    /// The substituted root's class cannot be subclassed.
    case rootClassRestricted(SubclassRestriction)
    /// A target that would compile the class cannot.
    case targetNotReady(TargetObstacle)
    /// The copies show different translations of a text they share (`language "key" (file: value; …)`).
    case translationsDisagree([TranslationDisagreement])
    /// A translated parameter the placeholder cannot carry as a localized string.
    case translatedParameter(language: String, key: String, file: String, parameter: String)
    /// A translated localized runtime attribute of the copy's root.
    case translatedRootAttribute(language: String, key: String, file: String)
    /// Every copy outside the existing component's xib has blockers.
    case componentCopiesBlocked(xib: String)
    /// The existing component belongs to another app.
    case componentOfAnotherApp(className: String, xib: String)
    /// The existing reusable view's class was not written by xibify.
    case componentNotWritten(className: String, xib: String)
    /// A target that builds copies does not build the existing component.
    case componentNotBuilt(className: String, xib: String, target: String, lacksXIB: Bool, lacksSwift: Bool)
    /// The copies differ from the component where none of its properties sets the value.
    case componentLacksProperty(className: String, xib: String, path: String)
    /// The component has no port the copies use.
    case componentLacksPort(className: String, kind: BoundaryPort.Kind, member: String, object: String)
    /// The component's class was written in another style than the one its new copies need (a
    /// NibView class for copies that need their root's own class, or a substituted class for copies
    /// extracted with `--style nibview`).
    case componentOfOtherStyle(className: String, written: ExtractionStyle, wanted: ExtractionStyle)

    /// The stable identifier, the same in every release.
    package var id: String {
        switch self {
        case .tooFewCopies: "too-few-copies"
        case .mixedPlatforms: "mixed-platforms"
        case .substitutedPlainContainer: "substituted-plain-container"
        case .substitutedCustomView: "substituted-custom-view"
        case .parameterNotSettable: "parameter-not-settable"
        case .parameterNotANumber: "parameter-not-a-number"
        case .layoutValueOfOwnClass: "layout-value-of-own-class"
        case .parameterNameOfView: "parameter-name-of-view"
        case .parameterNameOfRootClass: "parameter-name-of-root-class"
        case .parameterViewWithoutID: "parameter-view-without-id"
        case .stylingDuplicate: "styling-duplicate"
        case .actionArity: "action-arity"
        case .actionOverridesViewMethod: "action-overrides-view-method"
        case .portWithoutObject: "port-without-object"
        case .portObjectWithoutID: "port-object-without-id"
        case .swiftFileTaken: "swift-file-taken"
        case .testBundlesOnly: "test-bundles-only"
        case .placement(let problem, _): "placement-" + problem.code
        case .xcodeAndPackage: "xcode-and-package"
        case .separateProjects: "separate-projects"
        case .projectEdit: "project-edit"
        case .rootClassNotSwiftName: "root-class-not-swift-name"
        case .rootClassInOtherModule: "root-class-in-other-module"
        case .rootClassRestricted(let restriction): "root-class-" + restriction.code
        case .targetNotReady(let obstacle): "target-" + obstacle.code
        case .translationsDisagree: "translations-disagree"
        case .translatedParameter: "translated-parameter"
        case .translatedRootAttribute: "translated-root-attribute"
        case .componentCopiesBlocked: "component-copies-blocked"
        case .componentOfAnotherApp: "component-of-another-app"
        case .componentNotWritten: "component-not-written-by-xibify"
        case .componentNotBuilt: "component-not-built"
        case .componentLacksProperty: "component-lacks-property"
        case .componentLacksPort: "component-lacks-port"
        case .componentOfOtherStyle: "component-of-other-style"
        }
    }
}
