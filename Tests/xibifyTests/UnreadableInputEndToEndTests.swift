import Foundation
import Testing
import XibifyTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unlistable folders and unreadable files are refused, counted, and make the status 65 (#18).
///
/// A subfolder and a file made `chmod 000` are named with their paths; `--write` then writes
/// nothing. Permission bits do not stop root, so as root the binary runs as `nobody`
/// through `setpriv`; the test is skipped when that is not possible (no setpriv, or `nobody`
/// cannot run the built binary).
@Suite(.enabled(if: UnprivilegedRunner.isAvailable, "cannot run xibify as an unprivileged user here"))
struct UnreadableInputEndToEndTests {
    @Test func unlistableFoldersAndUnreadableFilesAreRefusedAndCounted() throws {
        try InterruptionTests.withShopApp { root, copy in
            let orders = copy.appendingPathComponent("Orders")
            let checkout = copy.appendingPathComponent("Checkout/Checkout.storyboard")
            chmod(orders.path, 0o000)
            chmod(checkout.path, 0o000)
            defer {
                chmod(orders.path, 0o755)
                chmod(checkout.path, 0o644)
            }
            let report = try UnprivilegedRunner.run(["report", "ShopApp"] + InterruptionTests.clean, in: root)
            #expect(report.status == 65, "\(report.combined)")
            let denied = String(cString: strerror(EACCES))
            #expect(
                report.stderr.contains(
                    "ShopApp/Orders: error: cannot list the folder: \(denied)"))
            #expect(
                report.stderr.contains("ShopApp/Checkout/Checkout.storyboard: error: cannot read the file: \(denied)"))
            #expect(String(decoding: report.stdout, as: UTF8.self).contains("2 refused"), "\(report.combined)")

            chmod(orders.path, 0o755)
            let before = try TreeSnapshot(copy)
            chmod(orders.path, 0o000)
            let write = try UnprivilegedRunner.run(
                ["rewrite", "ShopApp", "--write", "--strict"] + InterruptionTests.clean, in: root)
            #expect(write.status == 65, "\(write.combined)")
            #expect(
                write.stderr.contains("nothing was written: 2 inputs were refused (named above) and --strict is on"))
            #expect(write.stdout.isEmpty, "no diff for a write that cannot happen")
            chmod(orders.path, 0o755)
            #expect(try TreeSnapshot(copy).differences(from: before) == [])
        }
    }
}
