import XibifyScanning

/// Draws one copy of a cluster as an inline SVG wireframe: each view a box labelled with its kind
/// and its text or image name, the views that hold parameters highlighted with the parameters'
/// names and this copy's values.
///
/// Coordinates are pixels of the drawing (the copy scaled to fit `maxWidth` × `maxHeight`), so
/// labels keep one size whatever the copy's size. Every view is a group with a `<title>` that
/// screen readers read and browsers show on hover; boxes placed by the fallback are dashed.
package struct WireframeSVG {
    /// The widest the drawing may be, in pixels.
    package var maxWidth: Double
    /// The tallest the drawing may be, in pixels.
    package var maxHeight: Double
    /// The label size, in pixels.
    package var fontSize: Double

    /// The least width and height a box is drawn with, in pixels: a view of 1 point (a
    /// separator) stays visible however far the copy is scaled down.
    package static let minimumBoxSize = 3.0
    /// How many times taller than wide a copy may be drawn, at most: a strip (a label above a
    /// separator, much wider than tall) is stretched down to `minimumHeight` so its labels fit.
    package static let maximumStretch = 3.0

    /// The least height a drawing is stretched to when it is a strip: room for two label lines.
    package var minimumHeight: Double { fontSize * 4 }

    /// The wireframe of a copy.
    /// - Parameters:
    ///   - outline: the copy's views.
    ///   - parameters: the cluster's parameters.
    ///   - values: this copy's value of each parameter (nil: unset).
    ///   - title: what the drawing shows, for its `<title>`.
    ///   - id: an id unique in the page, for the title's reference.
    /// - Returns: the `<svg>` element.
    package func render(
        outline: [ViewOutline], parameters: [Parameter], values: [String?], title: String, id: String
    ) -> String {
        let boxes = WireframeLayout.boxes(outline)
        guard let root = boxes.first else { return "" }
        let scale = min(maxWidth / max(root.width, 1), maxHeight / max(root.height, 1), 1.5)
        // A strip is drawn taller than its proportions, up to `maximumStretch` times.
        let yScale = max(
            scale,
            min(minimumHeight / max(root.height, 1), scale * Self.maximumStretch, maxHeight / max(root.height, 1)))
        // One pixel of margin keeps the root's stroke inside the drawing.
        let width = max(root.width * scale, Self.minimumBoxSize) + 2
        let height = max(root.height * yScale, Self.minimumBoxSize) + 2
        var depth = [Int](repeating: 0, count: outline.count)
        // A view with subviews is labelled only in the band above its first subview.
        var firstChildTop = boxes.map { $0.y + $0.height }
        for (index, view) in outline.enumerated() {
            if let parent = view.parent, parent < index {
                firstChildTop[parent] = min(firstChildTop[parent], max(boxes[index].y, boxes[parent].y))
            }
        }
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wireframe\" width=\"\(HTMLText.number(width))\" "
            + "height=\"\(HTMLText.number(height))\" viewBox=\"0 0 \(HTMLText.number(width)) "
            + "\(HTMLText.number(height))\" font-size=\"\(HTMLText.number(fontSize))\" role=\"img\" "
            + "aria-labelledby=\"\(id)\">"
            + "<title id=\"\(id)\">\(HTMLText.escape(title))</title>"
        for (index, view) in outline.enumerated() {
            if let parent = view.parent, parent < index { depth[index] = depth[parent] + 1 }
            let box = boxes[index]
            var x = box.x * scale + 1
            var y = box.y * yScale + 1
            var w = box.width * scale
            var h = box.height * yScale
            // A thin view grows to the least size, kept inside the drawing.
            if w < Self.minimumBoxSize {
                w = Self.minimumBoxSize
                x = max(min(x, width - 1 - w), 1)
            }
            if h < Self.minimumBoxSize {
                h = Self.minimumBoxSize
                y = max(min(y, height - 1 - h), 1)
            }
            var classes = "view depth\(depth[index] % 4)"
            if !view.parameters.isEmpty { classes += " parameter" }
            if box.isEstimated { classes += " estimated" }
            out += "<g class=\"\(classes)\"><title>\(HTMLText.escape(describe(view, parameters, values)))</title>"
            out +=
                "<rect x=\"\(HTMLText.number(x))\" y=\"\(HTMLText.number(y))\" width=\"\(HTMLText.number(w))\" "
                + "height=\"\(HTMLText.number(h))\" rx=\"2\"/>"
            out += labels(
                view, parameters, values, x: x, y: y, width: w, height: (firstChildTop[index] - box.y) * yScale)
            out += "</g>"
        }
        return out + "</svg>"
    }

    /// The view's one or two label lines, cut to the box's width; none when the box is too low.
    private func labels(
        _ view: ViewOutline, _ parameters: [Parameter], _ values: [String?],
        x: Double, y: Double, width: Double, height: Double
    ) -> String {
        let line = fontSize * 1.25
        let characters = Int((width - 6) / (fontSize * 0.62))
        guard height >= fontSize + 3, characters >= 3 else { return "" }
        let header: String
        let content: String?
        if view.parameters.isEmpty {
            header = view.customClass ?? view.kind
            content = view.text.map { "“" + HTMLText.oneLine($0) + "”" } ?? view.image.map { "[" + $0 + "]" }
        } else {
            header = view.parameters.map { parameters[$0].name }.joined(separator: ", ")
            content = view.parameters.map { index in
                (index < values.count ? values[index] : nil).map { "“" + HTMLText.oneLine($0) + "”" } ?? "(unset)"
            }.joined(separator: " / ")
        }
        var lines: [(text: String, kind: String)] = []
        if let content, height >= 2 * line + 4 {
            lines = [(header, "kind"), (content, "content")]
        } else if let content {
            lines = [(view.parameters.isEmpty ? content : header + ": " + content, "content")]
        } else {
            lines = [(header, "kind")]
        }
        // A nested viewport clips the labels to the box, whatever the font's real widths.
        var out =
            "<svg x=\"\(HTMLText.number(x))\" y=\"\(HTMLText.number(y))\" width=\"\(HTMLText.number(width))\" "
            + "height=\"\(HTMLText.number(height))\">"
        for (offset, entry) in lines.enumerated() {
            let baseline = 1 + fontSize * 0.95 + line * Double(offset)
            out +=
                "<text class=\"\(entry.kind)\" x=\"3\" y=\"\(HTMLText.number(baseline))\">"
                + HTMLText.escape(HTMLText.truncated(entry.text, to: characters)) + "</text>"
        }
        return out + "</svg>"
    }

    /// The view in words, for its `<title>`.
    private func describe(_ view: ViewOutline, _ parameters: [Parameter], _ values: [String?]) -> String {
        var text = view.kind
        if let customClass = view.customClass { text += " (\(customClass))" }
        if let label = view.userLabel { text += " “\(label)”" }
        if let shown = view.text { text += ", text “\(shown)”" }
        if let image = view.image { text += ", image \(image)" }
        for index in view.parameters {
            let value = (index < values.count ? values[index] : nil).map { "“\($0)”" } ?? "unset"
            text += "; parameter \(parameters[index].name) = \(value)"
        }
        return text
    }
}
