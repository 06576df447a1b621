import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Every report format on Fixtures/ShopApp, compared with goldens (RECORD_GOLDENS=1 re-records).
@Suite struct ReportGoldenTests {
    static let report = Pipeline.scan(ScanOptions(paths: ["Fixtures/ShopApp"], workingDirectory: TestPaths.packageRoot))

    /// Each format's report of Fixtures/ShopApp matches its golden.
    ///
    /// SARIF's golden has no `%SRCROOT%` URI: the reporter is made without a working folder. The
    /// HTML golden's file links are under `/src`, as in `HTMLReportTests`.
    @Test(arguments: [ReportFormat.text, .json, .xcode, .sarif, .html])
    func matchesGolden(_ format: ReportFormat) {
        let settings = ReporterSettings(workingDirectory: format == .html ? "/src" : nil)
        let output = format.reporter(settings).render(Self.report)
        let failure = Golden.check(output, against: "report/ShopApp.\(goldenEnding(format))")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func jsonFollowsTheSchema() throws {
        let output = ReportFormat.json.reporter(color: false).render(Self.report)
        let decoded = try JSONDecoder().decode(JSONReport.self, from: Data(output.utf8))
        #expect(decoded.version == JSONReport.currentVersion)
        #expect(decoded.files.count == 12)
        #expect(decoded.files.filter { $0.error != nil }.count == 1)
        #expect(decoded.files.compactMap(\.skipped?.code) == ["legacy-archive", "not-interface-builder"])
        #expect(decoded.summary.filesSkipped == 2 && decoded.baseline == nil)
        #expect(decoded.clusters.flatMap(\.instances).allSatisfy { $0.new == nil })
        #expect(decoded.summary.clusters == Self.report.clusters.count)
        let payment = try #require(decoded.clusters.first { $0.name == "Payment Summary" })
        #expect(payment.instances.map(\.objectID) == ["Pm5-cD-a11", "Gy7-Nw-b3C"])
        #expect(payment.instances[0].values["amountText"] == "$42.00")
        #expect(payment.instances.allSatisfy { $0.endLine > $0.line })
        #expect(payment.id == String(payment.fingerprint.prefix(8)))
        #expect(payment.extractable)
        let coupon = try #require(decoded.clusters.first { $0.name == "Coupon Field" })
        #expect(coupon.ports.map(\.name) == ["applyButtonTarget", "codeTextFieldDelegate", "titleLabelConstraint"])
        #expect(coupon.instances[1].connections.map(\.destinationID) == ["Gc2-vC-o02", "Gc2-vC-o02", "X2a-lN-o02"])
        #expect(coupon.instances.map(\.staleCaches) == [1, 1, 1, 1])
        #expect(coupon.instances[3].blockers.first?.reason == "trait-variation-mask")
        #expect(coupon.instances[3].blockers.first?.reasonText == "trait-variation masks naming inner objects")
        // Counts are keyed on the reasons' identifiers, not on their words (schema version 2).
        #expect(decoded.summary.blockedInstancesByReason["binding"] == 2)
        #expect(decoded.summary.extractableClusters == 6)
        #expect(decoded.summary.blockedInstancesByReason["segue"] == 2)
    }

    /// Clusters are encoded in parallel and set into the document: the result must be exactly
    /// what one encoder writes for the whole document, here and on the corpus when present.
    @Test func parallelJSONEqualsOneEncoder() throws {
        var reports = [Self.report]
        if TestPaths.corpusAvailable {
            var options = ScanOptions(paths: [TestPaths.corpus.path], workingDirectory: TestPaths.packageRoot)
            options.clustering.minViews = 1
            reports.append(Pipeline.scan(options))
        }
        for report in reports {
            #expect(report.clusters.count > 1)
            let parallel = JSONReporter().render(report)
            #expect(parallel == JSONReporter.documentEncoding(JSONReport(report)))
        }
        let none = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/ShopApp/Broken"], workingDirectory: TestPaths.packageRoot))
        #expect(none.clusters.isEmpty)
        #expect(JSONReporter().render(none) == JSONReporter.documentEncoding(JSONReport(none)))
    }

    /// Each format's reporter answers to the format's identifier; the identifiers are the `--format` values.
    @Test func reportersAreChosenByIdentifier() {
        #expect(ReportFormat.identifiers == ["text", "json", "xcode", "sarif", "html"])
        for format in ReportFormat.allCases {
            let reporter = format.reporter(color: false)
            #expect(type(of: reporter).identifier == format.identifier)
            #expect(ReportFormat(identifier: format.identifier) == format)
        }
        #expect(ReportFormat(identifier: "pdf") == nil)
        // The SARIF rule ids are stable and unique: one per finding kind.
        let ids = SARIFRule.allCases.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.first == "duplicate-layout")
        #expect(ids.suffix(3) == ["refused-input", "per-language-copies", "near-miss-layout"])
        #expect(ids.contains("blocked-copy/ancestor-constraint"))
    }

    @Test func colourOnlyWhenAsked() {
        let plain = ReportFormat.text.reporter(color: false).render(Self.report)
        let coloured = ReportFormat.text.reporter(color: true).render(Self.report)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}["))
    }
}
