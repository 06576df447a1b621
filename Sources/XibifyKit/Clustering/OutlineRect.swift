/// A rectangle in points, as a `<rect>` element writes it.
public struct OutlineRect: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The edge the parent measures from: the top on UIKit, the bottom on unflipped AppKit views.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
