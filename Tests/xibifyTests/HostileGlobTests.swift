import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Globs from a hostile repository or command line (#27, finding 5): many `*` end in linear
/// time, and patterns beyond the limits on their number and length are refused by name.
@Suite struct HostileGlobTests {
    static let clean = ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"]

    /// 40 `*` that match no path: before #27 each path took longer than the test would wait.
    static let manyStars = String(repeating: "*", count: 40) + "NoSuchFolder" + String(repeating: "*", count: 40)

    @Test func manyStarsOnTheCommandLineAndInTheFileEnd() throws {
        let result = try BinaryRunner.run(
            ["report", "Fixtures/ShopApp", "--format", "json"] + Self.clean + [
                "--exclude", Self.manyStars, "--exclude", "Checkout/" + Self.manyStars,
            ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("matched no scanned path"))
        let json = try JSONDecoder().decode(JSONReport.self, from: Data(result.stdout.utf8))
        #expect(json.summary.filesRefused == 0 && !json.clusters.isEmpty)
        try ConfigurationFileTests.withProject(
            "excluded:\n  - Broken\n  - Legacy\n  - Resources\n  - \"\(Self.manyStars)\"\n"
        ) { project in
            let configured = try BinaryRunner.run(["report", "."], in: project)
            #expect(configured.status == 0, "\(configured.stderr)")
            #expect(configured.stdout.contains("Summary:"))
        }
    }

    @Test func tooManyOrTooLongPatternsOnTheCommandLineExit64() throws {
        let long = String(repeating: "a", count: Glob.maximumLength + 1)
        try ArgumentErrorTests.expectUsageError(
            ["report", "Fixtures/ShopApp", "--exclude", "Pods", "--exclude", long],
            "--exclude pattern 2 is 1025 bytes long, more than the 1024 a pattern may have")
        let many = (0...Glob.maximumCount).flatMap { ["--exclude", "Folder\($0)"] }
        try ArgumentErrorTests.expectUsageError(
            ["report", "Fixtures/ShopApp"] + many, "--exclude is given 257 times, more than the 256 patterns")
    }

    @Test func tooManyOrTooLongPatternsInTheFileExit78NamingFileAndKey() throws {
        let long = String(repeating: "*", count: Glob.maximumLength + 1)
        try ConfigurationFileTests.withProject("min_views: 2\nexcluded:\n  - Broken\n  - \"\(long)\"\n") { project in
            let result = try BinaryRunner.run(["report", "."], in: project)
            #expect(result.status == 78, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr.contains(
                    ".xibify.yml:4:5: `excluded[1]` is 1025 bytes long, more than the 1024 a pattern may have"),
                "\(result.stderr)")
        }
        let many = (0...Glob.maximumCount).map { "  - Folder\($0)\n" }.joined()
        try ConfigurationFileTests.withProject("excluded:\n" + many) { project in
            let result = try BinaryRunner.run(["report", "."], in: project)
            #expect(result.status == 78, "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    ".xibify.yml:2:3: `excluded` holds 257 patterns, more than the 256 xibify takes from one source"),
                "\(result.stderr)")
        }
    }
}
