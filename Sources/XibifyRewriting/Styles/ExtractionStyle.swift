import XibifyFormat
import XibifyScanning

/// How a replaced copy becomes the xib's view at run time (rewrite.md, "Styles").
package enum ExtractionStyle: String, Sendable, Codable, CaseIterable {
    /// A plain view of the wrapper class (`NibView`) loads the xib as its File's Owner and hosts
    /// its content: right for plain container roots.
    case nibView = "nibview"
    /// The placeholder keeps the root's element kind; its class, a subclass of the generated one,
    /// returns the object loaded from the xib from `awakeAfter(using:)`, so everything that refers
    /// to the root receives an object of the root's own class (a subclass of it).
    case substitution

    /// Why a cluster is substituted.
    package enum Reason: Sendable, Equatable {
        /// `--style substitution`.
        case requested
        /// `--style auto`, and the root is a view of this class, not a plain container.
        case rootClass(String)
    }

    /// The style `--style auto` gives a copy's root, and why: substitution where the root is not a
    /// plain container but a view of a class xibify knows (not a cell, and not a macOS custom view,
    /// which AppKit makes with `init(frame:)`, never sending it `awakeAfter(using:)`).
    package static func automatic(for root: Int, in document: IBDocument) -> (style: ExtractionStyle, reason: Reason?) {
        guard !BoundaryFinder.isPlainView(root, in: document) else { return (.nibView, nil) }
        let runtime = RuntimeClass(of: root, in: document)
        guard runtime.isKind(of: document.platform == .macOS ? "NSView" : "UIView"),
            !["tableViewCell", "collectionViewCell", "tableCellView", "collectionReusableView", "customView"]
                .contains(document.tag(root))
        else { return (.nibView, nil) }
        return (.substitution, .rootClass(runtime.name))
    }
}

/// The style the user asks for (`--style`).
public enum StylePreference: String, Sendable, CaseIterable {
    /// Per cluster: `substitution` where the root is not a plain container, else `nibView`.
    case automatic = "auto"
    /// Always `nibView` (copies whose outside expects the root's class stay inline).
    case nibView = "nibview"
    /// Always `substitution`.
    case substitution
}
