import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWorkspace
@testable import XibifyWriting

/// Translations move with the views they translate (#16): shared texts to the new xib's own
/// `.strings` files, parameters to the placeholders, duplicates dropped; disagreeing copies and
/// String Catalogs keep a cluster or a copy inline; the verifier compares what every copy shows
/// in every language before and after.
@Suite struct TranslationMoveTests {
    /// Checkout (two "Payment Summary" copies) and Profile (one) in `App/Base.lproj`.
    static func app(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-l10n-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in ["Base", "fr", "de"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("App/\(language).lproj"), withIntermediateDirectories: true)
        }
        for name in ["Checkout/Checkout", "Profile/Profile"] {
            try FileManager.default.copyItem(
                at: TestPaths.fixtures.appendingPathComponent("ShopApp/\(name).storyboard"),
                to: folder.appendingPathComponent("App/Base.lproj/" + name.split(separator: "/")[1] + ".storyboard"))
        }
        try body(folder)
    }

    static func write(_ text: String, to path: String, in folder: URL, utf16: Bool = false) throws {
        let bytes =
            utf16 ? [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } : Array(text.utf8)
        try Data(bytes).write(to: folder.appendingPathComponent(path))
    }

    /// French (UTF-16) and German translations of two cards.
    ///
    /// The first Checkout card and the Profile card agree on the shared "Total" and differ in the card numbers (a parameter). The second
    /// Checkout card has an outlet from its controller that keeps it inline.
    static func translate(_ folder: URL, profileTotal: String = "Total TTC") throws {
        try write(
            """

            /* Class = "UILabel"; text = "Total"; ObjectID = "Tt1-lB-x01"; */
            "Tt1-lB-x01.text" = "Total TTC";

            /* Class = "UILabel"; text = "•••• 4242"; ObjectID = "Nm4-cR-d01"; */
            "Nm4-cR-d01.text" = "Carte •••• 4242";

            /* Class = "UIView"; accessibilityLabel = "Payment"; ObjectID = "Pm5-cD-a11"; */
            "Pm5-cD-a11.accessibilityLabel" = "Paiement";

            """, to: "App/fr.lproj/Checkout.strings", in: folder, utf16: true)
        try write("\"Tt1-lB-x01.text\" = \"Summe\";\n", to: "App/de.lproj/Checkout.strings", in: folder)
        try write(
            """
            /* Class = "UILabel"; text = "Total"; ObjectID = "nC1-Ue-82w"; */
            "nC1-Ue-82w.text" = "\(profileTotal)";

            "A4e-Rm-c9V.text" = "Carte 1881";

            """, to: "App/fr.lproj/Profile.strings", in: folder)
        try write("\"nC1-Ue-82w.text\" = \"Summe\";\n", to: "App/de.lproj/Profile.strings", in: folder)
    }

    @Test func sharedTextsMoveParametersGoToPlaceholdersDuplicatesAreDropped() throws {
        try Self.app { folder in
            try Self.translate(folder)
            let report = Pipeline.scan(ScanOptions(paths: ["App"], workingDirectory: folder))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: folder))
            let card = try #require(result.plans.first { $0.cluster.name == "Payment Summary" })
            #expect(card.replaced.compactMap(\.objectID).sorted() == ["Gy7-Nw-b3C", "Pm5-cD-a11"])
            // Base-internationalised: the xib in Base.lproj, its translations beside it.
            #expect(card.xibPath.hasSuffix("App/Base.lproj/PaymentSummaryView.xib"))
            #expect(card.swiftPath.hasSuffix("App/PaymentSummaryView.swift"))
            #expect(card.translations.moved == 2)
            #expect(card.translations.dropped == 2)
            #expect(card.translations.parameterEntries == 2)
            let files = Dictionary(result.files.map { ($0.displayPath, $0) }, uniquingKeysWith: { a, _ in a })

            // The template's entry moved as it was: comment, UTF-16 with its byte-order mark.
            let french = try #require(files["App/fr.lproj/PaymentSummaryView.strings"])
            #expect(french.original == nil)
            #expect(french.contents.starts(with: [0xFF, 0xFE]))
            let frenchRead = try StringsFile(bytes: french.contents)
            #expect(frenchRead.entries.map(\.key) == ["Tt1-lB-x01.text"])
            #expect(frenchRead.entries.map(\.value) == ["Total TTC"])
            #expect(
                String(
                    decoding: french.contents.dropFirst(2).chunks(2).map { UInt16($0[0]) | UInt16($0[1]) << 8 },
                    as: UTF16.self
                )
                .contains(#"/* Class = "UILabel"; text = "Total"; ObjectID = "Tt1-lB-x01"; */"#))
            let german = try #require(files["App/de.lproj/PaymentSummaryView.strings"])
            #expect(try StringsFile(bytes: german.contents).entries.map(\.value) == ["Summe"])

            // The documents' files: the root's own entry stays, the card number goes to the
            // placeholder's second localized attribute (cardNumberText), in the file's encoding.
            let checkout = try #require(files["App/fr.lproj/Checkout.strings"])
            #expect(checkout.contents.starts(with: [0xFF, 0xFE]))
            let checkoutRead = try StringsFile(bytes: checkout.contents)
            let attribute = "ibExternalUserDefinedRuntimeAttributesLocalizableStrings"
            #expect(
                checkoutRead.entries.map(\.key) == ["Pm5-cD-a11.\(attribute)[1]", "Pm5-cD-a11.accessibilityLabel"])
            #expect(checkoutRead.entries.map(\.value) == ["Carte •••• 4242", "Paiement"])
            let profile = try #require(files["App/fr.lproj/Profile.strings"])
            #expect(try StringsFile(bytes: profile.contents).entries.map(\.key) == ["Gy7-Nw-b3C.\(attribute)[1]"])
            #expect(
                try StringsFile(bytes: try #require(files["App/de.lproj/Profile.strings"]).contents).entries.isEmpty)
            #expect(
                card.parameters.map(\.name) == ["amountText", "cardNumberText"]
                    && card.parameters.allSatisfy { $0.type == .localizedString })
            // Foundation reads every written file to the same entries.
            for file in result.files where file.kind == .strings {
                let foundation = try PropertyListSerialization.propertyList(from: Data(file.contents), format: nil)
                let ours = try StringsFile(bytes: file.contents).entries
                #expect(
                    (foundation as? [String: String])
                        == Dictionary(ours.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }))
            }
        }
    }

    @Test func copiesThatShowDifferentTranslationsOfASharedTextStayInline() throws {
        try Self.app { folder in
            try Self.translate(folder, profileTotal: "Montant total")
            let report = Pipeline.scan(ScanOptions(paths: ["App"], workingDirectory: folder))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: folder))
            let card = try #require(report.clusters.first { $0.name == "Payment Summary" })
            #expect(!result.plans.contains { $0.cluster.id == card.id })
            let skipped = try #require(result.skipped.first { $0.id == card.id })
            guard case .translationsDisagree(let disagreements) = skipped.reason else {
                Issue.record("skipped for \(skipped.reason.id)")
                return
            }
            let french = try #require(disagreements.first { $0.language == "fr" && $0.key == "Tt1-lB-x01.text" })
            #expect(french.shown.contains(.init(file: "App/Base.lproj/Profile.storyboard", value: "Montant total")))
            #expect(!result.files.contains { $0.kind == .strings })
        }
    }

    @Test func aCopyTranslatedInOneLanguageOnlyIsADisagreement() throws {
        // The Profile card has no German file: it shows "Total" in German, the Checkout card "Summe".
        try Self.app { folder in
            try Self.translate(folder)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("App/de.lproj/Profile.strings"))
            let report = Pipeline.scan(ScanOptions(paths: ["App"], workingDirectory: folder))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: folder))
            let skipped = try #require(result.skipped.first { $0.summary.contains("Payment Summary") })
            guard case .translationsDisagree(let disagreements) = skipped.reason else {
                Issue.record("skipped for \(skipped.reason.id)")
                return
            }
            let german = try #require(disagreements.first { $0.language == "de" && $0.key == "Tt1-lB-x01.text" })
            #expect(german.shown.contains(.init(file: "App/Base.lproj/Profile.storyboard", value: "Total")))
        }
    }

    @Test func aStringCatalogOrAnUnreadableFileKeepsItsCopyInline() throws {
        try Self.app { folder in
            try Self.translate(folder)
            // Profile's strings in a String Catalog instead (`mul.lproj/Profile.xcstrings`).
            try FileManager.default.removeItem(at: folder.appendingPathComponent("App/fr.lproj/Profile.strings"))
            try FileManager.default.removeItem(at: folder.appendingPathComponent("App/de.lproj/Profile.strings"))
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("App/mul.lproj"), withIntermediateDirectories: true)
            try Self.write(
                """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "nC1-Ue-82w.text" : {
                      "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Total TTC" } } }
                    }
                  },
                  "version" : "1.0"
                }
                """, to: "App/mul.lproj/Profile.xcstrings", in: folder)
            var report = Pipeline.scan(ScanOptions(paths: ["App"], workingDirectory: folder))
            var result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: folder))
            var left = result.skipped.flatMap(\.skippedInstances) + result.plans.flatMap(\.skipped)
            #expect(
                left.contains {
                    $0.instance.objectID == "Gy7-Nw-b3C"
                        && $0.reasons.contains {
                            $0.id == "translation-file" && SkipReasonText.sentence($0).contains("Profile.xcstrings")
                        }
                })
            #expect(!result.plans.flatMap(\.replaced).contains { $0.objectID == "Gy7-Nw-b3C" })

            // A .strings file that does not read.
            try FileManager.default.removeItem(at: folder.appendingPathComponent("App/mul.lproj/Profile.xcstrings"))
            try Self.write("\"nC1-Ue-82w.text\" = \"Total TTC\"\n", to: "App/fr.lproj/Profile.strings", in: folder)
            report = Pipeline.scan(ScanOptions(paths: ["App"], workingDirectory: folder))
            result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: folder))
            left = result.skipped.flatMap(\.skippedInstances) + result.plans.flatMap(\.skipped)
            #expect(
                left.contains {
                    $0.instance.objectID == "Gy7-Nw-b3C"
                        && $0.reasons.contains {
                            $0.id == "translation-file"
                                && SkipReasonText.sentence($0).contains("cannot be read as a .strings")
                        }
                })
        }
    }

    @Test func theVerifierRefusesALostOrChangedTranslation() throws {
        try Self.app { folder in
            try Self.translate(folder)
            let report = Pipeline.scan(ScanOptions(paths: ["App"], workingDirectory: folder))
            let options = ExtractionOptions(workingDirectory: folder)
            let plans = try ExtractionPlanner(options: options).plan(report).plans
            let files = Rewriter.render(plans, report: report, options: options)
            try RewriteVerifier(report: report).verify(files, plans: plans)

            // The German file of the new xib not written: the copies would show "Total" in German.
            var tampered = files.filter { !$0.displayPath.hasSuffix("de.lproj/PaymentSummaryView.strings") }
            #expect(
                throws: VerificationError.translationChanged(
                    path: "App/Base.lproj/Checkout.storyboard", language: "de", key: "/subviews/label[0].text",
                    before: "Summe", after: "Total")
            ) { try RewriteVerifier(report: report).verify(tampered, plans: plans) }

            // A placeholder's entry with another value.
            tampered = files
            let index = try #require(tampered.firstIndex { $0.displayPath == "App/fr.lproj/Profile.strings" })
            let text = String(decoding: tampered[index].contents, as: UTF8.self)
            tampered[index].contents = Array(text.replacingOccurrences(of: "Carte 1881", with: "Carte 0000").utf8)
            #expect(throws: VerificationError.self) {
                try RewriteVerifier(report: report).verify(tampered, plans: plans)
            }

            // An entry of a moved object left in the document's file.
            tampered = files
            let german = try #require(tampered.firstIndex { $0.displayPath == "App/de.lproj/Checkout.strings" })
            tampered[german].contents = tampered[german].original ?? []
            tampered[german].edits = []
            #expect(
                throws: VerificationError.translationStranded(
                    path: "App/Base.lproj/Checkout.storyboard", language: "de", key: "Tt1-lB-x01.text")
            ) { try RewriteVerifier(report: report).verify(tampered, plans: plans) }
        }
    }
}

