import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Output files and folders said and made alike by every command (#32): `rewrite --output-dir`,
/// missing folders made (never through a link), each written file named on stderr, `config --init`,
/// and configuration warnings that name their key and line.
@Suite struct OutputConsistencyTests {
    static let checkout = "Fixtures/ShowcaseApp/Checkout"

    static func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-consistent-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test func rewriteTakesOutputDirAndStillTakesOutput() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShowcaseApp")) { app in
            let new = try BinaryRunner.run(["rewrite", ".", "--output-dir", "Shared", "--write"], in: app)
            #expect(new.status == 0, "\(new.stderr)")
            #expect(!new.stderr.contains("deprecated"))
            #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("Shared/NibView.swift").path))
        }
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShowcaseApp")) { app in
            let old = try BinaryRunner.run(["rewrite", ".", "--output", "Shared", "--write"], in: app)
            #expect(old.status == 0, "\(old.stderr)")
            #expect(
                old.stderr.contains("warning: rewrite --output is deprecated: it is now --output-dir Shared"),
                "\(old.stderr)")
            #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("Shared/NibView.swift").path))
            let quiet = try BinaryRunner.run(["rewrite", ".", "--output", "Other", "--quiet"], in: app)
            #expect(!quiet.stderr.contains("deprecated"))
        }
        let both = try BinaryRunner.run(["rewrite", Self.checkout, "--output", "A", "--output-dir", "B"])
        #expect(both.status == 64 && both.stderr.contains("give --output-dir only"), "\(both.stderr)")
        let help = try BinaryRunner.run(["rewrite", "--help"])
        #expect(help.stdout.contains("--output-dir <dir>") && !help.stdout.contains("--output <"))
    }

    @Test func missingFoldersOfOutputFilesAreMadeAndEachWriteIsNamed() throws {
        let checkout = TestPaths.packageRoot.appendingPathComponent(Self.checkout).path
        try Self.inFolder { folder in
            let report = try BinaryRunner.run(
                ["report", checkout, "--format", "html", "--output", "out/html/r.html"], in: folder)
            #expect(report.status == 0 && report.stdout.isEmpty, "\(report.stderr)")
            #expect(
                report.stderr == "wrote the report to out/html/r.html (made the folders out, out/html)\n",
                "\(report.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/html/r.html").path))
            // Again: nothing to make; with --quiet, nothing said.
            let again = try BinaryRunner.run(["report", checkout, "--output", "out/html/r.html"], in: folder)
            #expect(again.stderr == "wrote the report to out/html/r.html\n", "\(again.stderr)")
            let quiet = try BinaryRunner.run(["report", checkout, "--output", "out/html/r.html", "-q"], in: folder)
            #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
            // The baseline and rewrite's --output-file alike.
            let baseline = try BinaryRunner.run(["report", checkout, "--write-baseline", "ci/base.json"], in: folder)
            #expect(baseline.status == 0, "\(baseline.stderr)")
            #expect(baseline.stderr.contains("wrote the baseline ci/base.json: "), "\(baseline.stderr)")
            #expect(baseline.stderr.contains(" (made the folder ci)\n"), "\(baseline.stderr)")
            let diff = try BinaryRunner.run(["rewrite", checkout, "--output-file", "diffs/r.diff"], in: folder)
            #expect(diff.status == 0, "\(diff.stderr)")
            #expect(diff.stderr.contains("wrote the diff to diffs/r.diff (made the folder diffs)\n"), "\(diff.stderr)")
            let json = try BinaryRunner.run(
                ["rewrite", checkout, "--format", "json", "--output-file", "diffs/r.json"], in: folder)
            #expect(json.stderr.contains("wrote the JSON to diffs/r.json\n"), "\(json.stderr)")
        }
    }

    /// A folder is never made through a symbolic link xibify did not make: named, 74, nothing made.
    @Test func noFolderIsMadeThroughALink() throws {
        let checkout = TestPaths.packageRoot.appendingPathComponent(Self.checkout).path
        try Self.inFolder { folder in
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("out").path, withDestinationPath: "elsewhere")
            for arguments in [["--output", "out/sub/r.txt"], ["--write-baseline", "out/sub/b.json"]] {
                let result = try BinaryRunner.run(["report", checkout] + arguments, in: folder)
                #expect(result.status == 74, "\(result.stderr)")
                #expect(result.stderr.contains("out is a symbolic link"), "\(result.stderr)")
                #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
            }
            // Into the link's folder itself, as before: nothing to make.
            let into = try BinaryRunner.run(["report", checkout, "--output", "out/r.txt"], in: folder)
            #expect(into.status == 0 && into.stderr == "wrote the report to out/r.txt\n", "\(into.stderr)")
        }
    }

    @Test func configInitWritesALoadableStarterAndNeverOverwrites() throws {
        try Self.inFolder { folder in
            let first = try BinaryRunner.run(["config", "--init"], in: folder)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stderr.hasPrefix("wrote the starter configuration .xibify.yml"), "\(first.stderr)")
            let file = folder.appendingPathComponent(".xibify.yml")
            #expect(try String(contentsOf: file, encoding: .utf8) == StarterConfiguration.text)
            // It is read back by every command.
            let printed = try BinaryRunner.run(["config", "--print"], in: folder)
            #expect(printed.status == 0 && printed.stdout.contains("min_views: 2  # file"), "\(printed.stderr)")
            // A second --init leaves it alone: 73, named.
            try Data("min_views: 3\n".utf8).write(to: file)
            let second = try BinaryRunner.run(["config", "--init"], in: folder)
            #expect(second.status == 73 && second.stderr.contains(".xibify.yml already exists"), "\(second.stderr)")
            #expect(try String(contentsOf: file, encoding: .utf8) == "min_views: 3\n")
            // --config names another file, whose folders are made.
            let other = try BinaryRunner.run(["config", "--init", "--config", "ci/xibify.yml"], in: folder)
            #expect(other.status == 0 && other.stderr.contains("(made the folder ci)"), "\(other.stderr)")
            let both = try BinaryRunner.run(["config", "--init", "--print"], in: folder)
            #expect(both.status == 64)
        }
    }

    /// `excluded:` in the file warns by its key and line, not as if `--exclude` had been given.
    @Test func configurationWarningsNameTheKeyAndLine() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShowcaseApp")) { app in
            try Data("min_views: 2\nexcluded:\n  - Pods\n  - Nowhere\n".utf8).write(
                to: app.appendingPathComponent(".xibify.yml"))
            let result = try BinaryRunner.run(["report", ".", "--exclude", "Elsewhere"], in: app)
            #expect(result.status == 0, "\(result.stderr)")
            let file = app.appendingPathComponent(".xibify.yml").path
            #expect(
                result.stderr.contains("\(file):4:5: warning: `excluded[1]`: Nowhere matched no scanned path"),
                "\(result.stderr)")
            #expect(result.stderr.contains("\(file):3:5: warning: `excluded[0]`: Pods matched"), "\(result.stderr)")
            #expect(result.stderr.contains("warning: --exclude Elsewhere matched no scanned path"), "\(result.stderr)")
            #expect(!result.stderr.contains("--exclude Nowhere") && !result.stderr.contains("--exclude Pods"))
        }
    }
}
