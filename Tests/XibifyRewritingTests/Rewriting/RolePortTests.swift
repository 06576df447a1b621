import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWorkspace
@testable import XibifyWriting

/// One incoming port per role of an inner object across the cluster (#30).
///
/// Five rows of one layout, whose title and value labels two controllers hold under names of their own
/// (`Fixtures/FieldCases/RolePorts`: a Swift controller holds six labels of three rows, an
/// Objective-C one the values of two more). Each placeholder connects the port and names the
/// property its holder had; the wrapper assigns the Swift holder's typed outlets and hands the
/// Objective-C holder's over by key.
@Suite struct RolePortTests {
    static let storyboard = "Fixtures/FieldCases/RolePorts/Account.storyboard"

    @Test func oneKeyedPortPerRoleServesEveryCopy() throws {
        let (_, result) = try HolderPortTests.rewrite("RolePorts")
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let plan = try #require(result.plans.first)
        #expect(result.plans.count == 1 && plan.replaced.count == 5)
        // Two ports where a port per property would have been eight.
        #expect(plan.ports.map(\.port.name) == ["titleLabelHolder", "valueLabelHolder"])
        #expect(plan.ports.allSatisfy { $0.port.isKeyed && $0.port.member.isEmpty })
        #expect(plan.ports[0].port.heldAs == ["emailTitleLabel", "phoneTitleLabel", "planTitleLabel"])
        #expect(plan.ports[1].port.heldAs == ["addressLabel", "emailLabel", "nameLabel", "phoneLabel", "planLabel"])
        // Each copy connects the ports it used, each with the name its holder had.
        let keys = plan.replaced.map { copy in copy.connections.map { "\($0.port)=\($0.key ?? "-")" } }
        #expect(
            keys == [
                ["titleLabelHolder=emailTitleLabel", "valueLabelHolder=emailLabel"],
                ["titleLabelHolder=phoneTitleLabel", "valueLabelHolder=phoneLabel"],
                ["titleLabelHolder=planTitleLabel", "valueLabelHolder=planLabel"],
                ["valueLabelHolder=nameLabel"], ["valueLabelHolder=addressLabel"],
            ])
        // The placeholders say so: the outlet to the holder and the name, as a runtime attribute.
        let file = try #require(result.files.first { $0.displayPath.hasSuffix("RolePorts/Account.storyboard") })
        let text = String(decoding: file.contents, as: UTF8.self)
        #expect(
            text.contains(
                #"<userDefinedRuntimeAttribute type="string" keyPath="valueLabelHolderKey" value="addressLabel"/>"#))
        #expect(text.contains(#"<outlet property="valueLabelHolder" destination="Bl-Vc-000""#))
        #expect(!text.contains(#"<outlet property="addressLabel""#))
    }

