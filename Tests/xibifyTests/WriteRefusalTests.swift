import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `rewrite --write` refuses or cleans up (#18), run as a user would: read-only files
/// (exit 77 unless `--force`), a file size limit that makes a write fail halfway (74, no
/// temporary file left), and the leftovers of a run that was killed (SIGKILL).
@Suite struct WriteRefusalTests {
    static let clean = InterruptionTests.clean

    @Test func aReadOnlyFileIsRefusedUnlessForced() throws {
        try InterruptionTests.withShopApp { root, copy in
            let storyboard = copy.appendingPathComponent("Checkout/Checkout.storyboard")
            chmod(storyboard.path, 0o444)
            let before = try TreeSnapshot(copy)
            let refused = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + Self.clean, in: root)
            #expect(refused.status == 77, "\(refused.stderr)")
            #expect(
                refused.stderr.contains(
                    "error: ShopApp/Checkout/Checkout.storyboard is read-only (the owner has no write permission) — "
                        + "no file was changed; make it writable, or pass --force to replace it keeping its mode"),
                "\(refused.stderr)")
            #expect(try TreeSnapshot(copy).differences(from: before) == [])

            let forced = try BinaryRunner.run(["rewrite", "ShopApp", "--write", "--force"] + Self.clean, in: root)
            #expect(forced.status == 0, "\(forced.stderr)")
            let after = try TreeSnapshot(copy)
            #expect(after.entries["Checkout/Checkout.storyboard"]?.permissions == 0o444)
            #expect(
                after.entries["Checkout/Checkout.storyboard"]?.bytes
                    != before.entries["Checkout/Checkout.storyboard"]?.bytes)
            #expect(after.scratchFiles == [])
        }
    }

    @Test func forceWithoutWriteIsAUsageError() throws {
        let result = try BinaryRunner.run(["rewrite", "Fixtures/ShopApp", "--force"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--force only applies with --write."))
    }

    /// A scripted `extract` exits as `rewrite --write` does when its write is refused.
    @Test func aScriptedExtractOfAReadOnlyFileExits77() throws {
        try InterruptionTests.withShopApp { root, copy in
            let report = Pipeline.scan(
                ScanOptions(
                    paths: ["ShopApp"], excludes: ["Broken", "Legacy", "Resources"].map(Glob.init),
                    workingDirectory: root))
            let id = try #require(report.clusters.first { $0.name == "Payment Summary" }).id
            chmod(copy.appendingPathComponent("Checkout/Checkout.storyboard").path, 0o444)
            let before = try TreeSnapshot(copy)
            let result = try BinaryRunner.run(["extract", "ShopApp", "--cluster", id, "--yes"] + Self.clean, in: root)
            #expect(result.status == 77, "\(result.stdout)\(result.stderr)")
            #expect((result.stdout + result.stderr).contains("is read-only"))
            #expect(try TreeSnapshot(copy).differences(from: before) == [])
        }
    }

    /// A write that fails halfway (`ulimit -f 4`: EFBIG, as a full disk gives ENOSPC) leaves nothing.
    ///
    /// SIGXFSZ, which would kill the process there, is ignored while writing.
    @Test func aWriteThatFailsHalfwayLeavesNoTemporaryFile() throws {
        try InterruptionTests.withShopApp { root, copy in
            let before = try TreeSnapshot(copy)
            let command =
                "cd '\(root.path)' && ulimit -f 4 && exec '\(BinaryRunner.executable.path)' rewrite ShopApp --write "
                + Self.clean.joined(separator: " ")
            let result = try ToolRunner.run(["bash", "-c", command])
            #expect(result.status == 74, "\(result.combined)")
            #expect(result.stderr.contains("cannot write: \(String(cString: strerror(EFBIG))) — no file was changed"))
            let after = try TreeSnapshot(copy)
            #expect(after.differences(from: before) == [])
            #expect(after.scratchFiles == [])
        }
    }

    /// A run killed with SIGKILL while paused (before its renames) leaves its journal, temporary
    /// files and lock files; the next run undoes that batch and says why, keeps a backup an
    /// earlier build left and names it, and writes.
    @Test func theNextRunCleansUpAfterAKilledOne() throws {
        try InterruptionTests.withShopApp { root, copy in
            let pause = try PauseFIFO(in: root)
            let killed = try BinaryProcess(
                ["rewrite", "ShopApp", "--write"] + Self.clean, in: root, environment: pause.environment)
            try #require(pause.waitUntilPaused(killed))
            killed.send(SIGKILL)
            #expect(killed.wait().signal == SIGKILL)
            let left = try TreeSnapshot(copy).scratchFiles
            #expect(left.contains { $0.hasSuffix(".tmp") } && left.contains { $0.hasSuffix("/.xibify.lock") })
            let journal = try #require(left.first { $0.hasSuffix(".journal") })
            // A backup as a run killed between two renames leaves it.
            let backup = "Checkout/.Checkout.storyboard.xibify-\(UUID().uuidString).orig"
            try FileManager.default.copyItem(
                at: copy.appendingPathComponent("Checkout/Checkout.storyboard"), to: copy.appendingPathComponent(backup)
            )

            let next = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + Self.clean, in: root)
            #expect(next.status == 0, "\(next.stderr)")
            #expect(
                next.stderr.contains(
                    "warning: ShopApp/\(journal): a xibify run was killed while it wrote 28 files (ShopApp/Checkout/"),
                "\(next.stderr)")
            #expect(
                next.stderr.contains(
                    "it had not yet compared its inputs, so it had replaced nothing; its temporary files were removed"))
            #expect(
                next.stderr.contains(
                    "warning: ShopApp/\(backup) holds the original of ShopApp/Checkout/Checkout.storyboard, kept by "
                        + "a xibify run that was killed while writing; it was left alone"), "\(next.stderr)")
            // The stale locks were taken and removed; only the backup stays.
            #expect(try TreeSnapshot(copy).scratchFiles == [backup])
        }
    }
}
