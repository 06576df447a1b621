import XibifyFormat
import XibifyScanning

/// Which layer each attribute of a copy's root goes to: the placeholder, which stands in the
/// copy's place and is the object that outlets, constraints and code outside reach, or the
/// xib's top-level view, which holds the content inside the placeholder.
///
/// State of the copy's place lives on the placeholder only, and the xib's view gets the neutral
/// default: two layers with one value each would apply it twice (`alpha`), or make code outside
/// change one layer while the other keeps its value (`hidden`). What the content itself uses at
/// run time (its priorities against its own intrinsic size, the tag a control sends as the
/// action's sender) is on both. The root's identity for accessibility and state restoration
/// goes with the object that has the root's class: the placeholder when the root is a plain
/// view, the xib's view when the root has a class of its own (a button's label is the button's).
/// The table, with the reason for each row, is in docs/rewrite.md ("Which layer owns each root
/// attribute").
package struct RootPlacement {
    /// Whether the root is a plain view (`BoundaryFinder.isPlainView`).
    package let plainRoot: Bool

    /// The placement of a copy's root.
    package init(root: Int, in document: IBDocument) {
        plainRoot = BoundaryFinder.isPlainView(root, in: document)
    }

    /// Root attributes written on the placeholder only; the xib's view is written without
    /// them, which is each one's default.
    package static let placeholderOnly: Set<String> = [
        // Embedding in the superview: the key it has there, and how it is laid out.
        "key", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        // State that code outside reads and sets on the object it has, the placeholder.
        "hidden", "alpha", "userInteractionEnabled",
        // Design-time size of the placeholder (computed when absent, PlaceholderRenderer).
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
    ]

    /// Root attributes written on both layers: each layer needs the value for its own part.
    ///
    /// Priorities: the placeholder's serve Interface Builder's intrinsic-size placeholder, the
    /// content's act at run time against the content's own intrinsic size, which sizes the
    /// wrapper through `NibView`'s edge constraints (a `NibView` has none of its own). `tag`:
    /// `viewWithTag(_:)` from outside meets the placeholder first, and a control root sends its
    /// own tag as the action's sender. `semanticContentAttribute`: the xib's view resolves its
    /// leading and trailing constraints by it. Margins: the superview's margins reach the
    /// content only if both layers pass them on.
    package static let both: Set<String> = [
        "tag", "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "semanticContentAttribute", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea",
    ]

    /// The root's identity: on the placeholder when the root is a plain view, on the xib's view
    /// when it has a class of its own.
    package static let identity: Set<String> = ["restorationIdentifier"]

    /// Editor state: written on neither layer, except `userLabel` on the placeholder, which
    /// names it in the document outline.
    package static let editorOnly: Set<String> = ["misplaced", "ambiguous", "userLabel"]

    /// Whether an attribute of the root is written on the placeholder.
    package func onPlaceholder(_ name: String) -> Bool {
        Self.placeholderOnly.contains(name) || Self.both.contains(name) || (plainRoot && Self.identity.contains(name))
    }

    /// Whether an attribute of the root is left out of the xib's view.
    package func droppedFromXIB(_ name: String) -> Bool {
        Self.placeholderOnly.contains(name) || Self.editorOnly.contains(name)
            || (plainRoot && Self.identity.contains(name))
    }

    /// Attributes that must not be on the xib's view (the verifier's check).
    package var placeholderOnly: Set<String> {
        plainRoot ? Self.placeholderOnly.union(Self.identity) : Self.placeholderOnly
    }

    /// Placement attributes that the canonical form compares (not root-only, not dropped) and
    /// that the placeholder alone carries: the verifier puts them back on the xib's view when it
    /// re-inflates a copy.
    package var restoredOnReinflation: Set<String> {
        placeholderOnly.subtracting(CanonicalizationRules.rootOnlyAttributes).subtracting(
            CanonicalizationRules.droppedAttributes)
    }

    /// Whether a child of the root goes to the placeholder only: the root's accessibility
    /// (identifier, label, hint, traits) and its tint colour when the root is a plain view.
    ///
    /// UI tests and VoiceOver find a plain view's identity on the object in the copy's place;
    /// two layers with one identifier would make UI-test queries ambiguous. A root with a class
    /// of its own (a button) keeps its accessibility: a plain placeholder is no accessibility
    /// element. The tint passes down the tree to every view that sets none: on the placeholder,
    /// the content inherits it as before, and a tint that code gives the view it holds (the
    /// placeholder) reaches the content too, which a tint of the content's own would stop (#30).
    package func isPlaceholderChild(_ element: Int, in document: IBDocument) -> Bool {
        plainRoot && (Self.isAccessibility(element, in: document) || Self.isTintColor(element, in: document))
    }

    package static func isTintColor(_ element: Int, in document: IBDocument) -> Bool {
        document.tag(element) == "color" && document.attribute("key", of: element) == "tintColor"
    }

    package static func isAccessibility(_ element: Int, in document: IBDocument) -> Bool {
        document.tag(element) == "accessibility"
            && document.attribute("key", of: element) == "accessibilityConfiguration"
    }
}