    /// The Swift controller's outlets are typed cases; the Objective-C controller's names go by key.
    @Test func swiftHoldersAreAssignedTypedAndTheOthersByKey() throws {
        let (_, result) = try HolderPortTests.rewrite("RolePorts")
        let plan = try #require(result.plans.first)
        let value = try #require(plan.ports.first { $0.port.name == "valueLabelHolder" })
        #expect(
            value.holderClasses == [
                "emailLabel": "AccountViewController", "phoneLabel": "AccountViewController",
                "planLabel": "AccountViewController",
            ])
        let swift = try HolderPortTests.text(result, plan.swiftPath)
        #expect(
            swift.contains("@objc var valueLabelHolderKey: String? {\n        didSet { handOverValueLabelHolder() }"))
        #expect(
            swift.contains(
                "case \"planLabel\":\n            (valueLabelHolder as? AccountViewController)?.planLabel = valueLabel")
        )
        #expect(
            swift.contains("default:\n            (valueLabelHolder as? NSObject)?.setValue(valueLabel, forKey: key)"))
        #expect(!swift.contains("case \"nameLabel\""))
    }

    /// The wrapper type-checks with the controller it assigns; renamed there, the build fails.
    @Test func renamingAnOutletTheSwitchAssignsFailsTheTypeCheck() throws {
        let (_, result) = try HolderPortTests.rewrite("RolePorts")
        let plan = try #require(result.plans.first)
        let wrapper = try HolderPortTests.text(result, plan.swiftPath)
        let controller = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("FieldCases/RolePorts/AccountViewController.swift"),
            encoding: .utf8)
        // The stubs declare only what generated code uses; the controller needs its superclass.
        let standIn = "import UIKit\n\nopen class UIViewController: UIResponder {\n    open func viewDidLoad() {}\n}\n"
        let check = try GeneratedSwiftTests.typeCheck([wrapper, controller, standIn], against: "UIKit")
        #expect(check.status == 0, "\(check.output)")
        let renamed = controller.replacingOccurrences(of: "var phoneTitleLabel", with: "var phoneCaptionLabel")
            .replacingOccurrences(of: "phoneTitleLabel.text", with: "phoneCaptionLabel.text")
        let failed = try GeneratedSwiftTests.typeCheck([wrapper, renamed, standIn], against: "UIKit")
        #expect(failed.status != 0)
        #expect(failed.output.contains("phoneTitleLabel"), "\(failed.output)")
    }

    /// The verifier reads each placeholder's name: another copy's, or none, is refused.
    @Test func aPlaceholderNamingAnotherPropertyIsRefused() throws {
        let (report, result) = try HolderPortTests.rewrite("RolePorts")
        let path = try #require(result.files.first { $0.displayPath.hasSuffix("RolePorts/Account.storyboard") }).path
        let attribute = #"keyPath="valueLabelHolderKey" value="addressLabel""#
        #expect(
            FieldCaseTests.refuses(
                result, report: report, in: path, replacing: attribute,
                with: #"keyPath="valueLabelHolderKey" value="nameLabel""#))
        #expect(
            FieldCaseTests.refuses(
                result, report: report, in: path, replacing: attribute,
                with: #"keyPath="otherKey" value="addressLabel""#))
    }

    /// An Objective-C holder that does not declare the name is refused by the key check.
    @Test func anUndeclaredNameOfAnObjectiveCHolderIsRefused() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/RolePorts")) { copy in
            let header = copy.appendingPathComponent("BillingViewController.h")
            let text = try String(contentsOf: header, encoding: .utf8)
            let stale = text.replacingOccurrences(of: "*addressLabel;", with: "*streetLabel;")
            #expect(stale != text)
            try Data(stale.utf8).write(to: header)
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepare(report, options: ExtractionOptions(workingDirectory: root))
            let dropped = try #require(result.dropped.first)
            guard case .undeclaredHolderKey(_, _, let holder, let key) = dropped.failure else {
                Issue.record("\(dropped.failure)")
                return
            }
            #expect(holder == "BillingViewController" && key == "addressLabel")
        }
    }

    /// A placeholder is a copy already extracted, not a layout: two placeholders alike (the same
    /// ports, the same names) are not reported as pastes of each other by a later scan.
    @Test func placeholdersAlikeAreNotALayout() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/RolePorts")) { copy in
            let root = copy.deletingLastPathComponent()
            func scan() -> ScanReport {
                var options = ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root)
                options.clustering.minViews = 1
                return Pipeline.scan(options)
            }
            let first = try Rewriter.prepare(scan(), options: ExtractionOptions(workingDirectory: root))
            try BatchWriter().write(first.files)
            // The email row's placeholder pasted once more in its scene, ids renewed.
            let path = copy.appendingPathComponent("Account.storyboard")
            let text = try String(contentsOf: path, encoding: .utf8)
            let start = try #require(text.range(of: #"<view contentMode="scaleToFill" id="Em-Rw-000""#))
            let end = try #require(text.range(of: "</view>", range: start.upperBound..<text.endIndex))
            let lineStart = try #require(
                text.range(of: "\n", options: .backwards, range: text.startIndex..<start.lowerBound))
            var pasted = String(text[lineStart.upperBound..<end.upperBound]) + "\n"
            pasted = pasted.replacingOccurrences(of: "Em-Rw-000", with: "Em-Rw-900")
            for id in pasted.matches(of: /<outlet property="\w+" destination="Ac-Vc-000" id="([^"]+)"/).map(\.output.1)
            {
                pasted = pasted.replacingOccurrences(of: #"id="\#(id)""#, with: #"id="x\#(id)""#)
            }
            var edited = text
            edited.insert(contentsOf: pasted, at: lineStart.upperBound)
            try Data(edited.utf8).write(to: path)
            let report = scan()
            #expect(report.documents.count == 2)
            #expect(!report.clusters.contains { $0.instances.contains { $0.objectID == "Em-Rw-900" } })
        }
    }

    /// Labels without a label of their own in Interface Builder are named by what their holders
    /// call them: the titles, held as `emailTitleLabel`, `phoneTitleLabel` and `planTitleLabel`,
    /// become `titleLabel`, with the port `titleLabelHolder`.
    @Test func anUnlabelledObjectIsNamedByItsHolders() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/RolePorts")) { copy in
            let path = copy.appendingPathComponent("Account.storyboard")
            let text = try String(contentsOf: path, encoding: .utf8)
            let unlabelled = text.replacingOccurrences(of: #" userLabel="Title""#, with: "")
            #expect(unlabelled != text)
            try Data(unlabelled.utf8).write(to: path)
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepare(report, options: ExtractionOptions(workingDirectory: root))
            #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
            let plan = try #require(result.plans.first)
            let title = try #require(plan.ports.first { $0.port.heldAs.contains("emailTitleLabel") })
            #expect(title.port.name == "titleLabelHolder" && title.objectOutlet == "titleLabel")
        }
    }

    /// Rows pasted again later, held under names the class's switch does not know, become
    /// placeholders of the class written earlier: its port takes any name, by key.
    @Test func newCopiesAdoptTheKeyedPortUnderNewNames() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/RolePorts")) { copy in
            let root = copy.deletingLastPathComponent()
            let options = ExtractionOptions(workingDirectory: root)
            func scan() -> ScanReport {
                Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            }
            let first = try Rewriter.prepare(scan(), options: options)
            try BatchWriter().write(first.files)
            // The billing rows pasted into a support screen whose controller holds them otherwise.
            let original = try String(
                contentsOf: TestPaths.packageRoot.appendingPathComponent(Self.storyboard), encoding: .utf8)
            let support = original.replacingOccurrences(of: "BillingViewController", with: "SupportViewController")
                .replacingOccurrences(of: #"property="nameLabel""#, with: #"property="hoursLabel""#)
                .replacingOccurrences(of: #"property="addressLabel""#, with: #"property="contactLabel""#)
            try Data(support.utf8).write(to: copy.appendingPathComponent("Support.storyboard"))
            let controller = """
                import UIKit

                final class SupportViewController: UIViewController {
                    @IBOutlet weak var hoursLabel: UILabel!
                    @IBOutlet weak var contactLabel: UILabel!
                }

                """
            try Data(controller.utf8).write(to: copy.appendingPathComponent("SupportViewController.swift"))
            let second = try Rewriter.prepare(scan(), options: options)
            #expect(second.dropped.isEmpty, "\(second.dropped.map(\.failure.problem))")
            let plan = try #require(second.plans.first)
            #expect(second.plans.count == 1 && plan.adoptsExistingClass && plan.replaced.count == 5)
            #expect(Set(plan.ports.map(\.port.name)) == ["titleLabelHolder", "valueLabelHolder"])
            let keys = Set(plan.replaced.flatMap { $0.connections.compactMap(\.key) })
            #expect(keys.isSuperset(of: ["hoursLabel", "contactLabel"]))
            try BatchWriter().write(second.files)
            #expect(try !Rewriter.prepare(scan(), options: options).hasChanges)
        }
    }
}
