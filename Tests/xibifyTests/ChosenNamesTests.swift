import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// A class name chosen once is kept (#30): `rewrite --write --name` records it in `.xibify.yml`
/// in the batch that writes the class, and every later run, a teammate's too, names the cluster so.
@Suite struct ChosenNamesTests {
    /// The payment summary card of Checkout and Receipt (Fixtures/ShopApp).
    static let card = "b67ef5ed"

    /// A configuration a person wrote: comments, blank lines and keys that must stay as they are.
    static let written = """
        # ShopApp's xibify settings
        excluded:
          - Broken    # malformed on purpose
          - Legacy

        min_views: 2  # the default, said out loud

        """

    @Test func rewriteWriteRecordsTheNameAndALaterRunWithANewCopyUsesIt() throws {
        try ConfigurationFileTests.withProject(Self.written) { project in
            let config = project.appendingPathComponent(".xibify.yml")
            let first = try BinaryRunner.run(
                ["rewrite", ".", "--cluster", Self.card, "--name", "\(Self.card)=PaymentCard", "--write"], in: project)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(
                first.stderr.contains("recorded the class name PaymentCard for cluster \(Self.card) in .xibify.yml"))
            // The file as it was, byte for byte, and one entry under a new `names:`.
            let recorded = try String(contentsOf: config, encoding: .utf8)
            #expect(recorded == Self.written + "names:\n  \(Self.card): PaymentCard\n")
            #expect(
                FileManager.default.fileExists(atPath: project.appendingPathComponent("Checkout/PaymentCard.xib").path))
            // No scratch file or lock of the batch is left beside it.
            let hidden = try FileManager.default.contentsOfDirectory(atPath: project.path).filter {
                $0.hasPrefix(".") && $0 != ".xibify.yml"
            }
            #expect(hidden.isEmpty, "\(hidden)")

            // The same card pasted again: the new copy and the component's xib are the cluster of
            // the same id, which the report names as recorded and the rewrite adopts.
            try FileManager.default.copyItem(
                at: TestPaths.fixtures.appendingPathComponent("ShopApp/Checkout/Checkout.storyboard"),
                to: project.appendingPathComponent("Checkout/CheckoutAgain.storyboard"))
            let report = try BinaryRunner.run(["report", ".", "--format", "json"], in: project)
            let json = try JSONDecoder().decode(JSONReport.self, from: Data(report.stdout.utf8))
            let cluster = try #require(json.clusters.first { $0.id == Self.card })
            #expect(cluster.suggestedClassName == "PaymentCard")
            #expect(cluster.nameSource == "chosen" && cluster.nameIsGuess == false)
            #expect(cluster.instances.contains { $0.file.hasSuffix("CheckoutAgain.storyboard") })
            let second = try BinaryRunner.run(["rewrite", ".", "--cluster", Self.card, "--write"], in: project)
            #expect(second.status == 0, "\(second.stderr)")
            let pasted = try String(
                contentsOf: project.appendingPathComponent("Checkout/CheckoutAgain.storyboard"), encoding: .utf8)
            #expect(pasted.contains("customClass=\"PaymentCard\""))
            // Nothing new to record.
            #expect(try String(contentsOf: config, encoding: .utf8) == recorded)
        }
    }

    @Test func aTeammatesRecordedNameNamesTheClassAndAFlagReplacesIt() throws {
        let shared = Self.written + "names:\n  \(Self.card): PaymentCard   # chosen in review\n"
        try ConfigurationFileTests.withProject(shared) { project in
            let config = project.appendingPathComponent(".xibify.yml")
            let text = try BinaryRunner.run(["report", "."], in: project)
            #expect(text.stdout.contains("class: PaymentCard (chosen"), "\(text.stdout)")
            let diff = try BinaryRunner.run(["rewrite", ".", "--cluster", Self.card], in: project)
            #expect(diff.status == 0, "\(diff.stderr)")
            #expect(diff.stdout.contains("+++ b/Checkout/PaymentCard.xib"))
            // A --name wins over the file, and --write records it where the old name stood.
            let renamed = try BinaryRunner.run(
                ["rewrite", ".", "--cluster", Self.card, "--name", "\(Self.card)=ReceiptCard", "--write"], in: project)
            #expect(renamed.status == 0, "\(renamed.stderr)")
            #expect(
                FileManager.default.fileExists(atPath: project.appendingPathComponent("Checkout/ReceiptCard.xib").path))
            #expect(
                try String(contentsOf: config, encoding: .utf8)
                    == Self.written + "names:\n  \(Self.card): ReceiptCard   # chosen in review\n")
        }
    }

    @Test func withoutAConfigurationTheFileIsMadeInTheWorkingFolder() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { project in
            let config = project.appendingPathComponent(".xibify.yml")
            let arguments = [
                "rewrite", "Checkout", "Profile", "--cluster", Self.card, "--name", "\(Self.card)=PaymentCard",
            ]
            // Without --write, nothing is recorded.
            let diff = try BinaryRunner.run(arguments, in: project)
            #expect(diff.status == 0, "\(diff.stderr)")
            #expect(!FileManager.default.fileExists(atPath: config.path))
            let result = try BinaryRunner.run(arguments + ["--write"], in: project)
            #expect(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOf: config, encoding: .utf8)
            let configuration = try ConfigurationLoader.parse(text, file: config.path)
            #expect(configuration.names == [Self.card: "PaymentCard"])
        }
    }

    @Test func aScriptedExtractRecordsTheNameItWasGiven() throws {
        try ConfigurationFileTests.withProject(Self.written) { project in
            let result = try BinaryRunner.run(
                ["extract", ".", "--cluster", Self.card, "--name", "PaymentCard", "--yes"], in: project)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("recorded the class name PaymentCard for cluster \(Self.card)"))
            #expect(
                try String(contentsOf: project.appendingPathComponent(".xibify.yml"), encoding: .utf8)
                    == Self.written + "names:\n  \(Self.card): PaymentCard\n")
        }
    }

    @Test func badEntriesAreWarningsAtTheirLinesAndConfigPrintShowsTheRest() throws {
        let yaml =
            Self.written + """
                names:
                  \(Self.card): paymentCard
                  4ed33c7a: AvatarLine
                  d9d271a1: AvatarLine
                  not-an-id: Coupon
                  778e4f06: UIView

                """
        try ConfigurationFileTests.withProject(yaml) { project in
            let result = try BinaryRunner.run(["report", "."], in: project)
            #expect(result.status == 0, "\(result.stderr)")
            let first = Self.written.split(separator: "\n", omittingEmptySubsequences: false).count + 1
            for (offset, message) in [
                (0, "`names.\(Self.card)`: paymentCard is not a Swift type name"),
                (2, "`names.d9d271a1`: AvatarLine is already the name of cluster 4ed33c7a"),
                (3, "`names.not-an-id`: not-an-id is not a cluster id"),
                (4, "`names.778e4f06`: UIView is a class of Apple's frameworks"),
            ] {
                let column = offset == 3 ? 14 : 13
                #expect(
                    result.stderr.contains(".xibify.yml:\(first + offset):\(column): warning: \(message)"),
                    "\(result.stderr)")
            }
            #expect(result.stdout.contains("class: AvatarLine (chosen"))
            let printed = try BinaryRunner.run(["config", "--print"], in: project)
            #expect(printed.stdout.contains("names:  # file\n  \"4ed33c7a\": \"AvatarLine\"\n"), "\(printed.stdout)")
        }
    }
}
