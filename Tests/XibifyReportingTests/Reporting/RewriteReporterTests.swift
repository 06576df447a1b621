import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `rewrite`'s outputs as reporters: chosen by format and outcome, and byte-identical to what
/// the renderers they wrap give.
@Suite struct RewriteReporterTests {
    @Test func formatAndOutcomeChooseTheReporter() throws {
        let result = try ShopAppFixture.rewritten()
        let diff = RewriteOutcome(result: result, mode: .diff, written: false)
        let written = RewriteOutcome(result: result, mode: .write, written: true)
        let text = RewriteFormat.text.reporter(for: diff, color: false)
        #expect(type(of: text).identifier == "diff")
        #expect(type(of: RewriteFormat.text.reporter(for: written, color: false)).identifier == "summary")
        #expect(type(of: RewriteFormat.json.reporter(for: written, color: false)).identifier == "json")
        // The diff is the golden's, as before the reporters existed.
        #expect(Golden.check(text.render(diff), against: "rewrite/ShopApp.diff") == nil)
        // Written file by file, never joined first: the pieces are the files' diffs, in order.
        let pieces = text.renderPieces(diff)
        #expect(pieces.count == result.files.count && pieces.joined() == text.render(diff))
        #expect(
            RewriteSummaryReporter().render(written) == RewriteSummaryRenderer().written(result),
            "the summary after --write")
        let json = RewriteJSONReporter().render(written)
        let decoded = try JSONDecoder().decode(RewriteJSONReport.self, from: Data(json.utf8))
        #expect(decoded == RewriteJSONReport(result, mode: "write", written: true))
        #expect(json.hasSuffix("}\n"))
    }

    /// A copy with several blockers lists them below its note, one per line.
    @Test func notesItemiseSeveralReasons() throws {
        let notes = RewriteSummaryRenderer().notes(try ShopAppFixture.rewritten())
        #expect(notes.split(separator: "\n").allSatisfy { $0.count <= RewriteSummaryRenderer.wrapThreshold })
        #expect(notes.contains("\n  - "), "the fixture has a copy with two blockers")
        let lines = notes.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.hasPrefix("  - ") {
            // An item follows its note's head (ending with a colon) or another item or its continuation.
            let previous = lines[..<index].last { !$0.hasPrefix("    ") } ?? ""
            #expect(previous.hasSuffix(":") || previous.hasPrefix("  - "), "\(line)")
        }
    }
}
