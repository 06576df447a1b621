import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Names, labels and paths of the inputs are escaped in every text output, so a `userLabel`
/// holding `&#10;` cannot plant a line and a file name with a newline or an escape sequence
/// cannot break a finding in two or rewrite the terminal (#27, findings 4 and 8).
@Suite struct ControlCharacterTests {
    /// What must never reach a text output raw: any escaped character but the line ends.
    static func rawControls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { PlainText.isEscaped($0) && $0 != "\n" }
    }

    /// A line of the output that begins with what a name or label held after its newline.
    static func plantedLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter {
            $0.hasPrefix("INJECTED") || $0.hasPrefix("Folder/") || $0.hasPrefix("file.storyboard")
                || $0.hasPrefix("ken")
        }
    }

    @Test func theTextReportAndTheRefusalsKeepOneFindingPerLine() throws {
        try HostileNameFixture.with { root in
            let broken = root.appendingPathComponent("App/Bro\nken\u{1B}[2J.storyboard")
            try Data("<document type=\"x\"".utf8).write(to: broken)
            let report = try BinaryRunner.run(["report", "App"], in: root)
            #expect(report.status == 65, "\(report.stderr)")
            #expect(report.stdout.contains("\"\(HostileNameFixture.labelEscaped)\""), "\(report.stdout)")
            // Shown relative to App/, which the summary names.
            #expect(report.stdout.contains(#" in App/ "#))
            #expect(report.stdout.contains(#"] Pro\nfile.storyboard:58:29"#))
            #expect(report.stdout.contains(#"] Odd\nFolder/Check\tout.storyboard:20:29"#))
            #expect(Self.rawControls(report.stdout).isEmpty)
            #expect(Self.plantedLines(report.stdout).isEmpty, "\(report.stdout)")
            // The refused file: one line on stderr, its name escaped.
            #expect(report.stderr.split(separator: "\n").count == 1, "\(report.stderr)")
            #expect(report.stderr.hasPrefix(#"App/Bro\nken\u{1B}[2J.storyboard:1:"#), "\(report.stderr)")
            #expect(Self.rawControls(report.stderr).isEmpty)
            // JSON keeps the values as they are; its encoder escapes them in its own syntax.
            let json = try BinaryRunner.run(["report", "App", "--format", "json"], in: root)
            let decoded = try JSONDecoder().decode(JSONReport.self, from: Data(json.stdout.utf8))
            #expect(decoded.files.contains { $0.path == "App/Pro\nfile.storyboard" })
        }
    }

    @Test func rewritesNotesAndSummaryKeepOneFactPerLine() throws {
        try HostileNameFixture.with { root in
            let arguments = ["rewrite", "App", "--cluster", HostileNameFixture.cluster]
            let diff = try BinaryRunner.run(arguments, in: root)
            #expect(diff.status == 0, "\(diff.stderr)")
            #expect(diff.stderr.contains("note: \(HostileNameFixture.cluster) → "), "\(diff.stderr)")
            #expect(Self.rawControls(diff.stderr).isEmpty)
            #expect(Self.plantedLines(diff.stderr).isEmpty, "\(diff.stderr)")
            let write = try BinaryRunner.run(arguments + ["--write"], in: root)
            #expect(write.status == 0, "\(write.stderr)")
            #expect(write.stdout.contains(#"changed App/Odd\nFolder/Check\tout.storyboard"#), "\(write.stdout)")
            #expect(write.stdout.contains(#"changed App/Pro\nfile.storyboard"#))
            #expect(Self.rawControls(write.stdout + write.stderr).isEmpty)
            #expect(Self.plantedLines(write.stdout + write.stderr).isEmpty, "\(write.stdout)")
        }
    }
}
