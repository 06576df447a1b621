import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Report outputs that are not regular files (#27).
///
/// A FIFO, a device and `/dev/stdout` are written in place, never replaced; a symbolic link is
/// followed, stays a link, and its target is replaced atomically. For `--output`,
/// `--output-file`, the configuration's `output` and `--write-baseline`.
@Suite struct OutputPathTests {
    static let checkout = TestPaths.fixtures.appendingPathComponent("ShopApp/Checkout").path

    /// Runs a body in a new temporary folder.
    static func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-outputs-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// The file's type from `lstat`, or nil when nothing is there.
    static func type(of path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// What a reader of a FIFO gets while `xibify` runs with arguments.
    ///
    /// The test holds the FIFO open for writing too until the run ends, so the reader never
    /// waits on a FIFO the run did not open (it then reads nothing).
    static func read(fifo: String, during arguments: [String]) throws -> (BinaryRunner.Result, String) {
        let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
        let holder = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(holder >= 0)
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { readBytes(reader, $0.baseAddress!, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                received.append(buffer[..<count])
            }
            close(reader)
            done.signal()
        }
        let result = try BinaryRunner.run(arguments)
        close(holder)
        done.wait()
        return (result, String(decoding: received.bytes, as: UTF8.self))
    }

    /// The bytes a reader thread received.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ bytes: ArraySlice<UInt8>) { lock.withLock { data.append(contentsOf: bytes) } }
        var bytes: Data { lock.withLock { data } }
    }

    @Test func aFIFOAndDevicesAreWrittenInPlace() throws {
        let direct = try BinaryRunner.run(["report", Self.checkout, "--format", "json"])
        try #require(direct.status == 0 && !direct.stdout.isEmpty)
        try Self.inFolder { folder in
            let fifo = folder.appendingPathComponent("report.fifo").path
            #expect(mkfifo(fifo, 0o644) == 0)
            let (result, read) = try Self.read(
                fifo: fifo, during: ["report", Self.checkout, "--format", "json", "--output", fifo])
            #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
            #expect(read == direct.stdout, "the reader gets the report")
            // Not replaced: everything below writes to real devices only once this holds.
            try #require(Self.type(of: fifo) == S_IFIFO)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.fifo"])

            // rewrite --output-file and --write-baseline too.
            let (rewrite, diff) = try Self.read(
                fifo: fifo, during: ["rewrite", Self.checkout, "--format", "json", "--output-file", fifo])
            #expect(rewrite.status == 0 && diff.hasPrefix("{"), "\(rewrite.stderr)")
            let (baseline, recorded) = try Self.read(
                fifo: fifo, during: ["report", Self.checkout, "--write-baseline", fifo])
            #expect(baseline.status == 0 && recorded.contains("\"findings\""), "\(baseline.stderr)")
            try #require(Self.type(of: fifo) == S_IFIFO)
        }
        // A character device is written to, and stays one.
        let null = try BinaryRunner.run(["report", Self.checkout, "--output", "/dev/null"])
        #expect(null.status == 0 && null.stdout.isEmpty, "\(null.stderr)")
        #expect(null.stderr == "wrote the report to /dev/null\n", "every write is named (#32)")
        #expect(Self.type(of: "/dev/null") == S_IFCHR)
        // /dev/stdout is a link to the process's own stream (a pipe here): the report goes there.
        let stdout = try BinaryRunner.run(["report", Self.checkout, "--format", "json", "--output", "/dev/stdout"])
        #expect(stdout.status == 0 && stdout.stdout == direct.stdout, "\(stdout.stderr)")
        #expect(Self.type(of: "/dev/stdout") == S_IFLNK && Self.type(of: "/dev/null") == S_IFCHR)
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let direct = try BinaryRunner.run(["report", Self.checkout, "--format", "json"])
        try Self.inFolder { folder in
            let target = folder.appendingPathComponent("real.json")
            try Data("old".utf8).write(to: target)
            #expect(chmod(target.path, 0o640) == 0)
            let link = folder.appendingPathComponent("report.json").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
            let result = try BinaryRunner.run(["report", Self.checkout, "--format", "json", "--output", link])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json")
            #expect(try String(contentsOf: target, encoding: .utf8) == direct.stdout)
            let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
            #expect(mode == 0o640, "the target keeps its mode")

            // A chain of links, and a link to nowhere (its target is made).
            let chain = folder.appendingPathComponent("chain.json").path
            try FileManager.default.createSymbolicLink(atPath: chain, withDestinationPath: link)
            let missing = folder.appendingPathComponent("dangling.json").path
            try FileManager.default.createSymbolicLink(atPath: missing, withDestinationPath: "made.json")
            let baseline = try BinaryRunner.run(["report", Self.checkout, "--write-baseline", chain])
            #expect(baseline.status == 0, "\(baseline.stderr)")
            #expect(try String(contentsOf: target, encoding: .utf8).contains("\"findings\""))
            let diff = try BinaryRunner.run(["rewrite", Self.checkout, "--format", "json", "--output-file", missing])
            #expect(diff.status == 0, "\(diff.stderr)")
            #expect(Self.type(of: missing) == S_IFLNK)
            #expect(try String(contentsOf: folder.appendingPathComponent("made.json"), encoding: .utf8).hasPrefix("{"))
            #expect(Self.type(of: chain) == S_IFLNK && Self.type(of: link) == S_IFLNK)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                    "chain.json", "dangling.json", "made.json", "real.json", "report.json",
                ], "no temporary file left")

            // The configuration's output, through a link in its folder.
            try Data("reporter: json\noutput: report.json\n".utf8).write(
                to: folder.appendingPathComponent(".xibify.yml"))
            try Data("old".utf8).write(to: target)
            let configured = try BinaryRunner.run(["report", Self.checkout], in: folder)
            #expect(configured.status == 0 && configured.stdout.isEmpty, "\(configured.stderr)")
            #expect(Self.type(of: link) == S_IFLNK)
            #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("{"))
        }
    }
}

/// `read(2)`, by a name the suite's `read(fifo:during:)` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
