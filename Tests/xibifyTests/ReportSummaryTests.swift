import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// The text report's summary first, `--brief`, `--top N` and `xibify show ID`, on the bundled
/// showcase app, against goldens (RECORD_GOLDENS=1 re-records).
@Suite struct ReportSummaryTests {
    static let app = "Fixtures/ShowcaseApp"

    @Test func theReportOpensWithTheSummaryAndTheTopClusters() throws {
        let result = try BinaryRunner.run(["report", Self.app])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first?.hasPrefix("Summary: 9 files scanned in Fixtures/ShowcaseApp/ (6 storyboards, 3 xibs)") == true)
        #expect(lines.contains("Duplicated views: 87 of 98 (88.8 %); storyboards 89.9 %, xibs 86.2 %."))
        let top = try #require(lines.firstIndex(of: "Top clusters by savings:"))
        let details = try #require(lines.firstIndex { $0.hasPrefix("#1 ") })
        #expect(top < details, "the summary comes before the details")
        #expect(top < 24, "the summary fits a screen")
    }

    @Test func briefIsTheSummaryAlone() throws {
        let result = try BinaryRunner.run(["report", Self.app, "--brief"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Golden.check(result.stdout, against: "cli/report-ShowcaseApp-brief.txt") == nil)
        #expect(!result.stdout.contains("copies:"))
    }

    @Test func topShowsTheFirstClustersInDetail() throws {
        let result = try BinaryRunner.run(["report", Self.app, "--top", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Golden.check(result.stdout, against: "cli/report-ShowcaseApp-top2.txt") == nil)
        #expect(result.stdout.contains("\n#2 d9d271a1 "))
        #expect(!result.stdout.contains("\n#3 "))
        #expect(result.stdout.hasSuffix("6 more clusters not shown (--top 2)\n"))
    }

    @Test func showGivesOneClusterByIdOrFingerprint() throws {
        let result = try BinaryRunner.run(["show", "4ed33c7a", Self.app])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Golden.check(result.stdout, against: "cli/show-ShowcaseApp-4ed33c7a.txt") == nil)
        #expect(result.stdout.hasPrefix("Cluster 3 of 8 in Fixtures/ShowcaseApp/:\n#3 4ed33c7a "))
        let json = try BinaryRunner.run(["report", Self.app, "--format", "json"])
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(json.stdout.utf8))
        let fingerprint = try #require(report.clusters.first { $0.id == "4ed33c7a" }?.fingerprint)
        let byFingerprint = try BinaryRunner.run(["show", String(fingerprint.prefix(12)), Self.app])
        #expect(byFingerprint.stdout == result.stdout)
    }

    @Test func anUnknownIdIsAUsageErrorNamingTheKnownOnes() throws {
        let result = try BinaryRunner.run(["show", "deadbeef", Self.app])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no cluster has the id deadbeef (known: 4c1df641, d9d271a1,"))
        #expect(result.stderr.contains("Usage: xibify show"))
    }

    @Test func briefAndTopShapeTheTextReportOnly() throws {
        let json = try BinaryRunner.run(["report", Self.app, "--format", "json", "--brief"])
        #expect(json.status == 64)
        #expect(json.stderr.contains("--brief and --top shape the text report"))
        let zero = try BinaryRunner.run(["report", Self.app, "--top", "0"])
        #expect(zero.status == 64)
    }

    /// No line of the text outputs ends in a blank (#32): padding only ever stands between columns.
    @Test func noLineEndsInABlank() throws {
        for arguments in [
            ["report", Self.app], ["report", "Fixtures/ShopApp"], ["report", "Fixtures/RuntimeCases"],
            ["show", "d9d271a1", Self.app],
        ] {
            let result = try BinaryRunner.run(arguments)
            let padded = result.stdout.split(separator: "\n").filter { $0.last == " " || $0.last == "\t" }
            #expect(padded.isEmpty, "\(arguments): \(padded)")
        }
    }
}
