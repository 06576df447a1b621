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
            DocumentFactory.card("aaa", rowText: "One") + DocumentFactory.card("bbb", rowText: "Two")
            + DocumentFactory.row("ccc", text: "Three") + DocumentFactory.row("ddd", text: "Four")
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

    /// Layouts nested in one another are extracted in one run (Fixtures/FieldCases/NestedLayouts).
    ///
    /// Team cards that each end with the same "Add member" row, and three member rows on their
    /// own: the rows save more and go first; the cards then
    /// match one another only with their rows as placeholders. One rewrite extracts both, the
    /// cards in a second round over the first round's files in memory, and its batch is against
    /// the disk: the storyboard's original is the file as it is, the card's xib holds a row.
    @Test func aLayoutThatHeldCopiesOfAnExtractedOneIsExtractedInTheSameRun() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/NestedLayouts")) { folder in
            let root = folder.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [folder.lastPathComponent], workingDirectory: root))
            #expect(report.clusters.map(\.instances.count) == [5, 2])
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: root))
            #expect(result.plans.map(\.className) == ["MemberRowView", "TeamCardView"])
            #expect(result.plans.last?.replaced.compactMap(\.objectID) == ["Cd1-Vw-000", "Cd2-Vw-000"])
            // Named where they are on disk, not in the first round's output.
            #expect(result.plans.last?.replaced.map(\.location.line) == [18, 82])
            #expect(result.plans.last?.replaced.map(\.endLine) == [81, 145])
            #expect(result.skipped.isEmpty, "\(result.skipped.map(\.reason))")
            let storyboard = folder.appendingPathComponent("Teams.storyboard")
            let edited = try #require(result.files.first { $0.path == storyboard.path })
            #expect(edited.original == Array(try Data(contentsOf: storyboard)))
            #expect(TextEdit.apply(edited.edits, to: edited.original ?? []) == edited.contents)
            let text = String(decoding: edited.contents, as: UTF8.self)
            #expect(text.contains(#"id="Cd1-Vw-000" userLabel="Team Card" customClass="TeamCardView""#))
            #expect(text.components(separatedBy: #"customClass="MemberRowView""#).count == 4)
            let card = try #require(result.files.first { $0.path.hasSuffix("TeamCardView.xib") })
            #expect(card.original == nil)
            #expect(String(decoding: card.contents, as: UTF8.self).contains(#"customClass="MemberRowView""#))
            #expect(Set(result.files.map(\.path)).count == result.files.count)
            // A name given to the cards (by the id the report shows) is theirs in the later round.
            let cards = try #require(report.clusters.last)
            var named = ExtractionOptions(workingDirectory: root)
            named.classNames = [cards.id: "SquadCardView"]
            #expect(try Rewriter.prepareAll(report, options: named).plans.map(\.className).last == "SquadCardView")
            // Cards `.xibify.yml` ignores stay ignored in the later round, where their id is another.
            var ignoring = report
            ignoring.clusters.removeAll { $0.id == cards.id }
            ignoring.ignoredCopies = Set(cards.instances.map(\.copyKey))
            let ignored = try Rewriter.prepareAll(ignoring, options: ExtractionOptions(workingDirectory: root))
            #expect(ignored.plans.map(\.className) == ["MemberRowView"])
            // The user's choice of clusters is one round: the cards stay as they are.
            let rows = try #require(report.clusters.first)
            let chosen = try Rewriter.prepareAll(
                report, options: ExtractionOptions(clusterIDs: [rows.id], workingDirectory: root))
            #expect(chosen.plans.map(\.className) == ["MemberRowView"])
        }
    }
}
