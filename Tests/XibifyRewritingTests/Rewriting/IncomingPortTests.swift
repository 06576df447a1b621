import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Incoming ports on Fixtures/RuntimeCases/Schedule: a controller holding outlets to two inner
/// labels of each of two date cards, under different names, and cells holding an outlet to an
/// inner constraint of their seat badge.
@Suite struct IncomingPortTests {
    static let report = Pipeline.scan(
        ScanOptions(paths: ["Fixtures/RuntimeCases/Schedule"], workingDirectory: TestPaths.packageRoot))
    static let result = Result { try Rewriter.prepareAll(report, options: RewriteTests.options()) }

    static func plan(_ className: String) throws -> ExtractionPlan {
        try #require(try result.get().plans.first { $0.className == className })
    }

    @Test func diffAndOutputsMatchGoldens() throws {
        let result = try Self.result.get()
        #expect(Golden.check(UnifiedDiffRenderer().render(result.files), against: "rewrite/Schedule.diff") == nil)
        for file in result.files where file.original == nil {
            let name = (file.displayPath as NSString).lastPathComponent
            #expect(Golden.check(RewriteTests.text(file), against: "rewrite/files/Schedule/\(name)") == nil, "\(name)")
        }
    }

    @Test func oneControllerHoldsTwoCopiesUnderDifferentNames() throws {
        let plan = try Self.plan("DateCardView")
        // One port per label, whichever name the controller gives it in each copy.
        #expect(plan.ports.map(\.port.name).sorted() == ["titleLabelHolder", "valueLabelHolder"])
        #expect(
            plan.ports.map(\.port.heldAs) == [
                ["arrivalTitleLabel", "departureTitleLabel"], ["arrivalTimeLabel", "departureTimeLabel"],
            ])
        // Each placeholder connects both, to the controller, with its own names.
        #expect(
            plan.replaced.map { $0.connections.map { "\($0.port)=\($0.key ?? "")" } } == [
                ["titleLabelHolder=departureTitleLabel", "valueLabelHolder=departureTimeLabel"],
                ["titleLabelHolder=arrivalTitleLabel", "valueLabelHolder=arrivalTimeLabel"],
            ])
        #expect(plan.replaced.allSatisfy { $0.connections.allSatisfy { $0.destinationID == "Sv1-vC-s01" } })
        let swift = RewriteTests.text(try #require(try Self.result.get().files.first { $0.path == plan.swiftPath }))
        #expect(swift.contains(#"(titleLabelHolder as? NSObject)?.setValue(titleLabel, forKey: key)"#))
    }

    @Test func aCellsOutletToAnInnerConstraintIsHandedOver() throws {
        let plan = try Self.plan("SeatBadgeView")
        #expect(plan.ports.map(\.port.name) == ["iconWidthConstraintHolder"])
        #expect(plan.outlets.map(\.viewClass).contains("NSLayoutConstraint"))
        // Held strongly by the wrapper until the port hands it over: it may have no other owner.
        #expect(plan.outlets.first { $0.viewClass == "NSLayoutConstraint" }?.strong == true)
        #expect(plan.replaced.map { $0.connections.map(\.destinationID) } == [["Tc1-cL-s01"], ["Tc2-cL-s02"]])
    }

    @Test func theWrappersTypeCheck() throws {
        let wrappers = try Self.result.get().plans.map { SwiftSourceRenderer.wrapper(for: $0) }
        let check = try GeneratedSwiftTests.typeCheck(wrappers, against: "UIKit")
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func aHolderInsideAnotherCopyKeepsBothInline() throws {
        // Each card's value label holds an outlet to the other card's title: replacing both would
        // move each holder into the other's xib. Neither card is replaced; nothing crashes.
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases/Schedule")) { copy in
            let path = copy.appendingPathComponent("Schedule.storyboard")
            var text = try String(contentsOf: path, encoding: .utf8)
            for (label, partner) in [("Dv1-lB-s01", "Dt2-lB-s02"), ("Dv2-lB-s02", "Dt1-lB-s01")] {
                let start = try #require(text.range(of: #"id="\#(label)""#))
                let end = try #require(text.range(of: "</label>", range: start.upperBound..<text.endIndex))
                text.insert(
                    contentsOf:
                        #"<connections><outlet property="partner" destination="\#(partner)" id="p\#(label)"/></connections>"#,
                    at: end.lowerBound)
            }
            try Data(text.utf8).write(to: path)
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepareAll(report, options: RewriteTests.options(root))
            #expect(!result.plans.contains { $0.cluster.name == "Date Card" })
            let skipped = result.skipped.flatMap(\.skippedInstances) + result.plans.flatMap(\.skipped)
            #expect(skipped.contains { $0.reasons == [.holderInAnotherCopy] })
            #expect(result.plans.contains { $0.cluster.name == "Seat Badge" })
        }
    }

    // MARK: Tampered outputs

    /// The batch rendered from plans with one change to the date card's copies.
    static func tampered(_ change: (inout [ClusterInstance]) -> Void) throws -> ([RenderedFile], [ExtractionPlan]) {
        var plans = try result.get().plans
        let index = try #require(plans.firstIndex { $0.className == "DateCardView" })
        change(&plans[index].replaced)
        return (Rewriter.render(plans, report: report, options: RewriteTests.options()), plans)
    }

    static func expectRefused(_ batch: ([RenderedFile], [ExtractionPlan]), _ accepted: Set<String> = ["port"]) {
        do {
            try RewriteVerifier(report: report).verify(batch.0, plans: batch.1)
            Issue.record("verified")
        } catch {
            switch error {
            case .unaccountedCrossing: break
            case .classChanged where accepted.contains("class"): break
            default: Issue.record("got \(error)")
            }
        }
    }

    @Test func aPortConnectedToAnotherHolderIsRefused() throws {
        Self.expectRefused(
            try Self.tampered { copies in
                copies[0].connections[0].destinationID = "Sr1-vW-s01"
            })
    }

    @Test func aMissingOrAnExtraConnectionIsRefused() throws {
        Self.expectRefused(try Self.tampered { copies in copies[0].connections.removeFirst() })
        Self.expectRefused(
            try Self.tampered { copies in
                var extra = copies[1].connections[0]
                extra.destinationID = "Sv1-vC-s01"
                copies[0].connections.append(extra)
            })
    }

    @Test func aPlaceholderSettingAnotherCopysNameIsRefused() throws {
        Self.expectRefused(try Self.tampered { copies in copies[0].connections[0].key = "arrivalTitleLabel" })
        Self.expectRefused(try Self.tampered { copies in copies[1].connections[1].key = nil })
    }

    @Test func aWrapperWhosePortTakesNoKeyIsRefused() throws {
        let plans = try Self.result.get().plans
        var files = try Self.result.get().files
        let index = try #require(files.firstIndex { $0.displayPath.hasSuffix("DateCardView.swift") })
        // A port that hands over under one fixed name, or has no key property.
        files[index].declaration?.keyedPorts.removeAll { $0 == "titleLabelHolder" }
        Self.expectRefused((files, plans), ["port", "class"])
        files = try Self.result.get().files
        files[index].declaration?.properties.removeAll { $0 == "valueLabelHolderKey" }
        Self.expectRefused((files, plans), ["port", "class"])
        // And a wrapper without the port at all.
        files = try Self.result.get().files
        files[index].declaration?.ports.removeAll { $0 == "valueLabelHolder" }
        Self.expectRefused((files, plans), ["port", "class"])
    }
}
