import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning

/// Twins in an order-free list are numbered by what refers to them (#31, correction 1).
///
/// `Fixtures/FieldCases/TwinConstraints`: a player badge whose avatar has `width = 50` twice, one
/// of them uninstalled for compact heights, pasted into another scene with the two constraints
/// in the other order. Numbered by file order, the mask named the first twin in one copy and the
/// second in the other, and the copies were two layouts.
@Suite struct TwinConstraintsTests {
    @Test func twinsPastedInAnotherOrderAreOneLayout() throws {
        let report = FieldCaseTests.scan(["TwinConstraints"])
        let cluster = try #require(report.clusters.first)
        #expect(report.clusters.count == 1)
        #expect(cluster.instances.map(\.objectID) == ["L1-Rt-000", "M1-Rt-000"])
    }

    @Test func bothCopiesAreReplacedAndVerified() throws {
        let report = FieldCaseTests.scan(["TwinConstraints"])
        let result = try Rewriter.prepare(report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let plan = try #require(result.plans.first)
        #expect(plan.replaced.count == 2)
        // The xib keeps one twin uninstalled for compact heights.
        let xib = String(decoding: try #require(result.files.first { $0.path == plan.xibPath }).contents, as: UTF8.self)
        #expect(xib.components(separatedBy: #"firstAttribute="width" constant="50""#).count == 3, "\(xib)")
        #expect(xib.contains(#"<exclude reference="L1-cA-001"/>"#), "\(xib)")
    }
}
