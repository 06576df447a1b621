import XibifyFormat
import XibifySupport

/// Names the wrapper's outlets and ports after the objects they reach.
package enum ObjectNamer {
    /// Names the wrapper's own members, `NibView` and UIView/NSView already use.
    package static let reservedNames: Set<String> = [
        "contentView", "view", "frame", "bounds", "center", "layer", "window", "superview", "subviews", "tag",
        "alpha", "description", "hash", "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier",
        "toolTip", "isHidden", "title", "init", "self",
    ]

    /// A readable, unused property name for an object: its label in camel case with its
    /// class's kind (`amountLabel`, `codeTextField`), or the kind alone.
    /// - Parameters:
    ///   - view: the object.
    ///   - viewClass: its UIKit/AppKit class.
    ///   - document: its document.
    ///   - used: names already taken; the result is added.
    /// - Returns: the name.
    package static func name(for view: Int, viewClass: String, in document: IBDocument, used: inout Set<String>)
        -> String
    {
        let suffix =
            viewClass.dropFirst(2) == "TextField" && viewClass.hasPrefix("NS")
            ? "Field" : String(viewClass.dropFirst(2))
        var stem = SwiftIdentifier.camelCase(document.attribute("userLabel", of: view) ?? "", upperFirst: false)
        for kind in ["Label", "ImageView", "Image", "Button", "TextField", "Field", "TextView", "View", "Box"]
        where stem.hasSuffix(kind) && stem.count > kind.count {
            stem = String(stem.dropLast(kind.count))
            break
        }
        var base = stem.isEmpty ? suffix.prefix(1).lowercased() + suffix.dropFirst() : stem + suffix
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
