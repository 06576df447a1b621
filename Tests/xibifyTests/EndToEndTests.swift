import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// The built `xibify` binary, run as a user runs it: stdout, stderr and exit status.
@Suite struct EndToEndTests {
    @Test func reportOnShopApp() throws {
        let result = try BinaryRunner.run(["report", "Fixtures/ShopApp"])
        #expect(result.status == 65, "refused fixtures make the documented data-error status")
        #expect(Golden.check(result.stdout, against: "cli/report-ShopApp.stdout.txt") == nil)
        #expect(Golden.check(result.stderr, against: "cli/report-ShopApp.stderr.txt") == nil)
        #expect(!result.stdout.contains("\u{1B}["), "no colour without a terminal")
    }

    @Test func jsonOnStdoutDiagnosticsOnStderr() throws {
        let result = try BinaryRunner.run(["report", "Fixtures/ShopApp", "--format", "json"])
        #expect(result.status == 65)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(result.stdout.utf8))
        #expect(report.clusters.count == 3)
        #expect(
            result.stderr.contains(
                "Fixtures/ShopApp/Legacy/AboutPanel.xib:2:1: error: legacy pre-Xcode 5 <archive> XIB"))
        #expect(result.stderr.contains("Fixtures/ShopApp/Broken/Coupons.storyboard:17:"))
    }

    @Test func xcodeFormat() throws {
        let result = try BinaryRunner.run([
            "report", "Fixtures/ShopApp/Checkout", "Fixtures/ShopApp/Profile", "--format", "xcode",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.contains(": warning: ") && $0.hasSuffix("(duplicate-view)") })
        #expect(lines.contains { $0.hasPrefix("Fixtures/ShopApp/Checkout/Checkout.storyboard:20:29: warning: ") })
    }

    @Test func failOnDuplicatesGatesCI() throws {
        let found = try BinaryRunner.run([
            "report", "Fixtures/ShopApp/Profile", "Fixtures/ShopApp/Checkout", "--fail-on-duplicates",
        ])
        #expect(found.status == 1)
        let none = try BinaryRunner.run([
            "report", "Fixtures/ShopApp/Settings", "--min-views", "9", "--fail-on-duplicates",
        ])
        #expect(none.status == 0)
        #expect(none.stdout.contains("No duplicated layouts found."))
    }

    @Test func refusedInputsWinOverFindings() throws {
        let result = try BinaryRunner.run(["report", "Fixtures/ShopApp", "--fail-on-duplicates"])
        #expect(result.status == 65)
    }

    @Test func missingPathIsNamed() throws {
        let result = try BinaryRunner.run(["report", "NoSuchFolder", "Fixtures/ShopApp/Settings"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("NoSuchFolder: error: cannot read the file: no such file or folder"))
        #expect(result.stdout.contains("customView \"Form Row\""), "the other inputs are still scanned")
    }

    @Test func excludeLeavesOutTheBrokenFiles() throws {
        let result = try BinaryRunner.run([
            "report", "Fixtures/ShopApp", "--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources/*.xib",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("4 files scanned, 0 refused, 3 clusters"))
    }

    @Test func usageErrorsExit64() throws {
        let badFlag = try BinaryRunner.run(["report", "--no-such-flag"])
        #expect(badFlag.status == 64)
        let badValue = try BinaryRunner.run(["report", "--min-views", "0"])
        #expect(badValue.status == 64)
        #expect(badValue.stderr.contains("--min-views must be at least 1"))
        let badFormat = try BinaryRunner.run(["report", "--format", "yaml"])
        #expect(badFormat.status == 64)
    }

    @Test func emptyFolderSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-empty-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["report"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr.contains("no .storyboard or .xib files found"))
    }
}
