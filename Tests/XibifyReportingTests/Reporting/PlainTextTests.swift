import Testing

@testable import XibifyReporting
@testable import XibifyRewriting
@testable import XibifySupport

/// What the text outputs escape, and how (#27).
@Suite struct PlainTextTests {
    @Test(arguments: [
        ("Payment Summary", "Payment Summary"), ("a\nb", #"a\nb"#), ("a\tb\rc", #"a\tb\rc"#),
        ("\u{1B}[2J", #"\u{1B}[2J"#), ("\u{0}\u{7F}\u{85}", #"\u{0}\u{7F}\u{85}"#),
        ("a\u{2028}b\u{2029}", #"a\u{2028}b\u{2029}"#), ("\u{202E}gnp.exe", #"\u{202E}gnp.exe"#),
        ("\u{2066}x\u{2069}", #"\u{2066}x\u{2069}"#), ("Ça va, 東京 🎉 \\n", "Ça va, 東京 🎉 \\n"),
    ])
    func escapes(_ text: String, _ expected: String) {
        #expect(PlainText.escaped(text) == expected)
    }

    @Test func quotedValuesEscapeQuotesBackslashesAndControls() {
        #expect(TextReporter.quote("say \"hi\"\\\n\u{202E}") == #""say \"hi\"\\\n\u{202E}""#)
    }

    @Test func swiftCommentsStayOnTheirLineAndLiteralsHoldTheText() {
        #expect(SwiftLiteral.comment("Check\nout.storyboard") == #"Check\nout.storyboard"#)
        #expect(SwiftLiteral.string("a\"b\\c\nd\u{0}") == #""a\"b\\c\nd\u{0}""#)
    }

    @Test func gitQuotesPathsAsGitDiffDoes() {
        #expect(GitQuotedPath.header("a/", "App/Main.storyboard") == "a/App/Main.storyboard")
        #expect(GitQuotedPath.header("a/", "App/Été 2/x.xib") == "a/App/Été 2/x.xib")
        #expect(GitQuotedPath.header("b/", "Odd\nFolder/Check\tout.xib") == #""b/Odd\nFolder/Check\tout.xib""#)
        #expect(GitQuotedPath.header("a/", "q\"b\\s\u{1B}\u{2028}") == #""a/q\"b\\s\033\342\200\250""#)
    }
}
