import XibifyFormat
import XibifySupport

/// Names the wrapper's outlets and ports after the objects they reach.
package enum ObjectNamer {
    /// Names the wrapper's own members, `NibView` and UIView/NSView already use.
    package static let reservedNames: Set<String> = [
        "contentView", "view", "frame", "bounds", "center", "layer", "window", "superview", "subviews", "tag",
        "alpha", "description", "hash", "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier",
        "toolTip", "isHidden", "title", "init", "self",
        // What a variant group's layout parameters are named after, where UIView/NSView has it.
        "backgroundColor", "tintColor", "hidden", "opaque", "contentMode", "clipsToBounds", "clipsSubviews",
        "userInteractionEnabled", "isUserInteractionEnabled", "isOpaque",
    ]

    /// A readable, unused property name for an object: its label in camel case with its
    /// class's kind (`amountLabel`, `codeTextField`), or the kind alone.
    /// - Parameters:
    ///   - view: the object.
    ///   - viewClass: its UIKit/AppKit class.
    ///   - document: its document.
    ///   - used: names already taken; the result is added.
    ///   - meaning: what the names the copies' holders give the object share (`Title` for
    ///     `bluetoothOffTitle` and `searchingTitle`, `MeaningNamer.held`), for an object without a label.
    /// - Returns: the name.
    package static func name(
        for view: Int, viewClass: String, in document: IBDocument, used: inout Set<String>, meaning: String? = nil
    ) -> String {
        let suffix =
            viewClass.dropFirst(2) == "TextField" && viewClass.hasPrefix("NS")
            ? "Field" : String(viewClass.dropFirst(2))
        var stem = SwiftIdentifier.camelCase(
            document.attribute("userLabel", of: view) ?? meaning ?? "", upperFirst: false)
        let kinds = [
            "Label", "ImageView", "Image", "Button", "TextField", "Field", "TextView", "View", "Box", "Constraint",
        ]
        for kind in kinds where stem.hasSuffix(kind) && stem.count > kind.count {
            stem = String(stem.dropLast(kind.count))
            break
        }
        // A name that is a kind alone (`constraint`) says nothing the class does not.
        if kinds.contains(where: { $0.lowercased() == stem.lowercased() }) { stem = "" }
        // A named constraint is a `…Constraint` (`heightConstraint`), not a `…LayoutConstraint`.
        let named = !stem.isEmpty && suffix == "LayoutConstraint" ? "Constraint" : suffix
        var base = stem.isEmpty ? suffix.prefix(1).lowercased() + suffix.dropFirst() : stem + named
        if !SwiftIdentifier.isValid(base) { base = "outlet" + suffix }
        var name = base
        var counter = 2
        while !used.insert(name).inserted {
            name = base + String(counter)
            counter += 1
        }
        return name
    }
}
