/// Where one view of a copy is drawn: a rectangle in points, measured from the copy's top-left
/// corner (y down, whatever the platform).
struct WireframeBox: Sendable, Hashable {
    /// The left edge.
    var x: Double
    /// The top edge.
    var y: Double
    /// The width.
    var width: Double
    /// The height.
    var height: Double
    /// True when the file gave no usable frame and the box comes from the fallback
    /// (`WireframeLayout`); drawn dashed.
    var isEstimated: Bool
}
