import XibifyScanning

/// Places a copy's views for drawing, from their frames where the file has them and from a
/// documented fallback where it does not (docs/html-report.md, "Geometry").
///
/// - A frame is the view's `<rect key="frame">`, relative to its parent. On UIKit, and under
///   flipped AppKit views (`ViewOutline.flippedAppKitKinds`), y runs down from the parent's top;
///   under other AppKit views it runs up from the parent's bottom, so the box's top is the
///   parent's height minus `y` minus the height.
/// - A frame with no width or no height (a view Auto Layout has not placed, or a stale frame of a
///   collapsed view) counts as missing.
/// - A view without a usable frame gets a size from the fixed width or height its own constraints
///   give; failing that, from its children (their stack, below); failing that, a nominal size
///   (`leafSize`, the root `rootWidth` wide). Its children without frames are stacked inside it,
///   top to bottom (side by side in a horizontal stack view), `spacing` apart and `spacing` in
///   from its edges; children with frames keep them.
package enum WireframeLayout {
    /// The gap between stacked views and their inset from their parent, in points.
    package static let spacing = 8.0
    /// The size of a view without a frame, children or fixed size.
    package static let leafSize = (width: 120.0, height: 32.0)
    /// The width of a root without a frame, children or fixed width.
    package static let rootWidth = 320.0

    /// The boxes of an outline's views, in the outline's order.
    /// - Parameter outline: the copy's views, root first.
    /// - Returns: one box per view; empty for an empty outline.
    package static func boxes(_ outline: [ViewOutline]) -> [WireframeBox] {
        guard !outline.isEmpty else { return [] }
        var children = [[Int]](repeating: [], count: outline.count)
        for (index, view) in outline.enumerated() {
            if let parent = view.parent, parent < index { children[parent].append(index) }
        }
        // Sizes bottom-up: a child always follows its parent in the outline.
        var sizes = [(width: Double, height: Double)](repeating: (0, 0), count: outline.count)
        for index in outline.indices.reversed() {
            sizes[index] = size(of: index, outline, children: children[index], sizes: sizes)
        }
        var boxes = [WireframeBox](
            repeating: WireframeBox(x: 0, y: 0, width: 0, height: 0, isEstimated: true), count: outline.count)
        boxes[0] = WireframeBox(
            x: 0, y: 0, width: sizes[0].width, height: sizes[0].height, isEstimated: frame(of: outline[0]) == nil)
        for index in outline.indices {
            let parent = boxes[index]
            let vertical = outline[index].stackAxis != .horizontal
            var cursor = spacing
            for child in children[index] {
                let size = sizes[child]
                if let frame = frame(of: outline[child]) {
                    let top = outline[index].flipsSubviews ? frame.y : parent.height - frame.y - frame.height
                    boxes[child] = WireframeBox(
                        x: parent.x + frame.x, y: parent.y + top, width: size.width, height: size.height,
                        isEstimated: false)
                } else if vertical {
                    boxes[child] = WireframeBox(
                        x: parent.x + spacing, y: parent.y + cursor, width: size.width, height: size.height,
                        isEstimated: true)
                    cursor += size.height + spacing
                } else {
                    boxes[child] = WireframeBox(
                        x: parent.x + cursor, y: parent.y + spacing, width: size.width, height: size.height,
                        isEstimated: true)
                    cursor += size.width + spacing
                }
            }
        }
        return boxes
    }

    /// A view's frame when it has a width and a height.
    package static func frame(of view: ViewOutline) -> OutlineRect? {
        guard let frame = view.frame, frame.width > 0, frame.height > 0 else { return nil }
        return frame
    }

    private static func size(
        of index: Int, _ outline: [ViewOutline], children: [Int], sizes: [(width: Double, height: Double)]
    ) -> (width: Double, height: Double) {
        let view = outline[index]
        if let frame = frame(of: view) { return (frame.width, frame.height) }
        // What the children need: the stack of those without frames, the extent of those with.
        let vertical = view.stackAxis != .horizontal
        var along = spacing
        var across = 0.0
        var extent = (width: 0.0, height: 0.0)
        for child in children {
            let size = sizes[child]
            if let frame = frame(of: outline[child]) {
                extent.width = max(extent.width, frame.x + frame.width)
                extent.height = max(extent.height, frame.y + frame.height)
            } else {
                along += (vertical ? size.height : size.width) + spacing
                across = max(across, vertical ? size.width : size.height)
            }
        }
        let stacked =
            children.contains { frame(of: outline[$0]) == nil }
            ? (vertical ? (across + 2 * spacing, along) : (along, across + 2 * spacing)) : (0.0, 0.0)
        var width = max(extent.width, stacked.0)
        var height = max(extent.height, stacked.1)
        if width == 0 { width = view.parent == nil ? rootWidth : leafSize.width }
        if height == 0 { height = leafSize.height }
        return (view.fixedWidth ?? width, view.fixedHeight ?? height)
    }
}
