import Foundation
import Testing
import XibifyTestSupport

/// Symbolic links in a scanned tree (#27), with the binary: a link to a folder is not followed
/// and is named; a file reached through a link that leads out of the folders scanned is reported
/// but never written; a batch that would write through a link xibify did not make is refused.
@Suite struct SymbolicLinkTests {
    static let clean = InterruptionTests.clean

    /// A copy of the sample app in `root/ShopApp`, beside `root/Elsewhere`, outside the scan.
    static func withShopAppAndElsewhere(_ body: (_ root: URL, _ copy: URL, _ elsewhere: URL) throws -> Void) throws {
        try InterruptionTests.withShopApp { root, copy in
            let elsewhere = root.appendingPathComponent("Elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try body(root, copy, elsewhere)
        }
    }

    static func link(_ path: URL, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: destination)
    }

    static func isLink(_ path: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path.path)) != nil
    }

    /// A link to a folder outside the scan is skipped with a warning naming it; one into a
    /// scanned folder (read anyway) is skipped without one; `--quiet` names neither.
    @Test func aLinkToAFolderIsNamedNotFollowed() throws {
        try Self.withShopAppAndElsewhere { root, copy, elsewhere in
            let shared = elsewhere.appendingPathComponent("Shared")
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: copy.appendingPathComponent("Checkout/Checkout.storyboard"),
                to: shared.appendingPathComponent("Shared.storyboard"))
            try Self.link(copy.appendingPathComponent("Shared"), to: "../Elsewhere/Shared")
            try Self.link(copy.appendingPathComponent("CheckoutAlias"), to: "Checkout")
            let result = try BinaryRunner.run(["report", "ShopApp"] + Self.clean, in: root)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    "warning: skipped ShopApp/Shared, a symbolic link to the folder Elsewhere/Shared: links to folders "
                        + "are not followed"), "\(result.stderr)")
            #expect(!result.stderr.contains("CheckoutAlias"), "\(result.stderr)")
            #expect(!result.stdout.contains("Shared.storyboard"))
            let quiet = try BinaryRunner.run(["report", "ShopApp", "--quiet"] + Self.clean, in: root)
            #expect(!quiet.stderr.contains("symbolic link"), "\(quiet.stderr)")
        }
    }

    /// A storyboard that is a link to a file outside the folders scanned: its copies are
    /// reported, blocked with `outside-scanned-folders`, and `rewrite --write` leaves the file it
    /// leads to (and the link) alone while it extracts the other copies.
    @Test func aLinkedFileOutsideTheScanIsReportedButNeverWritten() throws {
        try Self.withShopAppAndElsewhere { root, copy, elsewhere in
            let outside = elsewhere.appendingPathComponent("Linked.storyboard")
            try FileManager.default.copyItem(
                at: copy.appendingPathComponent("Checkout/Checkout.storyboard"), to: outside)
            let original = try Data(contentsOf: outside)
            let link = copy.appendingPathComponent("Checkout/Linked.storyboard")
            try Self.link(link, to: "../../Elsewhere/Linked.storyboard")
            let report = try BinaryRunner.run(["report", "ShopApp", "--format", "json"] + Self.clean, in: root)
            #expect(report.status == 0, "\(report.stderr)")
            #expect(report.stdout.contains("\"outside-scanned-folders\""), "the copies there are blocked by reason")
            #expect(report.stdout.contains("ShopApp/Checkout/Linked.storyboard"))
            let text = try BinaryRunner.run(["report", "ShopApp"] + Self.clean, in: root)
            #expect(
                text.stdout.contains(
                    "ShopApp/Checkout/Linked.storyboard is a symbolic link to \(outside.resolvingSymlinksInPath().path), "
                        + "outside the folders scanned"), "\(text.stdout)")
            let write = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + Self.clean, in: root)
            #expect(write.status == 0, "\(write.stderr)")
            #expect(write.stdout.contains("changed ShopApp/Checkout/Checkout.storyboard"), "\(write.stdout)")
            #expect(!write.stdout.contains("changed ShopApp/Checkout/Linked.storyboard"), "\(write.stdout)")
            #expect(try Data(contentsOf: outside) == original)
            #expect(Self.isLink(link))
            #expect(try TreeSnapshot(elsewhere).scratchFiles == [])
        }
    }

    /// A language folder that is a link out of the tree: editing its `.strings` file would write
    /// there, so the batch is refused (73) and nothing is written on either side; a `.strings`
    /// file that is itself a link likewise.
    @Test func aBatchThroughALinkXibifyDidNotMakeIsRefused() throws {
        for linkFile in [false, true] {
            try Self.withShopAppAndElsewhere { root, copy, elsewhere in
                let french = copy.appendingPathComponent("Wallet/fr.lproj")
                let linked: URL
                let destination: String
                if linkFile {
                    linked = french.appendingPathComponent("Wallet.strings")
                    try FileManager.default.moveItem(at: linked, to: elsewhere.appendingPathComponent("Wallet.strings"))
                    destination = "../../../Elsewhere/Wallet.strings"
                } else {
                    linked = french
                    try FileManager.default.moveItem(at: french, to: elsewhere.appendingPathComponent("fr.lproj"))
                    destination = "../../Elsewhere/fr.lproj"
                }
                try Self.link(linked, to: destination)
                let before = (try TreeSnapshot(copy), try TreeSnapshot(elsewhere))
                let write = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + Self.clean, in: root)
                #expect(write.status == 73, "\(write.stderr)")
                // A folder link: the first file of the batch under it (the new xib's translation).
                let what =
                    linkFile
                    ? "error: ShopApp/Wallet/fr.lproj/Wallet.strings is a symbolic link to Elsewhere/Wallet.strings"
                    : "would be written through ShopApp/Wallet/fr.lproj, a symbolic link to Elsewhere/fr.lproj"
                #expect(
                    write.stderr.contains(
                        "\(what), which xibify did not make; xibify never writes through such a link — nothing was "
                            + "written"), "\(write.stderr)")
                #expect(try TreeSnapshot(copy) == before.0)
                #expect(try TreeSnapshot(elsewhere) == before.1)
            }
        }
    }
}
