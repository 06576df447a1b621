import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWorkspace

/// A verified batch to tamper with, and what the verifier then says: each check's test changes
/// one thing a check must notice and expects that check, by its stable identifier, to refuse.
enum VerificationCase {
    /// The ShopApp fixture's rewrite, which verifies as it is.
    static func shopApp() throws -> RewriteResult { try RewriteTests.rewritten() }

    /// The batch with the text of the file whose path ends in `suffix` changed by `edit`; the
    /// edit must change something.
    static func editing(
        _ suffix: String, in files: [RenderedFile], _ edit: (String) -> String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [RenderedFile] {
        var files = files
        let index = try #require(files.firstIndex { $0.displayPath.hasSuffix(suffix) }, sourceLocation: sourceLocation)
        let before = String(decoding: files[index].contents, as: UTF8.self)
        let after = edit(before)
        #expect(after != before, "the edit of \(suffix) changed nothing", sourceLocation: sourceLocation)
        files[index].contents = Array(after.utf8)
        return files
    }

    /// The rewrite of `Fixtures/FieldCases/TestBundle` (an app target and the unit-test bundle
    /// that copies its documents), with the projects it was planned against.
    static func testBundle(addToProject: Bool = false) throws -> (result: RewriteResult, projects: ProjectIndex) {
        let report = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/FieldCases/TestBundle"], workingDirectory: TestPaths.packageRoot))
        var options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        options.addToProject = addToProject
        let result = try Rewriter.prepareAll(report, options: options)
        return (
            result,
            ProjectIndex.load(
                for: report.documents.map { options.workingDirectory.appendingPathComponent($0.path).path },
                files: .disk)
        )
    }

    /// The error the verifier refuses a batch with, or nil when it verifies.
    static func refusal(
        _ files: [RenderedFile], plans: [ExtractionPlan], report: ScanReport = RewriteTests.report,
        projects: ProjectIndex = .empty
    ) -> VerificationError? {
        do {
            try RewriteVerifier(report: report, projects: projects).verify(files, plans: plans)
            return nil
        } catch {
            return error
        }
    }
}
