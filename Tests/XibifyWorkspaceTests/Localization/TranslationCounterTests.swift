import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyReporting
@testable import XibifyRewriting
@testable import XibifyScanning

/// `report` counts the translated entries that name the copies' inner objects.
@Suite struct TranslationCounterTests {
    @Test func entriesOfEachLanguageAreCountedWhateverTheirEncoding() throws {
        try TranslationMoveTests.app { folder in
            // French in UTF-16 with a byte-order mark, German in UTF-8; the card's inner "Total" label
            // and its root (which keeps its id in the storyboard, so its entry is not counted).
            let french = """
                /* Class = "UILabel"; text = "Total"; ObjectID = "Tt1-lB-x01"; */
                "Tt1-lB-x01.text" = "Total TTC";

                /* Class = "UIView"; accessibilityLabel = "Payment"; ObjectID = "Pm5-cD-a11"; */
                "Pm5-cD-a11.accessibilityLabel" = "Paiement";

                """
            try Data([0xFF, 0xFE] + french.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
                .write(to: folder.appendingPathComponent("App/fr.lproj/Checkout.strings"))
            try Data("\"Tt1-lB-x01.text\" = \"Summe\";\n".utf8)
                .write(to: folder.appendingPathComponent("App/de.lproj/Checkout.strings"))
            let report = Pipeline.scan(ScanOptions(paths: ["App"], workingDirectory: folder))
            let card = try #require(report.clusters.first { $0.name == "Payment Summary" && $0.translatedEntries > 0 })
            #expect(card.translatedEntries == 2)
            #expect(card.translationLanguages == ["de", "fr"])
            let text = TextReporter().render(report)
            #expect(text.contains("translations: 2 entries in 2 languages (de, fr)"))
            // The Profile card is not translated: the copies disagree, so the card stays inline.
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: folder))
            #expect(!result.plans.flatMap(\.replaced).contains { $0.translatedEntries > 0 })
        }
    }

    @Test func aRewriteThatWouldStrandATranslationIsRefused() throws {
        try TranslationMoveTests.app { folder in
            // Planned while untranslated, so the card is replaced; then a translation of its inner
            // label appears: the verifier must refuse the batch.
            let report = Pipeline.scan(ScanOptions(paths: ["App"], workingDirectory: folder))
            let options = ExtractionOptions(workingDirectory: folder)
            let plans = try ExtractionPlanner(options: options).plan(report).plans
            #expect(plans.flatMap(\.replaced).contains { $0.file.hasSuffix("Checkout.storyboard") })
            try Data("\"Tt1-lB-x01.text\" = \"Total TTC\";\n".utf8)
                .write(to: folder.appendingPathComponent("App/fr.lproj/Checkout.strings"))
            let files = Rewriter.render(plans, report: report, options: options)
            #expect(
                throws: VerificationError.translationStranded(
                    path: "App/Base.lproj/Checkout.storyboard", language: "fr", key: "Tt1-lB-x01.text")
            ) {
                try RewriteVerifier(report: report).verify(files, plans: plans)
            }
        }
    }
}
