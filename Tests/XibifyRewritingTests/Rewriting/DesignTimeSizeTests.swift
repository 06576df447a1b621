import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

@testable import XibifyRewriting
@testable import XibifyScanning

/// A substituted copy keeps its design-time size (#30, `Fixtures/FieldCases/AspectButtons`).
///
/// Three round buttons, each `width = 60` and as high as wide: the aspect ratio moves into the
/// xib with the layout (the swap hands the loaded button its placeholder's width, the xib gives it
/// the ratio), so nothing on the placeholder fixes its height at design time but the
/// intrinsic-size placeholder, which must restate the copy's 60 points.
@Suite struct DesignTimeSizeTests {
    @Test func aSubstitutedButtonWhoseAspectRatioMovesKeepsItsHeight() throws {
        let report = Pipeline.scan(
            ScanOptions(
                paths: ["Fixtures/FieldCases/AspectButtons"], workingDirectory: TestPaths.packageRoot,
                clustering: ClusteringOptions(minViews: 1)))
        let result = try Rewriter.prepareAll(
            report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        let plan = try #require(result.plans.first)
        #expect(plan.style == .substitution && plan.replaced.count == 3)
        let storyboard = try #require(result.files.first { $0.path.hasSuffix("Player.storyboard") })
        let edited = try IBDocumentParser.parse(storyboard.contents, path: storyboard.displayPath)
        let index = ReferenceIndex(edited)
        for id in ["pbt-Bt-a01", "ubt-Bt-a01", "sbt-Bt-a01"] {
            let button = try #require(index.elementByID[id])
            #expect(edited.attribute("placeholderIntrinsicHeight", of: button) == "60")
            let constraints = try #require(edited.child("constraints", of: button))
            #expect(
                edited.children(constraints).map { edited.attribute("firstAttribute", of: $0) ?? "" } == ["width"],
                "the width stays; the ratio is the xib's")
        }
        let xib = try #require(result.files.first { $0.path == plan.xibPath })
        let component = try IBDocumentParser.parse(xib.contents, path: xib.displayPath)
        let root = try #require(ParsedOutput.topLevelView(of: component))
        let ratio = try #require(component.child("constraints", of: root))
        #expect(
            component.children(ratio).contains {
                component.attribute("secondAttribute", of: $0) == "height"
                    && component.attribute("multiplier", of: $0) == "1:1"
            })
    }
}
