import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyRewriting

/// `module`: each module that compiles a NibView wrapper declares `NibView` once.
@Suite struct ModuleCheckTests {
    @Test func aSecondNibViewInOneModuleIsRefused() throws {
        // XcodeGenApp compiles all its folders into one module (`Fixtures/FieldCases/XcodeGenApp`).
        let report = FieldCaseTests.scan(["XcodeGenApp"])
        let result = try Rewriter.prepareAll(
            report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        let bases = result.files.filter { $0.declaresBaseClass == NibViewStyle.baseClassName }
        #expect(bases.count == 1)
        #expect(VerificationCase.refusal(result.files, plans: result.plans, report: report) == nil)
        var second = try #require(bases.first)
        second.path = ((second.path as NSString).deletingLastPathComponent + "/../Uploads/NibView.swift")
        second.path = (second.path as NSString).standardizingPath
        let error = VerificationCase.refusal(result.files + [second], plans: result.plans, report: report)
        #expect(error?.check == "module" && error?.code == "base-class-count", "\(String(describing: error))")
    }
}
