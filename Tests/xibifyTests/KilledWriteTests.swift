import Foundation
import Testing
import XibifyTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The binary killed with SIGKILL at every step of a batch (#27), through the test hook
/// `XIBIFY_TEST_KILL_AFTER=N`: the N-th change the writer makes to the disk is its last.
///
/// After each kill the next run (`report` or `rewrite --write`, in turn) finds the journal
/// first: the tree is then the original or the complete result — never a mix — and no scratch
/// file, backup or lock is left; a `rewrite --write` after it gives the complete result.
@Suite struct KilledWriteTests {
    static let clean = InterruptionTests.clean

    @Test func aRunKilledAtAnyStepIsFinishedOrUndoneByTheNextRun() throws {
        try InterruptionTests.withShopApp { root, copy in
            let before = try TreeSnapshot(copy)
            let complete = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + Self.clean, in: root)
            try #require(complete.status == 0, "\(complete.stderr)")
            let after = try TreeSnapshot(copy)
            try #require(after.differences(from: before).count > 10)
            var step = 0
            var finished = 0
            var undone = 0
            while true {
                try FileManager.default.removeItem(at: copy)
                try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("ShopApp"), to: copy)
                let killed = try BinaryRunner.run(
                    ["rewrite", "ShopApp", "--write"] + Self.clean, in: root,
                    environment: ["XIBIFY_TEST_KILL_AFTER": "\(step)"])
                if killed.status != SIGKILL {
                    #expect(killed.status == 0, "\(killed.stderr)")
                    #expect(try TreeSnapshot(copy).differences(from: after) == [])
                    break
                }
                let left = try TreeSnapshot(copy)
                let hadJournal = left.scratchFiles.contains { $0.hasSuffix(".journal") }
                let command = step.isMultiple(of: 2) ? ["report", "ShopApp"] : ["rewrite", "ShopApp", "--write"]
                let next = try BinaryRunner.run(command + Self.clean, in: root)
                let tree = try TreeSnapshot(copy)
                #expect(tree.scratchFiles == [], "killed at step \(step); next: \(command[0])\n\(next.stderr)")
                let isComplete = tree.differences(from: after).isEmpty
                let isOriginal = tree.differences(from: before).isEmpty
                if command[0] == "report" {
                    #expect(next.status == 0, "killed at step \(step): \(next.stderr)")
                    #expect(
                        isComplete || isOriginal,
                        "killed at step \(step): mixed tree \(tree.differences(from: before))")
                    if isComplete { finished += 1 } else if isOriginal { undone += 1 }
                } else {
                    #expect(next.status == 0, "killed at step \(step): \(next.stderr)")
                    #expect(isComplete, "killed at step \(step): \(tree.differences(from: after))")
                }
                if hadJournal {
                    #expect(next.stderr.contains("a xibify run was killed while it wrote"), "\(next.stderr)")
                }
                step += 1
            }
            // Steps from the first change (the journal) to the last (its removal).
            #expect(step > 50)
            #expect(finished > 10 && undone > 10, "\(finished) finished, \(undone) undone after report")
        }
    }
}
