/// Which layer each attribute of a copy's root goes to: the placeholder, which stands in the
/// copy's place and is the object that outlets, constraints and code outside reach, or the
/// xib's top-level view, which holds the content inside the placeholder.
///
/// State of the copy's place lives on the placeholder only, and the xib's view gets the neutral
/// default. Two layers with one value each would apply it twice (`alpha`), or make code
/// outside change one layer while the other keeps its value (`hidden`). The table, with the
/// reason for each row, is in docs/rewrite.md ("Which layer owns each root attribute").
enum RootPlacement {
    /// Root attributes written on the placeholder only; the xib's view is written without
    /// them, which is each one's default.
    static let placeholderOnly: Set<String> = [
        // Embedding in the superview: the key it has there, and how it is laid out.
        "key", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        // State that code outside reads and sets on the object it has, the placeholder.
        "hidden", "alpha", "tag", "userInteractionEnabled", "restorationIdentifier",
        // Priorities act on the constraints that hold the view in its place.
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority",
        // Design-time size of the placeholder (computed when absent, PlaceholderRenderer).
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
    ]

    /// Root attributes written on both layers: each layer needs the value for its own part.
    ///
    /// `semanticContentAttribute` decides how the xib view's leading/trailing constraints
    /// resolve, and code outside reads it on the placeholder; `preservesSuperviewLayoutMargins`
    /// must hold on both for the superview's margins to reach the content.
    static let both: Set<String> = ["semanticContentAttribute", "preservesSuperviewLayoutMargins"]

    /// Editor state: written on neither layer, except `userLabel` on the placeholder, which
    /// names it in the document outline.
    static let editorOnly: Set<String> = ["misplaced", "ambiguous", "userLabel"]

    /// Attributes the xib's view does not get.
    static let droppedFromXIB: Set<String> = placeholderOnly.union(editorOnly)

    /// Placement attributes that the canonical form compares (not root-only, not dropped): the
    /// verifier puts these back from the placeholder when it re-inflates a copy.
    static let restoredOnReinflation: Set<String> = placeholderOnly.subtracting(
        CanonicalizationRules.rootOnlyAttributes
    ).subtracting(CanonicalizationRules.droppedAttributes)

    /// The root's children that go to the placeholder only: its accessibility.
    ///
    /// Its identifier, label and hint, which UI tests and VoiceOver find on the object in the
    /// copy's place. Two layers with one identifier would make UI-test queries ambiguous.
    static func isPlaceholderChild(_ element: Int, in document: IBDocument) -> Bool {
        document.tag(element) == "accessibility"
            && document.attribute("key", of: element) == "accessibilityConfiguration"
    }
}
