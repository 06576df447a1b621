import Testing
import XibifyTestSupport

@testable import XibifyScanning

/// The findings the listing reporters and the baseline share, derived once from a scan.
@Suite struct FindingsTests {
    @Test func everyCopyIsOneFindingWithItsReasons() throws {
        let report = ShopAppFixture.report
        let findings = Findings(report)
        #expect(findings.copies.count == report.clusters.reduce(0) { $0 + $1.instances.count })
        #expect(findings.refused.count == report.refused.count)
        #expect(findings.copies.allSatisfy { $0.isNew == nil })
        let coupon = findings.copies.filter { $0.cluster.name == "Coupon Field" }
        #expect(coupon.map(\.index) == Array(0..<coupon.count))
        // A blocked copy names its reasons once each, and is not extractable; a free one is.
        let blocked = try #require(coupon.first { !$0.reasons.isEmpty })
        #expect(blocked.reasons == Set(blocked.instance.blockers.map(\.reason)).sorted())
        #expect(!blocked.extractable)
        #expect(coupon.contains { $0.reasons.isEmpty && $0.extractable })
        // The other copies named never include the copy itself.
        #expect(coupon.allSatisfy { finding in !finding.others.contains { $0.index == finding.index } })
    }

    @Test func theBaselineRecordsTheFindingsOfEachCluster() throws {
        let report = ShopAppFixture.report
        let findings = Findings(report)
        #expect(findings.clusters.map(\.count) == report.clusters.map(\.instances.count))
        let baseline = Baseline(recording: report, folder: TestPaths.packageRoot.path)
        for copies in findings.clusters {
            let cluster = try #require(copies.first?.cluster)
            let recorded = try #require(baseline.findings.first { $0.fingerprint == cluster.fingerprint })
            // The baseline keeps its copies sorted by file and id.
            #expect(
                recorded.copies.map { $0.objectID ?? "" }.sorted()
                    == copies.map { $0.instance.objectID ?? "" }.sorted())
        }
        // Filtered by that baseline, every copy is known, and the findings say so.
        let filtered = baseline.filter(report, folder: TestPaths.packageRoot.path, file: "baseline.json")
        #expect(filtered.clusters.isEmpty)
        #expect(Findings(filtered).copies.isEmpty)
    }
}
