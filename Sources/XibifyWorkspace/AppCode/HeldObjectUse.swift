/// One place where the app's code reaches an object a document hands it (through an outlet, an
/// outlet collection or a tag lookup) and uses one of its members: `statusCard.layer.cornerRadius
/// = 12` at `DailyViewController.swift:12`.
///
/// A fact read from the sources (`AppCode`); what it means for a copy the assessment decides.
package struct HeldObjectUse: Sendable, Hashable {
    /// What a member of a view is about, for the question whether a wrapper that holds the view's
    /// content would still serve it (docs/rewrite.md, "What the app's code does with the copy").
    package enum Kind: String, Sendable, Codable, CaseIterable {
        /// How the view itself looks: its background, layer (rounding, border, shadow), tint,
        /// alpha, visibility, clipping, frame and transform.
        case appearance
        /// Its subviews as a list: read, reordered, inserted at an index.
        case subviews
        /// Its own constraints and layout margins, which lay out its subviews.
        case constraints
        /// Anything else: a method of the view, its anchors, its superview, gestures.
        case other

        /// The kind of a member, by its name as Swift or Objective-C writes it (an Objective-C
        /// setter `setBackgroundColor` is the property `backgroundColor`).
        package init(member: String) {
            let name = Self.property(member)
            if Self.subviewMembers.contains(name) {
                self = .subviews
            } else if Self.constraintMembers.contains(name) {
                self = .constraints
            } else if Self.appearanceMembers.contains(name) {
                self = .appearance
            } else {
                self = .other
            }
        }

        /// The property a member names: `setBackgroundColor` → `backgroundColor`.
        package static func property(_ member: String) -> String {
            guard member.count > 3, member.hasPrefix("set"), let first = member.dropFirst(3).first, first.isUppercase
            else { return member }
            return first.lowercased() + member.dropFirst(4)
        }

        private static let subviewMembers: Set<String> = [
            "subviews", "insertSubview", "exchangeSubview", "exchangeSubviewAtIndex", "bringSubviewToFront",
            "sendSubviewToBack", "bringSubview", "sendSubview", "sortSubviews", "replaceSubview",
        ]
        private static let constraintMembers: Set<String> = [
            "constraints", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints",
            "layoutMargins", "directionalLayoutMargins", "layoutMarginsGuide", "preservesSuperviewLayoutMargins",
            "insetsLayoutMarginsFromSafeArea", "readableContentGuide",
        ]
        private static let appearanceMembers: Set<String> = [
            "backgroundColor", "layer", "tintColor", "alpha", "alphaValue", "isHidden", "hidden", "clipsToBounds",
            "isOpaque", "opaque", "contentMode", "frame", "bounds", "center", "transform", "mask", "maskView",
            "wantsLayer", "shadow", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
            "shadowOffset", "shadowRadius", "overrideUserInterfaceStyle", "appearance",
        ]
    }

    /// The source file, as a path.
    package var file: String
    /// Its line, from 1.
    package var line: Int
    /// How the code reaches the object: through which holder's outlet, collection or tag lookup.
    package var access: HeldAccess
    /// The member used first (`layer`, `subviews`, `setBackgroundColor`).
    package var member: String
    /// What that member is about.
    package var kind: Kind

    /// A use from its parts; its kind from the member.
    package init(file: String, line: Int, access: HeldAccess, member: String) {
        self.file = file
        self.line = line
        self.access = access
        self.member = member
        self.kind = Kind(member: member)
    }
}
