import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

@testable import XibifyReporting
@testable import XibifyScanning

/// Variant groups in every format (#31): the text section, JSON's `variants`, a SARIF rule, an
/// Xcode line per copy, the HTML table; goldens of Fixtures/FieldCases/NearMiss.
@Suite struct NearMissReportTests {
    static let report = Pipeline.scan(
        ScanOptions(paths: ["Fixtures/FieldCases/NearMiss"], workingDirectory: TestPaths.packageRoot))

    @Test func jsonListsEachGroupWithItsDifferences() throws {
        let output = ReportFormat.json.reporter(color: false).render(Self.report)
        let decoded = try JSONDecoder().decode(JSONReport.self, from: Data(output.utf8))
        #expect(decoded.version == 3)
        let variant = try #require(decoded.variants.first)
        #expect(decoded.variants.count == 1)
        #expect(variant.instances.map(\.objectID) == ["OAv-vW-000", "OBv-vW-000"])
        #expect(variant.representative == 0)
        #expect(variant.differences.map(\.attribute).sorted() == ["blue", "constant", "green", "red"])
        #expect(variant.differences.allSatisfy { $0.values.count == 2 })
        #expect(variant.savings == variant.elementCount)
        // Without variant groups the array is there, empty.
        var options = ScanOptions(paths: ["Fixtures/FieldCases/NearMiss"], workingDirectory: TestPaths.packageRoot)
        options.clustering.maxDifferences = 0
        let none = try JSONDecoder().decode(
            JSONReport.self, from: Data(JSONReporter().render(Pipeline.scan(options)).utf8))
        #expect(none.variants.isEmpty)
    }

    @Test func sarifAndXcodeHaveOneFindingPerCopy() {
        let log = SARIFReporter().log(Self.report)
        let results = log.runs[0].results.filter { $0.ruleId == "near-miss-layout" }
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0.level == "warning" && $0.relatedLocations?.count == 1 })
        let xcode = ReportFormat.xcode.reporter(color: false).render(Self.report)
        #expect(xcode.components(separatedBy: "(near-miss-layout)").count - 1 == 2)
        #expect(xcode.contains("Offers.xib:15:17: warning: Near-miss layout"))
    }

    @Test func textShowsEachValueOfEachCopy() {
        let text = ReportFormat.text.reporter(color: false).render(Self.report)
        #expect(text.contains("view/constraints/constraint[0]@constant: [1] 16  [2] 20"))
        #expect(text.contains("Near-miss layouts: 1 group (2 copies)"))
    }

    /// `xibify show ID` shows a near-miss group by its id, as it shows a cluster.
    @Test func showTakesAGroupsID() throws {
        let group = try #require(Self.report.variants.first)
        let shown = TextReporter(detail: .cluster(group.id)).render(Self.report)
        #expect(shown.contains("V1 \(group.id)") && shown.contains("@constant: [1] 16  [2] 20"))
        #expect(TextReporter(detail: .cluster("ffffffff")).render(Self.report).isEmpty)
    }

    /// Each format's report of the fixture matches its golden (RECORD_GOLDENS=1 re-records).
    @Test(arguments: [ReportFormat.text, .json, .xcode, .sarif, .html])
    func matchesGolden(_ format: ReportFormat) {
        let settings = ReporterSettings(workingDirectory: format == .html ? "/src" : nil)
        let output = format.reporter(settings).render(Self.report)
        let failure = Golden.check(output, against: "report/NearMiss.\(goldenEnding(format))")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
