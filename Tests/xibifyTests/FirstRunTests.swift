import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// The first commands a new user runs (#32): `--version`, the README's main command on a sample
/// without broken files, and what a mistake prints.
@Suite struct FirstRunTests {
    static let showcase = TestPaths.fixtures.appendingPathComponent("ShowcaseApp")
    static let shopApp = TestPaths.fixtures.appendingPathComponent("ShopApp")

    @Test func versionPrintsTheOneConstant() throws {
        let result = try BinaryRunner.run(["--version"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == ToolInfo.version + "\n")
    }

    /// The README's main command: exit 0, and the duplicates it is for.
    @Test func theReadmeCommandSucceedsAndFindsDuplicates() throws {
        let result = try BinaryRunner.run(["report", "Fixtures/ShowcaseApp"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "no refused or skipped file, no warning: \(result.stderr)")
        for name in ["Loyalty Card", "Coupon Field", "Avatar Row", "Form Row", "Payment Summary"] {
            #expect(result.stdout.contains("\"\(name)\""), "\(name)")
        }
        let json = try BinaryRunner.run(["report", "Fixtures/ShowcaseApp", "--format", "json"])
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(json.stdout.utf8))
        #expect(report.clusters.count == 8 && report.summary.extractableClusters == 6)
        #expect(report.summary.filesRefused == 0 && report.summary.filesSkipped == 0)
        // The second documented command still shows the refusals.
        let refusals = try BinaryRunner.run(["report", "Fixtures/ShopApp"])
        #expect(refusals.status == 65)
    }

    /// The README's rewrite example: the diff, exit 0.
    @Test func theReadmeRewriteSucceeds() throws {
        let result = try BinaryRunner.run(["rewrite", "Fixtures/ShowcaseApp"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("diff --git "))
    }

    /// ShowcaseApp is ShopApp without its deliberately broken files: the same bytes, file for
    /// file, but for the project, which does not list the files left out.
    @Test func theShowcaseIsShopAppWithoutItsBrokenFiles() throws {
        let manager = FileManager.default
        let shown = try manager.subpathsOfDirectory(atPath: Self.showcase.path).sorted()
        let original = try manager.subpathsOfDirectory(atPath: Self.shopApp.path).sorted()
        let leftOut = ["Broken", "Legacy", "Resources"]
        #expect(
            original.filter { path in !leftOut.contains { path == $0 || path.hasPrefix($0 + "/") } } == shown)
        for path in shown where !path.hasSuffix("project.pbxproj") {
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: Self.showcase.appendingPathComponent(path).path, isDirectory: &isFolder)
            guard !isFolder.boolValue else { continue }
            #expect(
                manager.contentsEqual(
                    atPath: Self.showcase.appendingPathComponent(path).path,
                    andPath: Self.shopApp.appendingPathComponent(path).path), "\(path)")
        }
        let project = try String(
            contentsOf: Self.showcase.appendingPathComponent("ShopApp.xcodeproj/project.pbxproj"), encoding: .utf8)
        for name in ["Coupons", "AboutPanel", "Translations", "Broken", "Legacy"] {
            #expect(!project.contains(name), "\(name)")
        }
    }

    /// A path that does not exist: the error alone, not an empty report after it.
    @Test func aMissingPathGivesOnlyTheError() throws {
        let result = try BinaryRunner.run(["report", "./nope"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("./nope") && lines[0].contains("error:"), "\(result.stderr)")
        // With a folder that exists beside it, that folder is reported as usual.
        let both = try BinaryRunner.run(["report", "./nope", "Fixtures/ShowcaseApp/Settings"])
        #expect(both.status == 65 && both.stdout.contains("\"Form Row\""))
        // Machine formats still get their document.
        let json = try BinaryRunner.run(["report", "./nope", "--format", "json"])
        #expect(json.status == 65 && json.stdout.hasPrefix("{"))
    }

    /// A mistake `rewrite` finds once it runs shows rewrite's usage, not xibify's.
    @Test func rewriteErrorsShowRewritesUsage() throws {
        for command in ["rewrite", "extract"] {
            var arguments = [command, "Fixtures/ShowcaseApp", "--cluster", "deadbeef"]
            if command == "extract" { arguments.append("--yes") }
            let result = try BinaryRunner.run(arguments)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr.contains("Error: "), "\(result.stderr)")
            #expect(result.stderr.contains("Usage: xibify \(command) "), "\(result.stderr)")
            #expect(result.stderr.contains("See 'xibify \(command) --help'"), "\(result.stderr)")
            #expect(!result.stderr.contains("<subcommand>"), "\(result.stderr)")
        }
    }

    /// Help text reads as sentences: no run of spaces inside a description, and every line of the
    /// options is an option or a description in the description column (no block indented apart).
    @Test func helpHasNoRunsOfSpacesInItsText() throws {
        for command in ["report", "rewrite", "extract", "config"] {
            let result = try BinaryRunner.run([command, "--help"], environment: ["COLUMNS": "80"])
            #expect(result.status == 0)
            let lines = result.stdout.split(separator: "\n")
            let options = lines.drop { !$0.hasPrefix("ARGUMENTS:") && !$0.hasPrefix("OPTIONS:") }.dropFirst()
            for line in options where !line.hasSuffix(":") {
                let indent = line.prefix { $0 == " " }.count
                #expect(indent == 2 || indent == 26, "\(command): \(line)")
            }
            for line in lines {
                // The option column ends at the first run of spaces; the text after it has none.
                let text = line.drop { $0 == " " }
                guard let gap = text.firstRange(of: "  ") else { continue }
                let description = text[gap.upperBound...].drop { $0 == " " }
                #expect(!description.contains("  "), "\(command): \(line)")
            }
        }
    }
}
