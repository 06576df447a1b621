import XibifyFormat

/// How far an inner view's edge, centre or size lies from its copy root's at design time, read
/// from the frames Interface Builder wrote.
///
/// A constraint port (rewrite.md, "Constraint ports") leaves a constraint outside the copy in the
/// document with the placeholder in the inner view's place. So that the document still lays out
/// as it did in Interface Builder (no conflict with the constraints that place the root), its
/// constant is shifted by this offset; the constant it had travels to the wrapper, which makes
/// the real constraint again at run time. Frames are in each superview's coordinates: top-down
/// in UIKit; in AppKit bottom-up unless the superview is flipped, which is known only for the
/// framework's own classes.
package struct InteriorOffset: Sendable {
    /// The inner view's frame in the root's top-down coordinates, and the root's size.
    package let x, y, width, height: Double
    package let rootWidth, rootHeight: Double
    /// Whether the vertical position is known (AppKit: every superview's flippedness is known).
    package let knowsY: Bool

    /// Reads the frames from an inner view up to the root; nil when one is missing.
    package init?(of element: Int, under root: Int, in document: IBDocument) {
        guard element != root, let own = Self.frame(of: element, in: document),
            let rootFrame = Self.frame(of: root, in: document)
        else { return nil }
        // Frames that Interface Builder marks as not matching the constraints, or a layout laid
        // out right to left (where `leading` counts from the other side), do not say where the view is.
        var chain = element
        while chain >= 0 {
            guard Self.isCurrent(chain, in: document) else { return nil }
            if chain == root { break }
            chain = Int(document.elements[chain].parent)
        }
        var x = own.x
        var y = own.y
        var knowsY = true
        var child = element
        var childFrame = own
        // Climb from view to superview: the nearest ancestor with a frame of its own (a grid
        // cell's or a box's content view sits in the grid or the box).
        while true {
            var parent = Int(document.elements[child].parent)
            while parent >= 0 && parent != root && Self.frame(of: parent, in: document) == nil {
                parent = Int(document.elements[parent].parent)
            }
            guard parent >= 0, let parentFrame = Self.frame(of: parent, in: document) else { return nil }
            // Bottom-up in an AppKit superview that is not flipped: its top-down position.
            if document.platform == .macOS {
                switch Self.flipped(parent, in: document) {
                case true?: break
                case false?: y += parentFrame.height - (childFrame.y + childFrame.height) - childFrame.y
                case nil: knowsY = false
                }
            }
            if parent == root { break }
            x += parentFrame.x
            y += parentFrame.y
            child = parent
            childFrame = parentFrame
        }
        self.x = x
        self.y = y
        self.width = own.width
        self.height = own.height
        self.rootWidth = rootFrame.width
        self.rootHeight = rootFrame.height
        self.knowsY = knowsY
    }

    /// `d` in `inner.attribute = root.attribute + d`, for an edge, centre or size attribute; nil
    /// for another attribute or an unknown vertical position.
    package func offset(_ attribute: String) -> Double? {
        switch attribute {
        case "leading", "left": return x
        case "trailing", "right": return x + width - rootWidth
        case "centerX": return x + width / 2 - rootWidth / 2
        case "width": return width - rootWidth
        case "top": return knowsY ? y : nil
        case "bottom": return knowsY ? y + height - rootHeight : nil
        case "centerY": return knowsY ? y + height / 2 - rootHeight / 2 : nil
        case "height": return height - rootHeight
        default: return nil
        }
    }

    /// The constant a constraint gets when the root stands in for the inner view.
    ///
    /// It keeps the design-time geometry; nil when the offset or the multiplier cannot be read.
    /// - Parameters:
    ///   - constant: the constraint's constant.
    ///   - attribute: its attribute on the inner view's side.
    ///   - innerIsFirst: whether the inner view is its first item.
    ///   - multiplier: its `multiplier` attribute, if any.
    package func shiftedConstant(_ constant: Double, attribute: String, innerIsFirst: Bool, multiplier: String?)
        -> Double?
    {
        guard let offset = offset(attribute) else { return nil }
        // first = m × second + c. Inner first: root + d = m × second + c, so c − d.
        // Inner second: first = m × (root + d) + c, so c + m × d.
        if innerIsFirst { return constant - offset }
        guard let factor = Self.multiplier(multiplier) else { return nil }
        return constant + factor * offset
    }

    /// A multiplier as Interface Builder writes it (`2`, `0.5`, `16:9`); 1 when absent.
    package static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        return parts.count == 1 ? Double(text) : nil
    }

    /// A number as Interface Builder writes it: `8`, `-13`, `20.5` (sums of frames rounded to
    /// a millionth, so `12.100000000000001` is `12.1`).
    package static func text(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Whether an element's frame can be trusted to say where it is, left to right.
    private static func isCurrent(_ element: Int, in document: IBDocument) -> Bool {
        document.attribute("misplaced", of: element) != "YES" && document.attribute("ambiguous", of: element) != "YES"
            && document.attribute("semanticContentAttribute", of: element) != "forceRightToLeft"
            && document.attribute("userInterfaceLayoutDirection", of: element) != "rightToLeft"
    }

    private static func frame(of element: Int, in document: IBDocument) -> (
        x: Double, y: Double, width: Double, height: Double
    )? {
        guard let rect = document.child("rect", key: "frame", of: element) else { return nil }
        func value(_ name: String) -> Double? { document.attribute(name, of: rect).flatMap(Double.init) }
        guard let width = value("width"), let height = value("height") else { return nil }
        return (value("x") ?? 0, value("y") ?? 0, width, height)
    }

    /// Whether an AppKit view draws top-down: known for the framework's own classes only (a
    /// custom class may override `isFlipped`).
    private static func flipped(_ element: Int, in document: IBDocument) -> Bool? {
        guard (document.attribute("customClass", of: element) ?? "").isEmpty else { return nil }
        switch document.tag(element) {
        case "stackView", "tableView", "outlineView", "textView", "collectionView": return true
        case "customView", "view", "box", "gridView", "visualEffectView", "button", "textField": return false
        default: return nil
        }
    }
}
