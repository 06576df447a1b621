import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyRewriting

/// `project`: an edited `project.pbxproj` builds every created file in the targets its joins name.
@Suite struct ProjectCheckTests {
    @Test func aProjectEditThatLeavesAFileOutIsRefused() throws {
        let result = try VerificationCase.testBundle(addToProject: true).result
        var files = result.files
        #expect(files.contains { $0.kind == .project })
        try ProjectCheck(files: files, workspace: .disk).run()
        // The xib, wanted in Compile Sources: the edited project copies it as a resource instead.
        let xib = try #require(files.firstIndex { $0.kind == .xib && $0.joins.contains(where: \.needsProjectEdit) })
        files[xib].joins = files[xib].joins.map { join in
            var join = join
            join.phase = .sources
            return join
        }
        do {
            try ProjectCheck(files: files, workspace: .disk).run()
            Issue.record("verified")
        } catch {
            #expect(error.check == "project" && error.code == "not-in-target", "\(error)")
        }
    }
}
