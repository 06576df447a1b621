/// Where one view of a copy is drawn: a rectangle in points, measured from the copy's top-left
/// corner (y down, whatever the platform).
package struct WireframeBox: Sendable, Hashable {
    /// The left edge.
    package var x: Double
    /// The top edge.
    package var y: Double
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double
    /// True when the file gave no usable frame and the box comes from the fallback
    /// (`WireframeLayout`); drawn dashed.
    package var isEstimated: Bool
}
