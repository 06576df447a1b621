import Testing

@testable import XibifyWorkspace

/// `CodeScrubber`: comments and literals become spaces, every other byte and every line break
/// stays where it was.
@Suite struct CodeScrubberTests {
    private func scrubbed(_ text: String, objectiveC: Bool = false) -> String {
        String(decoding: CodeScrubber.scrub(Array(text.utf8), objectiveC: objectiveC), as: UTF8.self)
    }

    @Test func swiftCommentsAndStringsAreBlankedInPlace() {
        let source = """
            a.b // card.subviews
            /* one /* nested */ card.layer */ c.d
            let s = "card.subviews \\" still" + e.f
            let r = #"card."subviews"#; g.h
            let m = \"""
              card.subviews
              \"""; i.j
            """
        let result = scrubbed(source)
        #expect(result.utf8.count == source.utf8.count)
        #expect(result.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
        #expect(!result.contains("card"))
        for kept in ["a.b", "c.d", "e.f", "g.h", "i.j", "let s =", "let r ="] {
            #expect(result.contains(kept), "\(kept)")
        }
    }

    @Test func objectiveCLiteralsAndCommentsAreBlanked() {
        let source = """
            [self.card setHidden:NO]; // [self.card subviews]
            NSString *s = @"self.card.subviews"; char c = '"'; x.y = 1;
            /* self.card /* not nested in C */ z.w = 2;
            """
        let result = scrubbed(source, objectiveC: true)
        #expect(result.contains("[self.card setHidden:NO];"))
        #expect(!result.contains("subviews"))
        #expect(result.contains("x.y = 1;") && result.contains("z.w = 2;"))
        #expect(result.utf8.count == source.utf8.count)
    }

    @Test func anUnterminatedCommentOrStringEndsAtTheFileOrLineEnd() {
        #expect(!scrubbed("a /* card.subviews").contains("card"))
        let line = scrubbed("let s = \"card.subviews\nnext.line")
        #expect(!line.contains("card") && line.contains("next.line"))
    }
}
