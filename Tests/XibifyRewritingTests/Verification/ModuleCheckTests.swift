import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyRewriting

/// `module`: each module that compiles a NibView wrapper declares `NibView` once.
@Suite struct ModuleCheckTests {
    @Test func aSecondNibViewInOneModuleIsRefused() throws {
        // XcodeGenApp's spec compiles all its folders into one module (`Fixtures/FieldCases/XcodeGenApp`).
        let report = FieldCaseTests.scan(["XcodeGenApp"])
        let options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        let result = try Rewriter.prepareAll(report, options: options)
        let projects = ExtractionPlanner(options: options).projects(of: report)
        let bases = result.files.filter { $0.declaresBaseClass == NibViewStyle.baseClassName }
        #expect(bases.count == 1)
        #expect(VerificationCase.refusal(result.files, plans: result.plans, report: report, projects: projects) == nil)
        // A second one elsewhere in the module, which the spec's sources take in by themselves
        // (the plan joins it to nothing).
        var second = try #require(bases.first)
        second.path = ((second.path as NSString).deletingLastPathComponent + "/../Uploads/NibView.swift")
        second.path = (second.path as NSString).standardizingPath
        second.joins = []
        let error = VerificationCase.refusal(
            result.files + [second], plans: result.plans, report: report, projects: projects)
        #expect(error?.check == "module" && error?.code == "base-class-count", "\(String(describing: error))")
    }
}
