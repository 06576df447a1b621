import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning

/// A paste nudged from a layout that has exact copies (#31): the report lists one variant group
/// of all the copies; a rewrite extracts the group when it can, and otherwise the exact copies
/// as it did before the paste (`Fixtures/FieldCases/NudgedPastes`, `Variants/Tiles.xib`).
@Suite struct NudgedPasteTests {
    /// The nudged copy differs in a text field's keyboard type, which no accessor sets: the group
    /// is left inline with its reason, and the three exact copies are extracted as a cluster.
    @Test func aGroupThatCannotBeExtractedLeavesItsExactCopiesToTheirCluster() throws {
        let report = FieldCaseTests.scan(["NudgedPastes"])
        let group = try #require(report.variants.first)
        #expect(report.clusters.isEmpty && report.variants.count == 1 && group.copies.count == 4)
        let absorbed = try #require(report.absorbedClusters.first)
        #expect(report.absorbedClusters.count == 1 && absorbed.absorbedBy == group.id)
        #expect(absorbed.instances.compactMap(\.objectID) == ["FAv-Fd-000", "FBv-Fd-000", "FCv-Fd-000"])
        let result = try Rewriter.prepare(report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        #expect(result.dropped.isEmpty)
        #expect(result.plans.map(\.cluster.id) == [absorbed.id])
        #expect(result.plans.first?.replaced.count == 3)
        #expect(result.skipped.map(\.id) == [group.id])
        guard case .parameterNotSettable = result.skipped.first?.reason else {
            Issue.record("\(String(describing: result.skipped.first?.reason))")
            return
        }
        // Chosen by its id, the group brings the cluster it took.
        var chosen = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        chosen.clusterIDs = [group.id]
        #expect(try Rewriter.prepare(report, options: chosen).plans.map(\.cluster.id) == [absorbed.id])
    }

    /// The group is extracted: the cluster it took has no copy left, and its skip is not shown.
    @Test func anExtractedGroupTakesTheCopiesAndTheirClusterIsNotShown() throws {
        let report = FieldCaseTests.scan(["Variants/Tiles.xib"])
        let group = try #require(report.variants.first)
        let absorbed = try #require(report.absorbedClusters.first)
        #expect(absorbed.absorbedBy == group.id)
        let result = try Rewriter.prepare(report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        #expect(result.plans.map(\.cluster.id) == [group.id])
        #expect(result.plans.first?.replaced.count == 4)
        #expect(!result.skipped.contains { $0.id == absorbed.id }, "\(result.skipped.map(\.id))")
    }
}
