import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning

/// In a document without Auto Layout, interior frames are the layout (#31, correction 2).
///
/// `Fixtures/FieldCases/SpringsAndStruts`: three option rows of a preferences pane laid out by
/// springs and struts; the third row's help label is 17 points high where the others' is 34.
/// Only the two alike are one layout, and the xib made from them keeps their frames. The third is
/// a variant of them, listed with them as one variant group whose difference is a frame, which is
/// never a parameter: a rewrite extracts the two.
@Suite struct SpringsAndStrutsTests {
    static let xib = "Fixtures/FieldCases/SpringsAndStruts/GeneralPreferences.xib"

    @Test func rowsWhoseInteriorFramesDifferAreNotOneLayout() throws {
        var options = ScanOptions(
            paths: ["Fixtures/FieldCases/SpringsAndStruts"], workingDirectory: TestPaths.packageRoot)
        options.clustering.maxDifferences = 0
        let exact = Pipeline.scan(options)
        let cluster = try #require(exact.clusters.first)
        #expect(exact.clusters.count == 1)
        #expect(cluster.instances.map(\.objectID) == ["S1-rW-000", "S2-rW-000"])
        // With variants: one group of the three, the frame its difference; the two alike its cluster.
        let report = FieldCaseTests.scan(["SpringsAndStruts"])
        let group = try #require(report.variants.first)
        #expect(report.clusters.isEmpty && group.copies.map(\.objectID) == ["S1-rW-000", "S2-rW-000", "S3-rW-000"])
        #expect(group.differences.allSatisfy { $0.path.hasSuffix("rect#frame") })
        #expect(report.absorbedClusters.map { $0.instances.map(\.objectID) } == [["S1-rW-000", "S2-rW-000"]])
    }

    /// The same rows in an Auto Layout document: frames there are what Interface Builder last
    /// resolved, not the layout, and all three rows are one layout.
    @Test func inAnAutoLayoutDocumentTheFramesAreNotTheLayout() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/SpringsAndStruts")) { copy in
            let path = copy.appendingPathComponent("GeneralPreferences.xib")
            let text = try String(contentsOf: path, encoding: .utf8)
            let autoLayout = text.replacingOccurrences(
                of: #"propertyAccessControl="none">"#, with: #"propertyAccessControl="none" useAutolayout="YES">"#)
            #expect(autoLayout != text)
            try Data(autoLayout.utf8).write(to: path)
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            #expect(report.clusters.map(\.instances.count) == [3])
        }
    }

    @Test func theExtractedRowKeepsItsFrames() throws {
        let report = FieldCaseTests.scan(["SpringsAndStruts"])
        let result = try Rewriter.prepare(report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let plan = try #require(result.plans.first)
        #expect(plan.replaced.count == 2)
        let xib = try #require(result.files.first { $0.path == plan.xibPath })
        let text = String(decoding: xib.contents, as: UTF8.self)
        #expect(text.contains(#"<rect key="frame" x="18" y="10" width="424" height="34"/>"#), "\(text)")
        // The third row stays as it was.
        let source = try #require(
            result.files.first { $0.displayPath.hasSuffix("SpringsAndStruts/GeneralPreferences.xib") })
        #expect(String(decoding: source.contents, as: UTF8.self).contains(#"id="S3-hL-002""#))
    }
}
