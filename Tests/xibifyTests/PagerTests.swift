import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `rewrite` without `--write`: on a terminal a summary, and the diff through `$PAGER`; piped,
/// the diff itself and no pager.
@Suite struct PagerTests {
    static let arguments = ["rewrite", "ShopApp"] + ExtractTerminalTests.excludes

    @Test func onATerminalTheDiffGoesToThePagerAfterASummary() throws {
        try ExtractTerminalTests.withShopApp { root in
            let paged = root.appendingPathComponent("paged.txt")
            let terminal = try PseudoTerminal(
                Self.arguments, in: root, environment: ["PAGER": "cat > '\(paged.path)'"])
            let screen = try terminal.expect(" to change.")
            #expect(try terminal.waitForExit() == 0)
            #expect(screen.contains("extract PaymentSummaryView (b67ef5ed, 2 copies): \"Payment Summary\" view"))
            #expect(screen.contains("Summary: 6 to extract, 2 skipped; 15 copies to replace;"))
            #expect(!terminal.screen.contains("+++ b/"), "the diff is the pager's, not the screen's")
            let diff = try String(contentsOf: paged, encoding: .utf8)
            #expect(diff.contains("+++ b/ShopApp/Checkout/PaymentSummaryView.xib"))
            #expect(diff.hasPrefix("note: "), "the notes are paged too, before the diff")
            #expect(!terminal.screen.contains("note: "))
            #expect(!diff.contains("Summary:"))
        }
    }

    @Test func pipedTheDiffIsTheOutputAndNoPagerRuns() throws {
        try ExtractTerminalTests.withShopApp { root in
            let paged = root.appendingPathComponent("paged.txt")
            let result = try BinaryRunner.run(
                Self.arguments, in: root, environment: ["PAGER": "cat > '\(paged.path)'"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("diff --git "), "the diff from its first line")
            #expect(result.stdout.contains("+++ b/ShopApp/Checkout/PaymentSummaryView.xib"))
            #expect(!result.stdout.contains("Summary:"))
            #expect(!FileManager.default.fileExists(atPath: paged.path))
        }
    }

    @Test func anEmptyOrCatPagerPrintsTheDiffOnTheTerminal() throws {
        for pager in ["", "cat"] {
            try ExtractTerminalTests.withShopApp { root in
                let terminal = try PseudoTerminal(Self.arguments, in: root, environment: ["PAGER": pager])
                try terminal.expect("+++ b/ShopApp/Checkout/PaymentSummaryView.xib")
                #expect(try terminal.waitForExit() == 0)
                #expect(!terminal.screen.contains(" to change."), "no summary when nothing pages")
                #expect(terminal.screen.contains("note: "), "the notes, as without a terminal")
            }
        }
    }
}
