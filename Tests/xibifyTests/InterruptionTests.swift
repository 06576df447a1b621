import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM during a write (#18), sent to the real binary while it is paused by the
/// test hook `XIBIFY_TEST_PAUSE_FIFO` with every temporary file written and its folders locked:
/// the batch is rolled back, the program ends by the signal (a shell shows 130 or 143), and the
/// tree is byte-identical to before, with no temporary file, backup or lock left.
@Suite struct InterruptionTests {
    static let clean = ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"]

    /// A copy of Fixtures/ShopApp; the body gets the folder that holds it.
    static func withShopApp(_ body: (_ root: URL, _ copy: URL) throws -> Void) throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            try body(copy.deletingLastPathComponent(), copy)
        }
    }

    /// Starts a run paused before its renames, checks that it is mid-write, sends a signal,
    /// releases it, and returns how it ended.
    static func interrupt(
        _ arguments: [String], in root: URL, copy: URL, with signal: Int32, unblocked: Bool = true
    ) throws -> BinaryProcess.Result {
        let pause = try PauseFIFO(in: root)
        let run = try BinaryProcess(
            arguments, in: root, environment: pause.environment, unblockingSignals: unblocked)
        guard pause.waitUntilPaused(run) else {
            let result = run.wait()
            Issue.record("the run did not pause: \(String(describing: result.status)) \(result.stderr)")
            return result
        }
        let paused = try TreeSnapshot(copy)
        #expect(paused.scratchFiles.contains { $0.hasSuffix(".tmp") }, "temporary files are written")
        #expect(paused.scratchFiles.contains { $0.hasSuffix("/.xibify.lock") }, "the folders are locked")
        run.send(signal)
        // The signal is recorded by the handler at once; give the kernel a moment to deliver it.
        usleep(200_000)
        pause.release()
        return run.wait()
    }

    /// As from a shell (the handler records the signal), and as from a parent that blocks
    /// signals (it stays pending, and `sigpending` finds it).
    @Test(arguments: [(SIGINT, true), (SIGTERM, true), (SIGINT, false), (SIGTERM, false)])
    func aSignalDuringRewriteWriteRollsBackAndEndsByTheSignal(signal: Int32, unblocked: Bool) throws {
        try Self.withShopApp { root, copy in
            let before = try TreeSnapshot(copy)
            let result = try Self.interrupt(
                ["rewrite", "ShopApp", "--write"] + Self.clean, in: root, copy: copy, with: signal, unblocked: unblocked
            )
            #expect(result.signal == signal, "status \(String(describing: result.status)): \(result.stderr)")
            let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
            #expect(result.stderr.contains("error: interrupted by \(name) — no file was changed"), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            let after = try TreeSnapshot(copy)
            #expect(after.differences(from: before) == [])
            #expect(after.scratchFiles == [])
        }
    }

    @Test func aSignalDuringAnExtractWriteRollsBackAndEndsByTheSignal() throws {
        try Self.withShopApp { root, copy in
            let report = Pipeline.scan(
                ScanOptions(
                    paths: ["ShopApp"], excludes: ["Broken", "Legacy", "Resources"].map(Glob.init),
                    workingDirectory: root))
            let id = try #require(report.clusters.first { $0.name == "Payment Summary" }).id
            let before = try TreeSnapshot(copy)
            let result = try Self.interrupt(
                ["extract", "ShopApp", "--cluster", id, "--yes"] + Self.clean, in: root, copy: copy, with: SIGINT)
            #expect(result.signal == SIGINT, "status \(String(describing: result.status)): \(result.stderr)")
            #expect((result.stdout + result.stderr).contains("interrupted by SIGINT — no file was changed"))
            let after = try TreeSnapshot(copy)
            #expect(after.differences(from: before) == [])
            #expect(after.scratchFiles == [])
        }
    }
}
