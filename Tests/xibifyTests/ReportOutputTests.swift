import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `--format xcode` refusals, `--quiet`, `--output`, and readable rewrite notes.
@Suite struct ReportOutputTests {
    /// Xcode fails a build phase on `error:` lines and on a non-zero status: refused inputs are
    /// warnings there, and do not change the status.
    @Test func xcodeFormatShowsRefusedInputsAsWarnings() throws {
        let result = try BinaryRunner.run(["report", "Fixtures/ShopApp", "--format", "xcode"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("error:") && !result.stderr.contains("error:"), "\(result.stderr)")
        let refused = result.stdout.split(separator: "\n").filter { $0.hasSuffix("(refused-input)") }
        #expect(refused.count == 1)
        #expect(refused.allSatisfy { $0.contains(": warning: ") })
        #expect(
            refused.contains { $0.hasPrefix("Fixtures/ShopApp/Broken/Coupons.storyboard:17:36: warning: malformed") })
        // Skipped files (the legacy xib, the XLIFF file) are warnings there too.
        #expect(result.stdout.contains("Fixtures/ShopApp/Legacy/AboutPanel.xib:2:1: warning: skipped a legacy"))
        // The other formats keep refusals errors, and 65.
        let text = try BinaryRunner.run(["report", "Fixtures/ShopApp"])
        #expect(text.status == 65 && text.stderr.contains(": error: malformed XML"))
    }

    /// `--quiet`: the findings without summary or advice; errors stay on stderr.
    @Test func quietPrintsFindingsOnly() throws {
        let full = try BinaryRunner.run(["report", "Fixtures/ShopApp"])
        let quiet = try BinaryRunner.run(["report", "Fixtures/ShopApp", "--quiet"])
        #expect(quiet.status == full.status)
        #expect(full.stdout.contains("Summary:") && full.stdout.contains("fix: "))
        #expect(!quiet.stdout.contains("Summary:") && !quiet.stdout.contains("fix: "))
        #expect(!quiet.stdout.contains("substitution:") && !quiet.stdout.contains("translations:"))
        let fullLines = Set(full.stdout.split(separator: "\n"))
        #expect(quiet.stdout.split(separator: "\n").allSatisfy { fullLines.contains($0) })
        #expect(quiet.stdout.contains("#1 "))
        #expect(quiet.stderr == full.stderr, "refusals are errors and stay")
        // No finding, no output.
        let none = try BinaryRunner.run(["report", "Fixtures/ShopApp/Checkout", "--quiet", "--min-views", "99"])
        #expect(none.status == 0 && none.stdout.isEmpty && none.stderr.isEmpty)
        // The scan's warnings (an exclude that leaves nothing out, skipped files) are left out too.
        let rewrite = try BinaryRunner.run(["rewrite", "Fixtures/ShopApp", "--quiet", "--exclude", "Nowhere"])
        #expect(!rewrite.stderr.contains("warning:"), "\(rewrite.stderr)")
        let xcode = try BinaryRunner.run(["report", "Fixtures/ShopApp", "--quiet", "--format", "xcode"])
        #expect(!xcode.stdout.contains("(legacy-archive)") && xcode.stdout.contains("(duplicate-view)"))
        let loud = try BinaryRunner.run(["rewrite", "Fixtures/ShopApp", "--exclude", "Nowhere"])
        #expect(loud.stderr.contains("warning: --exclude Nowhere matched no scanned path"))
        #expect(loud.stderr.contains("warning: skipped"))
    }

    /// `--output FILE`: the report goes to the file, replaced whole, and nothing to stdout.
    @Test func outputWritesTheFileAtomically() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-out-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.json")
        try Data("old contents that are longer than nothing".utf8).write(to: file)
        let result = try BinaryRunner.run(["report", "Fixtures/ShopApp", "--format", "json", "--output", file.path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOf: file, encoding: .utf8)
        let direct = try BinaryRunner.run(["report", "Fixtures/ShopApp", "--format", "json"])
        #expect(written == direct.stdout)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"], "no temporary left")
        // Folders that do not exist are made (#32), and named.
        let missing = folder.appendingPathComponent("no/such/report.txt").path
        let made = try BinaryRunner.run(["report", "Fixtures/ShopApp/Checkout", "--output", missing])
        #expect(made.status == 0 && made.stdout.isEmpty, "\(made.stderr)")
        #expect(made.stderr.contains("wrote the report to \(missing) (made the folders "), "\(made.stderr)")
        // A path below a file cannot be written: named, status 74, stdout empty.
        let unwritable = folder.appendingPathComponent("report.json/report.txt").path
        let failed = try BinaryRunner.run(["report", "Fixtures/ShopApp/Checkout", "--output", unwritable])
        #expect(failed.status == 74 && failed.stdout.isEmpty)
        #expect(failed.stderr.contains("cannot write the report to \(unwritable)"), "\(failed.stderr)")
        // rewrite: the diff to --output-file, notes still on stderr.
        let diffFile = folder.appendingPathComponent("rewrite.diff")
        let rewrite = try BinaryRunner.run([
            "rewrite", "Fixtures/ShopApp/Checkout", "Fixtures/ShopApp/Profile", "--output-file", diffFile.path,
        ])
        #expect(rewrite.status == 0 && rewrite.stdout.isEmpty && rewrite.stderr.contains("note: "))
        #expect(try String(contentsOf: diffFile, encoding: .utf8).hasPrefix("diff --git "))
    }

    /// A long note is wrapped at spaces, with its continuation indented.
    @Test func longNotesAreWrapped() {
        let words = (1...120).map { "word\($0)" }.joined(separator: " ")
        let wrapped = RewriteSummaryRenderer.wrapped("note: abc: " + words)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.count > 5)
        #expect(lines.allSatisfy { $0.count <= RewriteSummaryRenderer.lineLimit })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("      word") })
        #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ") == "note: abc: " + words)
        let short = "note: " + String(repeating: "x ", count: RewriteSummaryRenderer.wrapThreshold / 2 - 3)
        #expect(RewriteSummaryRenderer.wrapped(short) == short + "\n", "a line up to the threshold stays whole")
    }

    /// On the corpus, no note line of `rewrite` is longer than a screen's few lines.
    @Test(.enabled(if: TestPaths.corpusAvailable)) func corpusNotesStayReadable() throws {
        let result = try BinaryRunner.run([
            "rewrite", TestPaths.corpus.path, "--exclude", "**/QSCompressionPrefPane.xib", "--exclude",
            "**/QSNetworkingPrefs.xib",
        ])
        #expect(result.stderr.contains("note: "))
        let longest = result.stderr.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest <= 400, "longest stderr line: \(longest) characters")
    }
}