extension Collection {
    /// Consecutive slices of a size (the last may be shorter).
    fileprivate func chunks(_ size: Int) -> [[Element]] {
        var result: [[Element]] = []
        var index = startIndex
        while index != endIndex {
            let end = self.index(index, offsetBy: size, limitedBy: endIndex) ?? endIndex
            result.append(Array(self[index..<end]))
            index = end
        }
        return result
    }
}

/// Cases a review found: a reused translated class, a root's own translated text, languages the
/// project does not build, a key written twice.
@Suite struct TranslationMoveEdgeTests {
    /// The Mac app's settings xib in `Settings/Base.lproj`, each form row's root with a tooltip.
    static func settings(tooltips: [String], french: [String], _ body: (URL, ScanReport) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-l10n-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in ["Base", "fr"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Settings/\(language).lproj"), withIntermediateDirectories: true)
        }
        var text = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("ShopApp/Settings/AccountSettings.xib"),
            encoding: .utf8)
        var strings = ""
        for (index, id) in ["Fr1-oW-s01", "Fr2-oW-s02", "Fr3-oW-s03"].enumerated() {
            text = text.replacingOccurrences(of: #"id="\#(id)""#, with: #"toolTip="\#(tooltips[index])" id="\#(id)""#)
            strings += "\"\(id).toolTip\" = \"\(french[index])\";\n"
        }
        try Data(text.utf8).write(to: folder.appendingPathComponent("Settings/Base.lproj/AccountSettings.xib"))
        try Data(strings.utf8).write(to: folder.appendingPathComponent("Settings/fr.lproj/AccountSettings.strings"))
        try body(folder, Pipeline.scan(ScanOptions(paths: ["Settings"], workingDirectory: folder)))
    }

