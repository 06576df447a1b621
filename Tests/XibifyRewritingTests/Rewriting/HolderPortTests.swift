import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWorkspace

/// Incoming ports as the replaced copies use them (#30): a port exists only where a placeholder
/// connects it, a holder declared in Swift in the wrapper's module gets its typed outlet, and a
/// key handed over by key-value coding names an outlet the holder declares
/// (`Fixtures/FieldCases/HolderPorts`, `StaleOutlet`, `OwnerSubclass`).
@Suite struct HolderPortTests {
    static func rewrite(_ fixture: String) throws -> (report: ScanReport, result: RewriteResult) {
        let report = FieldCaseTests.scan([fixture])
        let result = try Rewriter.prepare(report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        return (report, result)
    }

    static func text(_ result: RewriteResult, _ path: String) throws -> String {
        let file = try #require(result.files.first { $0.path == path })
        return String(decoding: file.contents, as: UTF8.self)
    }

    /// Three device rows; the serial number's row stays inline (its title is in an outlet
    /// collection), and only it has the controller's `serialLabel`: the wrapper has no port for it.
    @Test func aPortOnlyAnInlineCopyUsesIsNotDeclared() throws {
        let (report, result) = try Self.rewrite("HolderPorts")
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let plan = try #require(result.plans.first)
        #expect(result.plans.count == 1 && plan.replaced.count == 2 && plan.skipped.count == 1)
        // The scan knows the inline copy's outlet (`report` shows it with that copy) …
        let cluster = try #require(report.clusters.first)
        #expect(cluster.ports.contains { $0.heldNames.contains("serialLabel") })
        // … the plan, the placeholders and the wrapper do not.
        #expect(plan.ports.flatMap(\.port.heldNames).sorted() == ["deviceIdLabel", "deviceNameLabel"])
        let used = Set(plan.replaced.flatMap { $0.connections.map(\.port) })
        #expect(Set(plan.ports.map(\.port.name)) == used)
        let swift = try Self.text(result, plan.swiftPath)
        #expect(!swift.contains("serialLabel"), "\(swift)")
        // The inline copy keeps the controller's outlet in the storyboard.
        let storyboard = try #require(result.files.first { $0.displayPath.hasSuffix("HolderPorts/Devices.storyboard") })
        #expect(
            String(decoding: storyboard.contents, as: UTF8.self).contains(
                #"<outlet property="serialLabel" destination="Dv3-Vl-002""#))
    }

    /// A wrapper that declares a port no placeholder connects is refused, so such a port cannot
    /// come back unnoticed.
    @Test func aDeclaredPortNoPlaceholderConnectsIsRefused() throws {
        let (report, result) = try Self.rewrite("HolderPorts")
        var plans = result.plans
        let cluster = try #require(report.clusters.first)
        let serial = try #require(cluster.ports.first { $0.heldNames.contains("serialLabel") })
        let carrier = try #require(plans[0].ports.first { $0.port.kind == .incomingOutlet })
        var extra = carrier
        extra.port = serial
        extra.port.name = "serialLabelHolder"
        extra.port.member = "serialLabel"
        extra.port.heldAs = []
        extra.holderClasses = [:]
        plans[0].ports.append(extra)
        let options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        let files = Rewriter.render(plans, report: report, options: options)
        let error = VerificationCase.refusal(files, plans: plans, report: report)
        #expect(error?.check == "ports" && error?.code == "unconnected-port", "\(String(describing: error))")
    }

    /// One port hands the value label to the controller under each copy's name; the
    /// controller's internal outlet is assigned as a typed property, its private outlet by key.
    @Test func aHolderDeclaredInSwiftGetsItsTypedOutlet() throws {
        let (_, result) = try Self.rewrite("HolderPorts")
        let plan = try #require(result.plans.first)
        let port = try #require(plan.ports.first { $0.port.kind == .incomingOutlet })
        #expect(plan.ports.count == 1 && port.port.heldAs == ["deviceIdLabel", "deviceNameLabel"])
        #expect(port.holderClasses == ["deviceIdLabel": "DeviceViewController"])
        let swift = try Self.text(result, plan.swiftPath)
        let outlet = try #require(port.objectOutlet)
        #expect(
            swift.contains(
                "case \"deviceIdLabel\":\n            (\(port.port.name) as? DeviceViewController)?.deviceIdLabel = \(outlet)"
            ),
            "\(swift)")
        #expect(swift.contains("(\(port.port.name) as? NSObject)?.setValue(\(outlet), forKey: key)"), "\(swift)")
        #expect(!swift.contains(#"forKey: "deviceIdLabel")"#), "\(swift)")
    }

    /// Renaming the outlet in the controller fails the type-check of the generated wrapper with
    /// the controller's source, where key-value coding would have compiled and crashed at launch.
    @Test func renamingTheTypedOutletFailsTheTypeCheck() throws {
        let (_, result) = try Self.rewrite("HolderPorts")
        let plan = try #require(result.plans.first)
        let wrapper = try Self.text(result, plan.swiftPath)
        let controllerPath = TestPaths.packageRoot.appendingPathComponent(
            "Fixtures/FieldCases/HolderPorts/DeviceViewController.swift")
        let controller = try String(contentsOf: controllerPath, encoding: .utf8)
        // The stubs declare only what generated code uses; the app's controller needs its superclass.
        let standIn = "import UIKit\n\nopen class UIViewController: UIResponder {}\n"
        let check = try GeneratedSwiftTests.typeCheck([wrapper, controller, standIn], against: "UIKit")
        #expect(check.status == 0, "\(check.output)")
        let renamed = controller.replacingOccurrences(of: "var deviceIdLabel", with: "var deviceIDLabel")
        #expect(renamed != controller)
        let failed = try GeneratedSwiftTests.typeCheck([wrapper, renamed, standIn], against: "UIKit")
        #expect(failed.status != 0)
        #expect(failed.output.contains("deviceIdLabel"), "\(failed.output)")
    }

    /// A storyboard outlet whose key the controller no longer declares (renamed in code only)
    /// would be handed over by key-value coding to nothing: the verifier refuses the cluster.
    @Test func aKeyTheHolderDoesNotDeclareIsRefused() throws {
        let (_, result) = try Self.rewrite("StaleOutlet")
        #expect(result.plans.isEmpty)
        let dropped = try #require(result.dropped.first)
        #expect(dropped.check == "ports" && dropped.failure.code == "undeclared-holder-key", "\(dropped.failure)")
        guard case .undeclaredHolderKey(_, _, let holder, let key) = dropped.failure else {
            Issue.record("\(dropped.failure)")
            return
        }
        #expect(holder == "ArchiveViewController" && key == "modifiedLabel")
    }

    /// File's Owner is handed in by the code that loads the nib, possibly of a subclass of the
    /// class the xib names (Radar COVID's xibs name `BaseViewController`; its subclasses declare
    /// the outlets): its keys are not judged against the named class.
    @Test func aPlaceholderHoldersKeysAreNotJudgedByItsNamedClass() throws {
        let (_, result) = try Self.rewrite("OwnerSubclass")
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let plan = try #require(result.plans.first)
        #expect(plan.ports.flatMap(\.port.heldNames).sorted() == ["checkInLabel", "venueLabel"])
        #expect(plan.ports.allSatisfy { $0.holderClasses.isEmpty })
    }

    /// A component written with a typed port is read back with it, so later copies adopt it.
    @Test func aTypedPortIsReadBackFromAnEarlierRunsWrapper() throws {
        let (_, result) = try Self.rewrite("HolderPorts")
        let plan = try #require(result.plans.first)
        let swift = try #require(result.files.first { $0.path == plan.swiftPath })
        let wrapper = try #require(
            ExistingWrapper.read(
                path: plan.swiftPath, className: plan.className, platform: plan.platform,
                files: WorkspaceFiles(overlay: [plan.swiftPath: swift.contents])))
        let typed = try #require(plan.ports.first { !$0.holderClasses.isEmpty })
        let outlet = try #require(typed.objectOutlet)
        #expect(wrapper.keyedIncomingPorts[outlet] == typed.port.name)
        #expect(wrapper.declaration.keyedPorts == [typed.port.name])
        #expect(wrapper.declaration.typedHolders == [typed.port.name + ".deviceIdLabel": "DeviceViewController"])
        #expect(wrapper.declaration.properties.contains(typed.port.keyProperty))
    }
}
