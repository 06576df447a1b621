import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Clusters inside clusters: one is extracted whole and the other is reported with the
/// reason, never both half-way.
@Suite struct OverlapTests {
    /// Two cards that each hold a row, and two rows on their own.
    static func withCards(_ body: (ScanReport, URL) throws -> Void) throws {
        let subviews =
            DuplicateClustererTests.card("aaa", rowText: "One") + DuplicateClustererTests.card("bbb", rowText: "Two")
            + DuplicateClustererTests.row("ccc", text: "Three") + DuplicateClustererTests.row("ddd", text: "Four")
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp/Settings")) { folder in
            try Data(DocumentFactory.storyboard(subviews: subviews).utf8).write(
                to: folder.appendingPathComponent("Cards.storyboard"))
            for name in ["AccountSettings.xib", "Preferences.xib"] {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            let root = folder.deletingLastPathComponent()
            try body(Pipeline.scan(ScanOptions(paths: [folder.lastPathComponent], workingDirectory: root)), root)
        }
    }

    @Test func theHigherRankedClusterWinsAndTheOtherIsReported() throws {
        try Self.withCards { report, root in
            #expect(report.clusters.count == 2)
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: root))
            // The rows save more (four copies), so they go first; every card holds one of them.
            #expect(result.plans.map { $0.replaced.compactMap(\.objectID) } == [["aaa-row", "bbb-row", "ccc", "ddd"]])
            let cards = try #require(result.skipped.first)
            #expect(cards.reason == .tooFewCopies(free: 0, total: 2, blocked: 0, overlapping: 2, clusterID: cards.id))
        }
    }

    @Test func choosingTheOuterClusterLeavesTheInnerOneAlone() throws {
        try Self.withCards { report, root in
            let cards = try #require(report.clusters.first { $0.instances.contains { $0.objectID == "aaa" } })
            let outerOnly = try Rewriter.prepareAll(
                report, options: ExtractionOptions(clusterIDs: [cards.id], workingDirectory: root))
            #expect(outerOnly.plans.map { $0.replaced.compactMap(\.objectID) } == [["aaa", "bbb"]])
            // The rows inside the cards move into the card's xib as they are: its view holds one.
            let xib = try #require(outerOnly.files.first { $0.kind == .xib })
            #expect(String(decoding: xib.contents, as: UTF8.self).contains(#"id="aaa-row""#))
        }
    }
}
