import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

@testable import XibifyReporting
@testable import XibifyScanning

/// Documents kept as a whole copy per language are named once each, with the advice that fits,
/// in every format, and never as duplicated layouts (#31, correction 3).
@Suite struct PerLanguageReportTests {
    static func scan(_ paths: [String]) -> ScanReport {
        Pipeline.scan(
            ScanOptions(paths: paths.map { "Fixtures/FieldCases/" + $0 }, workingDirectory: TestPaths.packageRoot))
    }

    static let report = scan(["PerLanguage", "PerLanguageBase"])

    @Test func eachDocumentIsNamedOnceWithItsLanguages() throws {
        let found = PerLanguageDocument.find(in: Self.report.documents)
        #expect(
            found.map(\.path) == [
                "Fixtures/FieldCases/PerLanguage/*.lproj/Panel.xib",
                "Fixtures/FieldCases/PerLanguageBase/*.lproj/Panel.xib",
            ])
        #expect(found[0].copies.map(\.language) == ["de", "en", "fr"])
        #expect(
            found[0].copies.map(\.file) == [
                "Fixtures/FieldCases/PerLanguage/de.lproj/Panel.xib",
                "Fixtures/FieldCases/PerLanguage/en.lproj/Panel.xib",
                "Fixtures/FieldCases/PerLanguage/fr.lproj/Panel.xib",
            ])
        #expect(found[0].advice == .adoptBaseInternationalization)
        // A Base layout with a whole copy for another language: Base first, and the advice is strings.
        #expect(found[1].copies.map(\.language) == ["Base", "es"])
        #expect(found[1].advice == .translateWithStrings)
    }

    @Test func languageCopiesAloneAreNoClusterAndADocumentInOneLanguageIsNotNamed() {
        let languages = Self.scan(["PerLanguage/en.lproj", "PerLanguage/fr.lproj", "PerLanguage/de.lproj"])
        #expect(languages.clusters.isEmpty)
        #expect(PerLanguageDocument.find(in: languages.documents).count == 1)
        let one = Self.scan(["PerLanguage/en.lproj", "PerLanguage/Sheet.xib"])
        #expect(PerLanguageDocument.find(in: one.documents).isEmpty)
        // Base internationalisation with .strings files (ShopApp's Wallet) is the form advised, not a finding.
        let shop = Pipeline.scan(ScanOptions(paths: ["Fixtures/ShopApp"], workingDirectory: TestPaths.packageRoot))
        #expect(PerLanguageDocument.find(in: shop.documents).isEmpty)
    }

    @Test func jsonListsThemWithStableAdvice() throws {
        let output = ReportFormat.json.reporter(color: false).render(Self.report)
        let decoded = try JSONDecoder().decode(JSONReport.self, from: Data(output.utf8))
        let entries = try #require(decoded.perLanguageDocuments)
        #expect(entries.map(\.advice) == ["adopt-base-internationalization", "translate-with-strings"])
        #expect(entries[1].copies.map(\.language) == ["Base", "es"])
        // Absent where there is none: the documents of earlier versions stay as they were.
        let shop = Pipeline.scan(ScanOptions(paths: ["Fixtures/ShopApp"], workingDirectory: TestPaths.packageRoot))
        #expect(!ReportFormat.json.reporter(color: false).render(shop).contains("perLanguageDocuments"))
    }

    @Test func sarifHasOneNotePerDocumentUnderItsOwnRule() throws {
        let log = SARIFReporter().log(Self.report)
        let results = log.runs[0].results.filter { $0.ruleId == "per-language-copies" }
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0.level == "note" })
        #expect(results[0].relatedLocations?.count == 2)
        #expect(log.runs[0].tool.driver.rules.map(\.id).contains("per-language-copies"))
    }

    @Test func xcodeAndTextNameEachDocumentOnce() {
        let xcode = ReportFormat.xcode.reporter(color: false).render(Self.report)
        #expect(xcode.components(separatedBy: "(per-language-copies)").count - 1 == 2)
        let text = ReportFormat.text.reporter(color: false).render(Self.report)
        #expect(text.components(separatedBy: "*.lproj/Panel.xib").count - 1 == 2)
        #expect(text.contains("Per-language copies: 2 documents kept as a whole copy per language (5 files)"))
    }

    /// Each format's report of the two fixtures matches its golden (RECORD_GOLDENS=1 re-records).
    @Test(arguments: [ReportFormat.text, .json, .xcode, .sarif, .html])
    func matchesGolden(_ format: ReportFormat) {
        let settings = ReporterSettings(workingDirectory: format == .html ? "/src" : nil)
        let output = format.reporter(settings).render(Self.report)
        let failure = Golden.check(output, against: "report/PerLanguage.\(goldenEnding(format))")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
