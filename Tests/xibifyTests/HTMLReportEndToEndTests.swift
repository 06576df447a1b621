import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `report --format html` and `--output FILE`, run as a user runs them.
@Suite struct HTMLReportEndToEndTests {
    /// The page goes to the file, byte for byte the golden, and nothing to stdout; refused
    /// inputs still exit 65 and are named on stderr.
    @Test func writesThePageToTheOutputFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.html")
        try Data("old".utf8).write(to: file)
        let result = try BinaryRunner.run(["report", "Fixtures/ShopApp", "--format", "html", "--output", file.path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Fixtures/ShopApp/Broken/Coupons.storyboard:17:36: error:"))
        // File links are absolute: the golden's are under /src.
        let page = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            .replacing(#/file://[^"]*?/Fixtures//#, with: "file:///src/Fixtures/")
        #expect(Golden.check(page, against: "report/ShopApp.html") == nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["report.html"], "the atomic write leaves no temporary file")
    }

    /// Without `--output` the page goes to stdout; the other formats take `--output` too.
    @Test func stdoutAndOtherFormats() throws {
        let html = try BinaryRunner.run([
            "report", "Fixtures/ShopApp/Checkout", "Fixtures/ShopApp/Profile", "--format", "html",
        ])
        #expect(html.status == 0)
        #expect(html.stdout.hasPrefix("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\""))
        #expect(html.stdout.contains("xibify rewrite Fixtures/ShopApp/Checkout Fixtures/ShopApp/Profile --cluster "))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.json")
        let json = try BinaryRunner.run([
            "report", "Fixtures/ShopApp/Checkout", "--format", "json", "--output", file.path,
        ])
        #expect(json.status == 0 && json.stdout.isEmpty)
        let decoded = try JSONDecoder().decode(JSONReport.self, from: Data(contentsOf: file))
        #expect(decoded.files.map(\.path) == ["Fixtures/ShopApp/Checkout/Checkout.storyboard"])
    }

    /// A file that cannot be written is named with the reason, and the status is 74.
    @Test func unwritableOutputExits74() throws {
        // Below a regular file: no folder can be made there (missing folders are made, #32).
        let missing = URL(fileURLWithPath: "/dev/null/report.html")
        let result = try BinaryRunner.run([
            "report", "Fixtures/ShopApp/Checkout", "--format", "html", "--output", missing.path,
        ])
        #expect(result.status == 74)
        #expect(result.stderr.contains("cannot write the report to \(missing.path)"))
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }
}
