import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `xibify extract` driven through a pseudo-terminal with scripted answers.
@Suite struct ExtractTerminalTests {
    static let excludes = ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"]

    /// Runs a body with a copy of ShopApp; gives the copy's parent (the working folder).
    static func withShopApp(_ body: (URL) throws -> Void) throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            try body(copy.deletingLastPathComponent())
        }
    }

    static func paymentID(in root: URL) throws -> String {
        let report = Pipeline.scan(
            ScanOptions(
                paths: ["ShopApp"], excludes: excludes.filter { $0 != "--exclude" }.map(Glob.init),
                workingDirectory: root))
        return try #require(report.clusters.first { $0.name == "Payment Summary" }).id
    }

    static func files(in root: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
    }

    static func exists(_ path: String, in root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    @Test func acceptEveryDefault() throws {
        try Self.withShopApp { root in
            let terminal = try PseudoTerminal(["extract", "ShopApp"] + Self.excludes, in: root)
            let list = try terminal.expect("Extract which cluster")
            // Each cluster by its number, id and title, then its copies and savings.
            #expect(list.contains("\"Payment Summary\" view with 3 labels and an image view, in 2 files"))
            #expect(list.contains("\"Avatar Row\" view with 2 image views and a label, in 3 files"))
            #expect(list.contains("     2 copies, saves 30"))
            // A terminal ends lines with "\r\n", one Character in Swift.
            let avatarLine = try #require(
                list.split(whereSeparator: \.isNewline).first { $0.contains("\"Avatar Row\"") })
            terminal.send("5")
            let details = try terminal.expect("Class name [PaymentSummaryView]: ")
            #expect(details.contains("ShopApp/Checkout/Checkout.storyboard:20:29  Checkout View Controller"))
            #expect(details.contains(#"amountText: "$42.00", "$19.99""#))
            for prompt in [
                "[amountText]: ", "[cardNumberText]: ", "Module [ShopApp]: ", "Output folder [ShopApp/Checkout]: ",
            ] {
                terminal.send("")
                try terminal.expect(prompt)
            }
            terminal.send("")
            // A summary first; the diff only when asked for (yes by default).
            let summary = try terminal.expect("Show the diff? [Y/n]: ")
            #expect(summary.contains("PaymentSummaryView (b67ef5ed, 2 copies): \"Payment Summary\" view"))
            #expect(summary.contains("Summary: 1 to extract, 0 skipped; 2 copies to replace;"))
            #expect(!summary.contains("+++ b/"))
            terminal.send("")
            let diff = try terminal.expect("Write these changes? [y/N]: ")
            #expect(diff.contains("+++ b/ShopApp/Checkout/PaymentSummaryView.xib"))
            #expect(
                diff.contains(
                    #"+                                    <userDefinedRuntimeAttribute type="string" keyPath="amountText" value="$42.00" localized="YES"/>"#
                ))
            terminal.send("y")
            let written = try terminal.expect("Extract another cluster? [y/N]: ")
            #expect(written.contains("created ShopApp/Checkout/PaymentSummaryView.xib"))
            // The other clusters keep their numbers: the Avatar Row is still the one it was.
            terminal.send("y")
            let again = try terminal.expect("Extract which cluster")
            #expect(!again.contains("\"Payment Summary\""))
            #expect(again.split(whereSeparator: \.isNewline).contains(avatarLine))
            terminal.send("5")
            try terminal.expect("no cluster 5: type one of the numbers listed")
            terminal.send("q")
            #expect(try terminal.waitForExit() == 0)
            #expect(Self.exists("ShopApp/Checkout/PaymentSummaryView.swift", in: root))
            #expect(Self.exists("ShopApp/Checkout/NibView.swift", in: root))
            let storyboard = try String(
                contentsOf: root.appendingPathComponent("ShopApp/Profile/Profile.storyboard"), encoding: .utf8)
            #expect(storyboard.contains(#"customClass="PaymentSummaryView""#))
        }
    }

    /// A proposal that is a guess says so at the prompt; a name typed there is recorded in
    /// `.xibify.yml` with the files (#30).
    @Test func aGuessIsSaidAndATypedNameIsRecorded() throws {
        try Self.withShopApp { root in
            // Without their labels, nothing but guesses names the payment summary's copies.
            for file in ["ShopApp/Checkout/Checkout.storyboard", "ShopApp/Profile/Profile.storyboard"] {
                let url = root.appendingPathComponent(file)
                let text = try String(contentsOf: url, encoding: .utf8)
                try Data(text.replacingOccurrences(of: #" userLabel="Payment Summary""#, with: "").utf8).write(to: url)
            }
            let id = try #require(
                Pipeline.scan(ScanOptions(paths: ["ShopApp/Checkout", "ShopApp/Profile"], workingDirectory: root))
                    .clusters.first { $0.classNameSource.isWeak && $0.parameters.contains { $0.name == "amountText" } }
            ).id
            let terminal = try PseudoTerminal(["extract", "ShopApp"] + Self.excludes, in: root)
            try terminal.expect("Extract which cluster")
            terminal.send(id)
            let prompt = try terminal.expect("]: ")
            #expect(prompt.contains("Class name (a guess: "), "\(prompt)")
            terminal.send("PaymentCard")
            for answer in ["[amountText]: ", "[cardNumberText]: ", "Module [ShopApp]: ", "Output folder"] {
                try terminal.expect(answer)
                terminal.send("")
            }
            try terminal.expect("Show the diff? [Y/n]: ")
            terminal.send("n")
            try terminal.expect("Write these changes? [y/N]: ")
            terminal.send("y")
            let written = try terminal.expect("Extract another cluster? [y/N]: ")
            #expect(written.contains("recorded the class name PaymentCard for cluster \(id) in .xibify.yml"))
            terminal.send("n")
            #expect(try terminal.waitForExit() == 0)
            let config = try String(contentsOf: root.appendingPathComponent(".xibify.yml"), encoding: .utf8)
            #expect(config.hasSuffix("names:\n  \(id): PaymentCard\n"))
            #expect(Self.exists("ShopApp/Checkout/PaymentCard.swift", in: root))
        }
    }

    /// Copies in several folders: extract proposes the deepest folder that holds them all when it
    /// lies below what was scanned and the same targets build it (#32); rewrite keeps its files
    /// beside the first copy.
    @Test func copiesInSeveralFoldersGoToTheFolderThatHoldsThemAll() throws {
        try Self.withShopApp { root in
            let id = try Self.paymentID(in: root)
            let scripted = try BinaryRunner.run(["extract", ".", "--cluster", id, "--yes"] + Self.excludes, in: root)
            #expect(scripted.status == 0, "\(scripted.stderr)")
            #expect(scripted.stdout.contains("created ShopApp/PaymentSummaryView.xib"), "\(scripted.stdout)")
            #expect(
                scripted.stdout.contains(
                    "ShopApp/PaymentSummaryView.swift must be added to ShopApp (ShopApp.xcodeproj)"))
        }
        // Scanned as ShopApp itself, the folder that holds both copies is the scanned one: a
        // project's root is no home for one component, so the files go beside the first copy.
        try Self.withShopApp { root in
            let id = try Self.paymentID(in: root)
            let scripted = try BinaryRunner.run(
                ["extract", "ShopApp", "--cluster", id, "--yes"] + Self.excludes, in: root)
            #expect(scripted.status == 0, "\(scripted.stderr)")
            #expect(scripted.stdout.contains("created ShopApp/Checkout/PaymentSummaryView.xib"), "\(scripted.stdout)")
        }
    }

    @Test func renameTheClassAndOneProperty() throws {
        try Self.withShopApp { root in
            let id = try Self.paymentID(in: root)
            let terminal = try PseudoTerminal(["extract", "ShopApp"] + Self.excludes, in: root)
            try terminal.expect("Extract which cluster")
            terminal.send("zzz")
            try terminal.expect("no cluster zzz")
            terminal.send(id)
            try terminal.expect("Class name [PaymentSummaryView]: ")
            terminal.send("checkout card")
            try terminal.expect("is not a Swift type name")
            terminal.send("CheckoutViewController")
            try terminal.expect("already used by a class in the inputs")
            terminal.send("TotalCardView")
            try terminal.expect("[amountText]: ")
            terminal.send("total")
            try terminal.expect("[cardNumberText]: ")
            terminal.send("total")
            try terminal.expect("another property is already called total")
            terminal.send("")
            try terminal.expect("Module [ShopApp]: ")
            terminal.send("")
            try terminal.expect("Output folder")
            terminal.send("Generated")
            try terminal.expect("Show the diff? [Y/n]: ")
            terminal.send("n")
            try terminal.expect("Write these changes? [y/N]: ")
            terminal.send("yes")
            try terminal.expect("Extract another cluster? [y/N]: ")
            terminal.send("")
            #expect(try terminal.waitForExit() == 0)
            let swift = try String(
                contentsOf: root.appendingPathComponent("Generated/TotalCardView.swift"), encoding: .utf8)
            #expect(swift.contains("@IBInspectable var total: String? {"))
            #expect(swift.contains("@IBInspectable var cardNumberText: String? {"))
            #expect(Self.exists("Generated/TotalCardView.xib", in: root))
        }
    }

    @Test func declineAtTheDiffWritesNothing() throws {
        try Self.withShopApp { root in
            let before = try Self.files(in: root)
            let terminal = try PseudoTerminal(["extract", "ShopApp"] + Self.excludes, in: root)
            try terminal.expect("Extract which cluster")
            // The loyalty card ranks first, then the coupon field.
            terminal.send("2")
            // The coupon field: its ports, each copy's target, and the fix for each blocked copy.
            let details = try terminal.expect("Class name [CouponFieldView]: ")
            #expect(
                details.contains("port applyButtonTarget (forwards `applyCoupon:`): viewController CartViewController"))
            #expect(details.contains("pin the copy's root view, \"Coupon Field\" (Orders View Controller › View),"))
            terminal.send("")
            // Two properties, the module, the folder, and whether to show the diff.
            for _ in 0..<5 {
                try terminal.expect("]: ")
                terminal.send("")
            }
            try terminal.expect("Write these changes? [y/N]: ")
            terminal.send("")
            try terminal.expect("Nothing was written.")
            try terminal.expect("Extract another cluster? [y/N]: ")
            terminal.send("n")
            #expect(try terminal.waitForExit() == 0)
            #expect(try Self.files(in: root) == before)
        }
    }

    @Test func endOfInputMidwayWritesNothing() throws {
        try Self.withShopApp { root in
            let before = try Self.files(in: root)
            let terminal = try PseudoTerminal(["extract", "ShopApp"] + Self.excludes, in: root)
            try terminal.expect("Extract which cluster")
            terminal.send("4")
            try terminal.expect("Class name [FormRowView]: ")
            terminal.sendEndOfInput()
            try terminal.expect("Cancelled: nothing was written.")
            #expect(try terminal.waitForExit() == 0)
            #expect(try Self.files(in: root) == before, "no file and no temporary file left behind")
        }
    }

    @Test func noTerminalAndNoFlags() throws {
        let result = try BinaryRunner.run(["extract", "Fixtures/ShopApp"] + Self.excludes)
        #expect(result.status == 64)
        #expect(result.stderr.contains("standard input is not one"))
        #expect(result.stderr.contains("--cluster ID --yes"))
        #expect(result.stderr.contains("xibify rewrite"))
        #expect(result.stdout.isEmpty)
    }

    @Test func scriptedWithFlagsWithoutATerminal() throws {
        try Self.withShopApp { root in
            let id = try Self.paymentID(in: root)
            let result = try BinaryRunner.run(
                [
                    "extract", "ShopApp", "--cluster", id, "--name", "CardSummaryView", "--param", "amountText=amount",
                    "--yes",
                ]
                    + Self.excludes, in: root)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("created ShopApp/Checkout/CardSummaryView.xib"))
            let swift = try String(
                contentsOf: root.appendingPathComponent("ShopApp/Checkout/CardSummaryView.swift"), encoding: .utf8)
            #expect(swift.contains("var amount: String?"))
        }
    }
}
