import XibifyRewriting
import XibifyScanning
import XibifyWorkspace

/// The words for why a cluster, or one of its copies, is left alone: one sentence each, saying
/// what to do where the user can do something.
package enum SkipReasonText {
    /// Why a cluster is not extracted.
    package static func sentence(_ reason: SkipReason) -> String {
        switch reason {
        case .tooFewCopies(let free, let total, let blocked, let overlapping, let clusterID):
            var why: [String] = []
            if blocked > 0 { why.append("\(blocked) with blockers") }
            if overlapping > 0 {
                why.append(
                    "\(overlapping) overlapping copies of a cluster extracted in this run "
                        + "(extract this one alone with --cluster \(clusterID))")
            }
            return "only \(free) of \(total) copies can be replaced, 2 are needed: " + why.joined(separator: ", ")
        case .mixedPlatforms:
            return "the copies are on platforms xibify cannot share one view between"
        case .substitutedPlainContainer:
            return "its root is a plain container view, which the NibView style serves; substituted, its "
                + "accessibility and restoration identity would stay on the placeholder the swap discards"
        case .substitutedCustomView:
            return "substitution needs `awakeAfter(using:)`, which AppKit never sends to a custom view (it "
                + "makes one with init(frame:)); use --style nibview"
        case .parameterNotSettable(let name, let path):
            return "its parameter `\(name)` (\(path)) cannot be set from a wrapper class yet"
        case .parameterNotANumber(let name, let path, let value):
            return "its parameter `\(name)` (\(path)) is `\(value)` in a copy, which is not a number its runtime "
                + "attribute can carry (Interface Builder writes none such: the document was edited by hand)"
        case .layoutValueOfOwnClass(let name, let path, let className):
            return
                "its parameter `\(name)` (\(path)) is a layout value of a \(className), a class of the app's own, which may set it itself when it wakes from the nib; the copy's value, set after that, would undo it"
        case .parameterNameOfView(let name):
            return
                "its parameter name `\(name)` is reserved (a member of UIView, NSView or NSObject, or a name wrappers and their views use); rename it with --param"
        case .parameterNameOfRootClass(let name):
            return "its parameter name `\(name)` is a member of the root's class, which the substituted "
                + "class inherits; rename it with --param"
        case .parameterViewWithoutID:
            return "a view behind a parameter has no id to connect an outlet to"
        case .stylingDuplicate(let identifiersDiffer):
            return "its copies differ in nothing"
                + (identifiersDiffer ? " but each one's own accessibility identifier, which stays on it," : "")
                + " and connect to nothing, so the wrapper would have no "
                + "property and no port: a styling duplicate (a candidate for a subclass or a shared style), "
                + "not a layout to extract"
        case .actionArity(let selector):
            return "its action `\(selector)` takes more arguments than a forwarder can pass on"
        case .actionOverridesViewMethod(let selector, let macOS):
            return "its action `\(selector)` is the selector of a method every \(macOS ? "NSView" : "UIView") "
                + "has: a forwarder of that name would override it (rename the action in the controller "
                + "and in Interface Builder)"
        case .portWithoutObject(let port):
            return "its port `\(port)` has no object in the first copy"
        case .portObjectWithoutID(let port):
            return "the object behind port `\(port)` has no id to connect an outlet to"
        case .swiftFileTaken(let className, let existing, let clusterID):
            return "\(className).swift would be a resource of its package target beside the copies, and "
                + "\(existing), in the folder that compiles it, exists already; choose a name with "
                + "--name \(clusterID)=Name"
        case .testBundlesOnly(let targets):
            return "its copies are built only by test bundles (" + targets.joined(separator: ", ")
                + "), which take the app's classes from their host app and never compile one of their own"
        case .placement(let problem, let file):
            return PlacementProblemText.sentence(problem, file: file)
        case .xcodeAndPackage(let targets):
            return "its copies are built both by an Xcode project and by a Swift package ("
                + targets.joined(separator: ", ")
                + "): a generated class would load its nib from Bundle(for:) in one build and from "
                + "Bundle.module in the other, which xibify does not write yet"
        case .separateProjects(let targets):
            return "its copies are built by targets of different projects or packages ("
                + targets.joined(separator: ", ")
                + "): one class cannot serve them without a framework they share; extract the copies "
                + "of each project on their own (--exclude the others)"
        case .projectEdit(let problem):
            return ProjectIntegrationText.unplaced(problem)
        case .rootClassNotSwiftName(let name):
            return "its root's class \(name) is not a Swift type name, which the generated class would "
                + "subclass; use --style nibview"
        case .rootClassInOtherModule(let className, let module, let target):
            return "its root's class \(className) is in the module \(module), not in \(target), where a subclass "
                + "of it would be generated"
        case .rootClassRestricted(let restriction):
            return "substitution subclasses the root's class, but \(phrase(restriction)); use --style nibview"
        case .targetNotReady(let obstacle):
            return sentence(obstacle)
        case .translationsDisagree(let disagreements):
            let shown = disagreements.prefix(3).map { disagreement in
                let values = disagreement.shown.map {
                    "\($0.file): " + ($0.value.map { "\"\($0)\"" } ?? "untranslated")
                }
                return "\(disagreement.language) \"\(disagreement.key)\" (" + values.joined(separator: "; ") + ")"
            }
            return "its copies show different translations of a text they share, so one xib cannot show each "
                + "copy's: " + shown.joined(separator: ", ")
                + (disagreements.count > 3 ? " and \(disagreements.count - 3) more" : "")
        case .translatedParameter(let language, let key, let file, let parameter):
            return "the \(language) translation \"\(key)\" in \(file) is of its "
                + "parameter `\(parameter)`, which its placeholder cannot carry as a localized string"
        case .translatedRootAttribute(let language, let key, let file):
            return "the \(language) translation \"\(key)\" in \(file) is of a localized runtime "
                + "attribute of the copy's root, whose number its placeholder's attributes would take"
        case .componentCopiesBlocked(let xib):
            return "its copies outside \(xib) all have blockers"
        case .componentOfAnotherApp(let className, let xib):
            return "its copies have the layout of \(className) (\(xib)), which belongs to another app: "
                + "extract the copies of each app on their own (--exclude the others)"
        case .componentNotWritten(let className, let xib):
            return "its copies have the layout of the reusable view \(className) (\(xib)), whose class xibify "
                + "did not write: set their class to \(className) in Interface Builder, or extract them with --name"
        case .componentNotBuilt(let className, let xib, let target, let lacksXIB, let lacksSwift):
            let missing = [
                lacksXIB ? "\(xib) (Copy Bundle Resources)" : nil,
                lacksSwift ? "\(className).swift (Compile Sources)" : nil,
            ].compactMap { $0 }
            return "its copies have the layout of \(className), but \(target), which builds some of "
                + "them, does not build " + missing.joined(separator: " and ")
                + ": add them to that target and run rewrite again"
        case .componentLacksProperty(let className, let xib, let path):
            return "its copies differ from \(xib) in \(path), which no property of "
                + "\(className) sets in the form xibify writes (`@IBInspectable var name: Type? { get { "
                + "outlet.key } … }`): add one, or restore the generated form"
        case .componentLacksPort(let className, let kind, let member, let object):
            switch kind {
            case .action: return "\(className) has no port for the action `\(member)` its copies send"
            case .outlet: return "\(className) has no port for the `\(member)` outlet its copies connect"
            case .incomingOutlet:
                return "\(className) has no port that hands the \(object) to the outlet "
                    + "`\(member)` that points into its copies"
            case .incomingConstraint:
                return "\(className) has no constraint port for the constraints outside its copies on the \(object)"
            }
        case .componentOfOtherStyle(let className, let written, let wanted):
            return "its copies have the layout of \(className), written in the \(written.rawValue) style, "
                + "and need the \(wanted.rawValue) style: use --style \(written.rawValue) to make them "
                + "\(className)'s placeholders"
        }
    }

    /// Why one copy stays inline (a blocker's own words for a blocker).
    package static func sentence(_ reason: CopySkipReason) -> String {
        switch reason {
        case .blocker(let blocker): blocker.message
        case .ownConstraintOutlet(let property, let constraintID):
            "outlet `\(property)` holds the root's own constraint \(constraintID), "
                + "which a substituted copy hands over as a new constraint; leave it inline, or use --style nibview"
        case .holderInAnotherCopy:
            "an object that holds an outlet into one copy lies inside another copy extracted in this run; "
                + "run rewrite again"
        case .overlapsAnotherCluster: "it overlaps a copy extracted by another cluster in this run; run rewrite again"
        case .builtByOtherTargets(let targets) where targets.isEmpty:
            "no target of the spec its project is generated from (project.yml, Project.swift) builds its "
                + "document, as far as xibify reads the spec; "
                + "extract it on its own with --cluster once a target's sources take it in"
        case .builtByOtherTargets(let targets):
            "its document is built by " + targets.joined(separator: ", ")
                + ", which the spec gives no folder shared with the copies extracted; extract it on its own "
                + "with --cluster, or list a folder they share in both targets' sources"
        }
    }

    /// Why a target cannot compile the new class, and what to do.
    package static func sentence(_ obstacle: TargetObstacle) -> String {
        switch obstacle {
        case .noSwiftVersion(let target, let configurations):
            "the target \(target) compiles no Swift yet and none of its configurations "
                + "\(configurations.joined(separator: ", ")) sets SWIFT_VERSION, so Xcode would refuse the new Swift "
                + "class; set the target's Swift Language Version and run rewrite again"
        case .missingBridgingHeader(let target, let header):
            "the target \(target) names the bridging header \(header), which does not exist, so Xcode would stop "
                + "at the first Swift file; add the header or clear SWIFT_OBJC_BRIDGING_HEADER, and run rewrite again"
        case .hiddenObjectiveCClass(let className, let header, let target, let hasBridgingHeader):
            "the generated Swift names \(className), declared in Objective-C only (\(header)), and the target "
                + "\(target) "
                + (hasBridgingHeader
                    ? "has a bridging header that does not import \(header.split(separator: "/").last ?? "")"
                    : "has no bridging header")
                + ", so Swift cannot see it; import the header in the target's bridging header and run rewrite again"
        }
    }

    /// Why an app class cannot be subclassed, as a clause.
    package static func phrase(_ restriction: SubclassRestriction) -> String {
        switch restriction {
        case .final(let name, let file): "\(name) is declared `final` in \(file) (remove `final`)"
        case .objectiveCNameOnly(let name, let swiftName, let file):
            "\(name) is the Objective-C name of the Swift class \(swiftName) (\(file)), which the generated class "
                + "cannot name there (a nested class, or one in another module)"
        case .subclassingRestricted(let name, let file): "\(name) is marked objc_subclassing_restricted in \(file)"
        }
    }
}
