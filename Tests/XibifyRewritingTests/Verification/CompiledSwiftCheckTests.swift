import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyRewriting
@testable import XibifyWorkspace

/// `project` (CompiledSwiftCheck): no created Swift file where its target cannot compile it, or
/// where a test bundle would compile a second copy of the app's class.
@Suite struct CompiledSwiftCheckTests {
    @Test func aClassCompiledByATestBundleIsRefused() throws {
        let (result, projects) = try VerificationCase.testBundle()
        try CompiledSwiftCheck(files: result.files, projects: projects, plans: result.plans).run()
        var plan = try #require(result.plans.first)
        let test = try #require(plan.targets.first { $0.isTestBundle })
        // The test bundle copies the xib; only the app target compiles the class.
        #expect(plan.compilingTargets.map(\.name) == ["Cards"])
        var join = try #require(plan.joins[plan.swiftPath]?.first)
        join.target = test
        plan.joins[plan.swiftPath]?.append(join)
        do {
            try CompiledSwiftCheck(files: result.files, projects: projects, plans: [plan]).run()
            Issue.record("verified")
        } catch {
            #expect(error.check == "project" && error.code == "not-in-target", "\(error)")
        }
    }
}