    @Test func aRootsSharedTooltipMovesWithTheXib() throws {
        try Self.settings(
            tooltips: Array(repeating: "Account field", count: 3), french: Array(repeating: "Champ", count: 3)
        ) { folder, report in
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: folder))
            let row = try #require(result.plans.first { $0.cluster.name == "Form Row" })
            #expect(row.xibPath.hasSuffix("Settings/Base.lproj/FormRowView.xib"))
            let moved = try #require(result.files.first { $0.displayPath == "Settings/fr.lproj/FormRowView.strings" })
            let template = try #require(row.template.objectID)
            #expect(try StringsFile(bytes: moved.contents).entries.map(\.key) == [template + ".toolTip"])
            let document = try #require(
                result.files.first { $0.displayPath == "Settings/fr.lproj/AccountSettings.strings" })
            let left = try StringsFile(bytes: document.contents).entries.map(\.key)
            #expect(
                !left.contains {
                    $0.hasSuffix(".toolTip") && row.replaced.compactMap(\.objectID).contains(String($0.prefix(10)))
                })
        }
    }

    @Test func aRootsTooltipThatDiffersGoesToItsPlaceholder() throws {
        try Self.settings(tooltips: ["Tip 0", "Tip 1", "Tip 2"], french: ["Astuce 0", "Astuce 1", "Astuce 2"]) {
            folder, report in
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: folder))
            let row = try #require(result.plans.first { $0.cluster.name == "Form Row" })
            #expect(row.parameters.contains { $0.path.hasSuffix("@toolTip") })
            #expect(row.translations.parameterEntries == row.replaced.count)
            let document = try #require(
                result.files.first { $0.displayPath == "Settings/fr.lproj/AccountSettings.strings" })
            let entries = try StringsFile(bytes: document.contents).entries
            for copy in row.replaced {
                let id = try #require(copy.objectID)
                let french = ["Fr1-oW-s01": "Astuce 0", "Fr2-oW-s02": "Astuce 1", "Fr3-oW-s03": "Astuce 2"][id]
                #expect(
                    entries.contains {
                        $0.key.hasPrefix(id + ".ibExternalUserDefinedRuntimeAttributesLocalizableStrings[")
                            && $0.value == french
                    })
                #expect(!entries.contains { $0.key == id + ".toolTip" })
            }
        }
    }

    @Test func aReusedTranslatedClassTakesNewCopies() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let scan = {
                Pipeline.scan(
                    ScanOptions(paths: ["ShopApp"], excludes: ShopAppFixture.excludes, workingDirectory: root))
            }
            let options = ExtractionOptions(workingDirectory: root, addToProject: true)
            try BatchWriter().write(try Rewriter.prepareAll(scan(), options: options).files)
            // A new scene with two more loyalty cards, translated as the wallet's were.
            let wallet = copy.appendingPathComponent("Wallet")
            for (source, target) in [
                ("Base.lproj/Wallet.storyboard", "Base.lproj/Bonus.storyboard"),
                ("fr.lproj/Wallet.strings", "fr.lproj/Bonus.strings"),
                ("de.lproj/Wallet.strings", "de.lproj/Bonus.strings"),
            ] {
                try FileManager.default.copyItem(
                    at: TestPaths.fixtures.appendingPathComponent("ShopApp/Wallet/" + source),
                    to: wallet.appendingPathComponent(target))
            }
            let second = try Rewriter.prepareAll(scan(), options: ExtractionOptions(workingDirectory: root))
            let card = try #require(second.plans.first { $0.className == "LoyaltyCardView" })
            #expect(card.adoptsExistingClass)
            #expect(card.replaced.allSatisfy { $0.file.hasSuffix("Bonus.storyboard") })
            // "Member since" agrees with the class's own French and German files: dropped; tiers and
            // points go to the placeholders.
            #expect(
                card.translations.moved == 0 && card.translations.dropped == 4
                    && card.translations.parameterEntries == 8)
            #expect(!second.files.contains { $0.original == nil })
        }
    }

    @Test func aLanguageTheProjectDoesNotBuildIsLeftAlone() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            // Spanish files on disk that no target copies.
            let spanish = copy.appendingPathComponent("Wallet/es.lproj")
            try FileManager.default.createDirectory(at: spanish, withIntermediateDirectories: true)
            for name in ["Wallet", "Rewards"] {
                let source = try Data(
                    contentsOf: TestPaths.fixtures.appendingPathComponent("ShopApp/Wallet/de.lproj/\(name).strings"))
                try source.write(to: spanish.appendingPathComponent("\(name).strings"))
            }
            let report = Pipeline.scan(
                ScanOptions(paths: ["ShopApp"], excludes: ShopAppFixture.excludes, workingDirectory: root))
            let result = try Rewriter.prepareAll(
                report, options: ExtractionOptions(workingDirectory: root, addToProject: true))
            let card = try #require(result.plans.first { $0.className == "LoyaltyCardView" })
            #expect(card.translations.created.map(\.language).sorted() == ["de", "fr"])
            #expect(!result.files.contains { $0.path.contains("/es.lproj/") })
        }
    }

    @Test func aKeyWrittenTwiceCountsByItsLastEntry() throws {
        try TranslationMoveTests.app { folder in
            try TranslationMoveTests.translate(folder)
            // The Profile card's German total written twice; the last agrees with the other card.
            try TranslationMoveTests.write(
                "\"nC1-Ue-82w.text\" = \"Gesamt\";\n\"nC1-Ue-82w.text\" = \"Summe\";\n",
                to: "App/de.lproj/Profile.strings",
                in: folder)
            let report = Pipeline.scan(ScanOptions(paths: ["App"], workingDirectory: folder))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: folder))
            #expect(result.plans.contains { $0.cluster.name == "Payment Summary" })
            let german = try #require(result.files.first { $0.displayPath == "App/de.lproj/Profile.strings" })
            #expect(try StringsFile(bytes: german.contents).entries.isEmpty)
        }
    }
}
