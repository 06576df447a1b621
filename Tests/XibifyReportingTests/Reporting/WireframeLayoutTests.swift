import Testing
import XibifyTestSupport

@testable import XibifyReporting
@testable import XibifyScanning

/// Where the wireframe puts views: frames on UIKit and AppKit, and the fallback without them.
@Suite struct WireframeLayoutTests {
    @Test func uiKitFramesAreRelativeToTheParentsTop() {
        let boxes = WireframeLayout.boxes([
            ViewOutline(parent: nil, kind: "view", frame: OutlineRect(x: 16, y: 75, width: 361, height: 96)),
            ViewOutline(parent: 0, kind: "view", frame: OutlineRect(x: 10, y: 20, width: 100, height: 50)),
            ViewOutline(parent: 1, kind: "label", frame: OutlineRect(x: 5, y: 6, width: 40, height: 20)),
        ])
        #expect(boxes[0] == WireframeBox(x: 0, y: 0, width: 361, height: 96, isEstimated: false))
        #expect(boxes[1] == WireframeBox(x: 10, y: 20, width: 100, height: 50, isEstimated: false))
        #expect(boxes[2] == WireframeBox(x: 15, y: 26, width: 40, height: 20, isEstimated: false))
    }

    /// AppKit measures y up from the bottom of an unflipped parent; a flipped parent (a clip view)
    /// measures it down from its top.
    @Test func appKitFramesAreFlippedUnlessTheParentIs() {
        let boxes = WireframeLayout.boxes([
            ViewOutline(
                parent: nil, kind: "customView", frame: OutlineRect(x: 20, y: 92, width: 380, height: 100),
                flipsSubviews: false),
            ViewOutline(
                parent: 0, kind: "clipView", frame: OutlineRect(x: 0, y: 60, width: 380, height: 40),
                flipsSubviews: true),
            ViewOutline(parent: 1, kind: "textField", frame: OutlineRect(x: 4, y: 2, width: 84, height: 16)),
        ])
        #expect(boxes[1].y == 0, "100 - 60 - 40: the clip view sits at the top")
        #expect(boxes[2].y == 2, "the clip view is flipped: 2 down from its top")
        #expect(boxes[2].x == 4)
    }

    /// Without frames, children stack top to bottom inside their parent, 8 points apart and in;
    /// a horizontal stack view lines them up side by side; fixed sizes from constraints count.
    @Test func viewsWithoutFramesAreStacked() {
        let boxes = WireframeLayout.boxes([
            ViewOutline(parent: nil, kind: "view", frame: nil),
            ViewOutline(parent: 0, kind: "label", frame: nil),
            ViewOutline(parent: 0, kind: "stackView", frame: nil, stackAxis: .horizontal),
            ViewOutline(parent: 2, kind: "button", frame: nil, fixedWidth: 60, fixedHeight: 30),
            ViewOutline(parent: 2, kind: "button", frame: OutlineRect(x: 0, y: 0, width: 0, height: 30)),
        ])
        #expect(boxes.allSatisfy { $0.isEstimated }, "a frame without width counts as missing")
        #expect(boxes[1] == WireframeBox(x: 8, y: 8, width: 120, height: 32, isEstimated: true))
        // The stack: 8 + 60 + 8 + 120 + 8 wide, 8 + 32 + 8 high (its tallest child).
        #expect(boxes[2] == WireframeBox(x: 8, y: 48, width: 204, height: 48, isEstimated: true))
        #expect(boxes[3] == WireframeBox(x: 16, y: 56, width: 60, height: 30, isEstimated: true))
        #expect(boxes[4] == WireframeBox(x: 84, y: 56, width: 120, height: 32, isEstimated: true))
        #expect(boxes[0].width == 220 && boxes[0].height == 104)
    }

    /// The scan writes each copy's outline: kinds, frames, texts and the parameters' views.
    @Test func scanOutlinesTheCopies() throws {
        let report = HTMLReportTests.shopApp
        let card = try #require(report.clusters.first { $0.name == "Payment Summary" })
        let outline = card.instances[0].outline
        #expect(outline.map(\.kind) == ["view", "label", "label", "imageView", "label"])
        #expect(outline[0].frame == OutlineRect(x: 16, y: 75, width: 361, height: 96))
        #expect(outline.dropFirst().allSatisfy { $0.parent == 0 })
        #expect(outline[1].text == "Total" && outline[3].image == "card-visa")
        #expect(outline[3].fixedWidth == 32)
        let amount = try #require(card.parameters.firstIndex { $0.name == "amountText" })
        #expect(outline[2].parameters == [amount] && outline[2].text == "$42.00")
        let form = try #require(report.clusters.first { $0.name == "Form Row" })
        #expect(form.instances[0].outline[0].flipsSubviews == false, "AppKit custom views are not flipped")
        #expect(form.instances[0].outline[1].text == "Server:", "a cell's title belongs to its text field")
    }
}
