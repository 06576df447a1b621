import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit

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
}
