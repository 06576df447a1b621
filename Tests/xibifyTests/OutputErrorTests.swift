import Foundation
import Testing
import XibifyTestSupport

/// Output that cannot be written is an error with exit 74 and a message, not a trap; a reader
/// that goes away ends the program quietly.
@Suite struct OutputErrorTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here"))
    func aFullDeviceExits74() throws {
        let command =
            "'\(BinaryRunner.executable.path)' report Fixtures/ShopApp --exclude Broken --exclude Legacy "
            + "--exclude Resources > /dev/full"
        let result = try ToolRunner.run(["sh", "-c", "cd '\(TestPaths.packageRoot.path)' && " + command])
        #expect(result.status == 74, "\(result.combined)")
        #expect(result.stderr.contains("cannot write the output"))
    }

    @Test func aClosedPipeEndsQuietly() throws {
        // `true` exits at once without reading; the report's write then gets EPIPE.
        let command =
            "'\(BinaryRunner.executable.path)' report Fixtures/ShopApp --exclude Broken --exclude Legacy "
            + "--exclude Resources --format json | true; echo \"status ${PIPESTATUS[0]}\""
        let result = try ToolRunner.run(["bash", "-c", "cd '\(TestPaths.packageRoot.path)' && " + command])
        #expect(result.status == 0)
        // Killed by SIGPIPE it would be 141; a trap, 132 or 133.
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("status 0"), "\(result.combined)")
        #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)")
        #expect(!result.stderr.contains("cannot write the output"))
    }
}
