import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning

/// Numbers a hand edit broke (`Fixtures/FieldCases/HandEdited`).
///
/// A value Interface Builder never writes (`2R`, `4O`) where the rewrite would carry a number.
/// Found by the fuzzer: a constraint port wrote `2R` as its runtime attribute, the ports check
/// caught it, and the whole cluster was dropped as a bug; a variant parameter carried `2R` into a
/// `<real>` unseen. Now the copy or the group stays inline, with the reason, and the rest is
/// extracted.
@Suite struct HandEditedNumberTests {
    private static func prepare(_ paths: [String]) throws -> (ScanReport, RewriteResult) {
        let report = FieldCaseTests.scan(paths)
        let result = try Rewriter.prepare(report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        return (report, result)
    }

    /// No runtime attribute of the batch holds the hand-edited text.
    private static func expectNotCarried(_ text: String, in result: RewriteResult) {
        for file in result.files {
            let contents = String(decoding: file.contents, as: UTF8.self)
            #expect(!contents.contains(#"value="\#(text)""#), "\(file.displayPath)")
        }
    }

    /// The fourth tile's margin is `2R`: the group of four is skipped as such, and the three
    /// exact tiles it took are extracted as their cluster.
    @Test func aNumberParameterThatIsNoNumberLeavesTheGroupInline() throws {
        let (report, result) = try Self.prepare(["HandEdited/Tiles.xib"])
        let group = try #require(report.variants.first)
        #expect(report.variants.count == 1 && group.copies.count == 4)
        #expect(result.dropped.isEmpty)
        #expect(result.plans.map { $0.replaced.count } == [3])
        let skipped = try #require(result.skipped.first { $0.id == group.id })
        #expect(skipped.reason.id == "parameter-not-a-number")
        #expect(
            skipped.reason
                == .parameterNotANumber(
                    name: "tileLeadingConstant", path: "view/constraints/constraint[1]@constant", value: "2R"))
        Self.expectNotCarried("2R", in: result)
    }

    /// The third tile's title is pinned from outside at `4O`: no constraint port carries it, so
    /// that tile stays inline and the other two are extracted with their ports.
    @Test func aPinWhoseConstantIsNoNumberKeepsItsCopyInline() throws {
        let (report, result) = try Self.prepare(["HandEdited/Pinned.xib"])
        let cluster = try #require(report.clusters.first)
        #expect(report.clusters.count == 1 && cluster.instances.count == 3)
        let blocked = cluster.instances.filter { !$0.blockers.isEmpty }
        #expect(blocked.compactMap(\.objectID) == ["PCv-Tl-000"])
        #expect(blocked.flatMap(\.blockers).allSatisfy { $0.advice.contains("its constant, `4O`, is not a number") })
        #expect(result.dropped.isEmpty)
        let plan = try #require(result.plans.first)
        #expect(plan.replaced.compactMap(\.objectID) == ["PAv-Tl-000", "PBv-Tl-000"])
        #expect(plan.ports.map(\.port.kind) == [.incomingConstraint])
        Self.expectNotCarried("4O", in: result)
    }

    /// Both files: one group of seven, skipped, and the exact tiles extracted but the pinned one.
    ///
    /// The group holds the six exact tiles and the hand-edited margin. Before, both clusters were
    /// dropped.
    @Test func togetherNothingIsDropped() throws {
        let (_, result) = try Self.prepare(["HandEdited"])
        #expect(result.dropped.isEmpty)
        #expect(result.plans.map { $0.replaced.count } == [5])
        #expect(result.skipped.map(\.reason.id) == ["parameter-not-a-number"])
    }
}
