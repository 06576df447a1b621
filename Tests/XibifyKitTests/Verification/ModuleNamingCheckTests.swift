import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning

/// `project` (ModuleNamingCheck): the placeholders and the xib's object of the class name the
/// module that compiles it, as the nib loader looks it up.
@Suite struct ModuleNamingCheckTests {
    /// Fixtures/FieldCases/SharedLibrary: a static library compiles the class, so the documents
    /// name its module alone; a placeholder that lets the building target provide the module (the
    /// app's, where the class is not) is refused, and so is a xib that does.
    @Test func aPlaceholderNamingTheBuildingTargetsModuleIsRefused() throws {
        let report = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/FieldCases/SharedLibrary"], workingDirectory: TestPaths.packageRoot))
        let result = try Rewriter.prepareAll(
            report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        let plan = try #require(result.plans.first)
        #expect(plan.module == .library("TerminalShared"))
        #expect(plan.compilingTargets.map(\.name) == ["TerminalShared"])
        #expect(VerificationCase.refusal(result.files, plans: result.plans, report: report) == nil)
        // `--module` cannot move the class out of the library that compiles it.
        var moduled = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        moduled.module = "Terminal"
        #expect(try Rewriter.prepareAll(report, options: moduled).plans.first?.module == .library("TerminalShared"))
        let named = #"customClass="ProfileRowView" customModule="TerminalShared""#
        let provided = named + #" customModuleProvider="target""#
        for file in ["Settings/Profiles.xib", "Settings/ProfileRowView.xib"] {
            var tampered = try VerificationCase.editing(file, in: result.files) {
                $0.replacingOccurrences(of: named, with: provided)
            }
            // In an edited document the placeholders are the edits' text: tampered there too.
            let index = try #require(tampered.firstIndex { $0.displayPath.hasSuffix(file) })
            for edit in tampered[index].edits.indices {
                let text = String(decoding: tampered[index].edits[edit].replacement, as: UTF8.self)
                tampered[index].edits[edit].replacement = Array(
                    text.replacingOccurrences(of: named, with: provided).utf8)
            }
            let error = VerificationCase.refusal(tampered, plans: result.plans, report: report)
            #expect(
                error?.check == "project" && error?.code == "not-in-target", "\(file): \(String(describing: error))")
        }
    }
}
