import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a repository can plant at a folder's `.xibify.lock` (#27).
///
/// A symbolic link, a FIFO, a file with other links or other contents: `rewrite --write`
/// refuses it with 73, naming it, and leaves it and what it points to alone; a killed run's
/// lock file still blocks nobody.
@Suite struct HostileLockTests {
    static let clean = InterruptionTests.clean
    static let lockFolder = "Checkout"

    /// The file's type, from `lstat`, or nil when nothing is there.
    static func type(of path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Runs `rewrite ShopApp --write` after planting something at Checkout's lock path, and
    /// checks the refusal: 73, the lock named, no file of the batch changed.
    static func expectRefusal(
        _ what: String, plant: (_ lock: String, _ root: URL) throws -> Void,
        then check: (_ lock: String, _ root: URL) throws -> Void
    ) throws {
        try InterruptionTests.withShopApp { root, copy in
            let lock = copy.appendingPathComponent("\(lockFolder)/\(ScratchFile.lockName)").path
            let storyboard = copy.appendingPathComponent("Checkout/Checkout.storyboard")
            let original = try Data(contentsOf: storyboard)
            try plant(lock, root)
            let result = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + clean, in: root)
            #expect(result.status == 73, "\(what): \(result.stderr)")
            #expect(
                result.stderr.contains(
                    "error: ShopApp/\(lockFolder)/.xibify.lock is \(what), not a lock file of xibify"),
                "\(result.stderr)")
            #expect(result.stderr.contains("no file was changed"))
            #expect(try Data(contentsOf: storyboard) == original, "\(what): nothing written")
            try check(lock, root)
        }
    }

    @Test func aSymbolicLinkIsNeitherFollowedNorRemoved() throws {
        try Self.expectRefusal("a symbolic link") { lock, root in
            try Data("precious\n".utf8).write(to: root.appendingPathComponent("victim"))
            try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: "../../victim")
        } then: { lock, root in
            #expect(Self.type(of: lock) == S_IFLNK, "the link stays")
            let victim = try String(contentsOf: root.appendingPathComponent("victim"), encoding: .utf8)
            #expect(victim == "precious\n")
        }
        // A link to nowhere is not created through either.
        try Self.expectRefusal("a symbolic link") { lock, root in
            try FileManager.default.createSymbolicLink(
                atPath: lock, withDestinationPath: root.appendingPathComponent("planted").path)
        } then: { lock, root in
            #expect(Self.type(of: lock) == S_IFLNK)
            #expect(Self.type(of: root.appendingPathComponent("planted").path) == nil)
        }
    }

    @Test func aFIFOIsNotOpened() throws {
        try Self.expectRefusal("a FIFO") { lock, _ in
            #expect(mkfifo(lock, 0o644) == 0)
        } then: { lock, _ in
            #expect(Self.type(of: lock) == S_IFIFO)
        }
    }

    @Test func aFileWithOtherLinksOrContentsIsLeftAlone() throws {
        try Self.expectRefusal("a file with other hard links") { lock, root in
            let victim = root.appendingPathComponent("victim").path
            try Data("12345\n".utf8).write(to: URL(fileURLWithPath: victim))
            #expect(link(victim, lock) == 0)
        } then: { lock, root in
            let victim = try String(contentsOf: root.appendingPathComponent("victim"), encoding: .utf8)
            #expect(victim == "12345\n")
            #expect(Self.type(of: lock) == S_IFREG)
        }
        try Self.expectRefusal("a file that holds something other than a process id") { lock, _ in
            try Data("not a lock\n".utf8).write(to: URL(fileURLWithPath: lock))
        } then: { lock, _ in
            let kept = try String(contentsOf: URL(fileURLWithPath: lock), encoding: .utf8)
            #expect(kept == "not a lock\n")
        }
    }

    /// Lock files as killed runs leave them (a process id, or nothing when killed before writing
    /// it) are taken and removed, as before.
    @Test func aKilledRunsLockFileStillBlocksNobody() throws {
        for contents in ["4242\n", ""] {
            try InterruptionTests.withShopApp { root, copy in
                let lock = copy.appendingPathComponent("\(Self.lockFolder)/\(ScratchFile.lockName)")
                try Data(contents.utf8).write(to: lock)
                let result = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + Self.clean, in: root)
                #expect(result.status == 0, "\(result.stderr)")
                #expect(try TreeSnapshot(copy).scratchFiles == [])
            }
        }
    }
}
