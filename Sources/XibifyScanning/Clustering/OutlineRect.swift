/// A rectangle in points, as a `<rect>` element writes it.
package struct OutlineRect: Sendable, Hashable {
    /// The left edge.
    package var x: Double
    /// The edge the parent measures from: the top on UIKit, the bottom on unflipped AppKit views.
    package var y: Double
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double

    /// Creates a rectangle.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
