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
        #expect(report.clusters.count == 8)
        #expect(report.summary.extractableClusters == 6)
        // The legacy archive and the XLIFF file are skipped, listed in the JSON, not on stderr.
        #expect(!result.stderr.contains("AboutPanel.xib"))
        let legacy = try #require(report.files.first { $0.path == "Fixtures/ShopApp/Legacy/AboutPanel.xib" })
        #expect(legacy.skipped?.code == "legacy-archive" && legacy.error == nil)
        #expect(report.summary.filesSkipped == 2 && report.summary.filesRefused == 1)
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
        #expect(result.stdout.contains("\"Form Row\" custom view"), "the other inputs are still scanned")
    }

    @Test func excludeLeavesOutTheBrokenFiles() throws {
        let result = try BinaryRunner.run([
            "report", "Fixtures/ShopApp", "--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources/*.xib",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout.contains(
                "9 files scanned in Fixtures/ShopApp/ (6 storyboards, 3 xibs), 0 refused; 8 duplicated layouts"))
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

/// `xibify rewrite` run as a user runs it.
@Suite struct RewriteEndToEndTests {
    static let clean = ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"]

    @Test func diffIsPrintedAndNothingWritten() throws {
        let result = try BinaryRunner.run(["rewrite", "Fixtures/ShopApp"] + Self.clean)
        #expect(result.status == 0)
        #expect(Golden.check(result.stdout, against: "rewrite/ShopApp.diff") == nil)
        #expect(result.stderr.contains("note: "))
        #expect(result.stderr.contains("→ PaymentSummaryView (2 copies; properties: amountText, cardNumberText)"))
        #expect(
            !FileManager.default.fileExists(
                atPath: TestPaths.fixtures.appendingPathComponent("ShopApp/Checkout/PaymentSummaryView.xib").path))
    }

    @Test func refusedInputsDoNotStopTheOtherFiles() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let broken = copy.appendingPathComponent("Broken/Coupons.storyboard")
            let before = try Data(contentsOf: broken)
            let result = try BinaryRunner.run(["rewrite", "ShopApp", "--write"], in: copy.deletingLastPathComponent())
            #expect(result.status == 65, "the refusal is still the status")
            #expect(result.stderr.contains("ShopApp/Broken/Coupons.storyboard:17:36: error: malformed XML"))
            #expect(result.stdout.contains("created ShopApp/Checkout/PaymentSummaryView.xib"))
            #expect(result.stdout.contains("changed ShopApp/Profile/Profile.storyboard"))
            #expect(try Data(contentsOf: broken) == before, "a refused file is never written")
        }
    }

    @Test func strictRefusedInputsBlockWriting() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let before = try FileManager.default.subpathsOfDirectory(atPath: copy.path).sorted()
            let result = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--write", "--strict"], in: copy.deletingLastPathComponent())
            #expect(result.status == 65)
            #expect(
                result.stderr.contains("nothing was written: 3 inputs were refused (named above) and --strict is on"))
            #expect(result.stdout.isEmpty, "a write that cannot happen prints no diff")
            #expect(try FileManager.default.subpathsOfDirectory(atPath: copy.path).sorted() == before)
        }
    }

    @Test func anOldFormatDocumentIsSkippedAndItsNeighboursRewritten() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/OldFormat")) { copy in
            let old = copy.appendingPathComponent("Welcome.storyboard")
            let before = try Data(contentsOf: old)
            let result = try BinaryRunner.run(
                ["rewrite", "OldFormat", "--write"], in: copy.deletingLastPathComponent())
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    "OldFormat/Welcome.storyboard:2:1: warning: skipped an Interface Builder document of format "
                        + "version 1.1, which xibify does not read (3.0)"))
            #expect(result.stdout.contains("changed OldFormat/Stats.xib"))
            #expect(result.stdout.contains("created OldFormat/StatCardView.xib"))
            #expect(try Data(contentsOf: old) == before)
            let strict = try BinaryRunner.run(
                ["rewrite", "OldFormat", "--strict"], in: copy.deletingLastPathComponent())
            #expect(strict.status == 65)
            #expect(strict.stderr.contains("error: unsupported Interface Builder document version 1.1"))
        }
    }

    @Test func checkWriteAndCheckAgain() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let check = try BinaryRunner.run(["rewrite", "ShopApp", "--check"] + Self.clean, in: root)
            #expect(check.status == 1)
            let write = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + Self.clean, in: root)
            #expect(write.status == 0, "\(write.stderr)")
            #expect(write.stdout.contains("created ShopApp/Checkout/PaymentSummaryView.xib"))
            #expect(write.stdout.contains("changed ShopApp/Profile/Profile.storyboard"))
            #expect(write.stdout.contains("left inline ShopApp/Orders/Orders.storyboard:147:29"))
            // 6 xibs, 6 wrappers, one NibView.swift for the iOS app and its App Clip, one for the Mac
            // app, and the loyalty card's French and German .strings; the segue and binding clusters
            // stay. Changed: 8 documents and 4 .strings files its entries left.
            #expect(
                write.stdout.contains(
                    "Summary: 6 extracted, 2 skipped; 15 copies replaced; 16 files created, 12 changed."))
            #expect(write.stdout.contains("created ShopApp/Wallet/fr.lproj/LoyaltyCardView.strings"))
            #expect(write.stdout.contains("changed ShopApp/Wallet/fr.lproj/Wallet.strings"))
            let again = try BinaryRunner.run(["rewrite", "ShopApp", "--check"] + Self.clean, in: root)
            #expect(again.status == 0)
            #expect(again.stdout.isEmpty)
            // Placeholders are not clusters. What is left: the blocked coupon fields and the segue and
            // binding rows, and the loyalty card translated in a String Catalog beside its xib; none
            // can be extracted. The avatar row went into its xib whole.
            let report = try BinaryRunner.run(["report", "ShopApp", "--format", "json"] + Self.clean, in: root)
            let json = try JSONDecoder().decode(JSONReport.self, from: Data(report.stdout.utf8))
            #expect(
                json.clusters.map { $0.name ?? "" }.sorted() == [
                    "Coupon Field", "Loyalty Card", "Order Row", "Sync Row",
                ])
            #expect(json.summary.extractableClusters == 0)
        }
    }

    @Test func jsonDescribesThePlanAndOutcome() throws {
        let result = try BinaryRunner.run(["rewrite", "Fixtures/ShopApp", "--format", "json"] + Self.clean)
        #expect(result.status == 0)
        let json = try JSONDecoder().decode(RewriteJSONReport.self, from: Data(result.stdout.utf8))
        #expect(json.version == 3)
        #expect(json.mode == "diff")
        #expect(!json.written)
        #expect(
            json.clusters.map(\.className).sorted() == [
                "AvatarRowView", "CouponFieldView", "FormRowView", "LoyaltyCardView", "OptionRowView",
                "PaymentSummaryView",
            ])
        let coupon = try #require(json.clusters.first { $0.className == "CouponFieldView" })
        #expect(coupon.ports.map(\.name) == ["applyButtonTarget", "codeTextFieldDelegate", "titleLabelConstraint"])
        #expect(coupon.ports.first?.method == "applyCoupon")
        #expect(
            coupon.replaced.map { $0.connections?.map(\.destinationID) ?? [] } == [
                ["Ct1-vC-o01", "Ct1-vC-o01"], ["Gc2-vC-o02", "Gc2-vC-o02", "X2a-lN-o02"],
            ])
        #expect(
            coupon.skippedInstances.compactMap { $0.blockers?.first?.reason } == [
                "ancestor-constraint", "trait-variation-mask",
            ])
        #expect(json.summary.extractedClusters == 6)
        #expect(json.summary.skippedInstancesByReason["binding"] == 2)
        // Identifiers beside the words (version 3): one per reason, one per note.
        #expect(
            coupon.skippedInstances.map { $0.reasonIDs ?? [] } == [
                ["ancestor-constraint"], ["trait-variation-mask", "trait-variation-mask"],
            ])
        #expect(coupon.skippedInstances.allSatisfy { $0.reasons?.count == $0.reasonIDs?.count })
        #expect(coupon.replaced.allSatisfy { $0.reasonIDs == nil })
        #expect(json.clusters.first { $0.className == "LoyaltyCardView" }?.noteIDs == ["translations"])
        #expect(json.clusters.allSatisfy { $0.notes.count == $0.noteIDs.count })
        #expect(json.skippedClusters.map(\.reasonID) == ["too-few-copies", "too-few-copies"])
        // The loyalty card's shared text moves to its xib's French and German files (once, from the
        // template; dropped from the two other copies); its tier and points go to the placeholders.
        let card = try #require(json.clusters.first { $0.className == "LoyaltyCardView" })
        let moved = try #require(card.translations)
        #expect([moved.moved, moved.dropped, moved.toPlaceholders] == [2, 4, 12] && moved.languages == ["de", "fr"])
        #expect(card.xib == "Fixtures/ShopApp/Wallet/Base.lproj/LoyaltyCardView.xib")
        #expect(
            json.files.contains {
                $0.path == "Fixtures/ShopApp/Wallet/fr.lproj/LoyaltyCardView.strings" && $0.kind == "strings"
            })
        #expect(json.clusters.first { $0.className == "AvatarRowView" }?.translations == nil)
        let avatar = try #require(json.clusters.first { $0.className == "AvatarRowView" })
        #expect(avatar.replaced.count == 3)
        #expect(avatar.skippedInstances.isEmpty)
        #expect(avatar.ports.map(\.name) == ["nameLabelHolder"])
        #expect(
            json.files.contains {
                $0.path == "Fixtures/ShopApp/Checkout/PaymentSummaryView.xib" && $0.status == "created"
            })
    }

    @Test func usageErrors() throws {
        let both = try BinaryRunner.run(["rewrite", "Fixtures/ShopApp", "--write", "--check"])
        #expect(both.status == 64)
        let unknown = try BinaryRunner.run(["rewrite", "Fixtures/ShopApp", "--cluster", "zzzz"] + Self.clean)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no cluster has the id zzzz"))
        let badName = try BinaryRunner.run(["rewrite", "Fixtures/ShopApp", "--name", "oops"] + Self.clean)
        #expect(badName.status == 64)
    }
}
