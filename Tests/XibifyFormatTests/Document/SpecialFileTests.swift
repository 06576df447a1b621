import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWriting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Only regular files are read: a FIFO named `.xib` is refused at once (it used to hang the scan,
/// waiting for a writer), and the other files are still scanned.
@Suite struct SpecialFileTests {
    @Test func aFIFONamedXibIsRefusedWithoutWaiting() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("Pipe.xib").path, 0o644) == 0)
        try FileManager.default.copyItem(
            at: TestPaths.fixtures.appendingPathComponent("ShopApp/Checkout/Checkout.storyboard"),
            to: folder.appendingPathComponent("Checkout.storyboard"))
        let report = Pipeline.scan(ScanOptions(paths: ["."], workingDirectory: folder))
        #expect(report.documents.count == 1)
        let refused = try #require(report.refused.first)
        #expect(refused.path.hasSuffix("Pipe.xib"))
        #expect(refused.reason == .unreadable("not a regular file"))
    }

    @Test func aLinkedFileIsReadOnceAndTheLinkSurvivesAWrite() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let manager = FileManager.default
            // Profile.storyboard becomes a link to a file elsewhere in the tree; Checkout gets a second link.
            try manager.moveItem(
                at: copy.appendingPathComponent("Profile/Profile.storyboard"),
                to: copy.appendingPathComponent("Real.storyboard"))
            try manager.createSymbolicLink(
                atPath: copy.appendingPathComponent("Profile/Profile.storyboard").path,
                withDestinationPath: "../Real.storyboard")
            try manager.createDirectory(at: copy.appendingPathComponent("Linked"), withIntermediateDirectories: true)
            try manager.createSymbolicLink(
                atPath: copy.appendingPathComponent("Linked/Checkout.storyboard").path,
                withDestinationPath: "../Checkout/Checkout.storyboard")
            let root = copy.deletingLastPathComponent()
            let report = ShopAppFixture.scan(copy.lastPathComponent, in: root)
            #expect(!report.documents.contains { $0.path.hasPrefix("ShopApp/Linked/") })
            #expect(report.documents.filter { $0.path.hasSuffix("Checkout.storyboard") }.count == 1)
            let result = try Rewriter.prepareAll(report, options: ShopAppFixture.options(root))
            try BatchWriter().write(result.files)
            let link = copy.appendingPathComponent("Profile/Profile.storyboard").path
            #expect(try manager.destinationOfSymbolicLink(atPath: link) == "../Real.storyboard")
            let real = try String(contentsOf: copy.appendingPathComponent("Real.storyboard"), encoding: .utf8)
            #expect(real.contains("customClass=\"PaymentSummaryView\""))
        }
    }
}
