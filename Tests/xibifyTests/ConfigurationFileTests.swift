import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `.xibify.yml` as a user meets it: found from a subfolder, overridden by flags, shown by
/// `config --print`, refused with status 78 when wrong.
@Suite struct ConfigurationFileTests {
    /// Runs a body in a temporary copy of Fixtures/ShopApp with a configuration file at its root.
    static func withProject(_ yaml: String, _ body: (URL) throws -> Void) throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            try Data(yaml.utf8).write(to: copy.appendingPathComponent(".xibify.yml"))
            try body(copy)
        }
    }

    static let clean = """
        excluded:
          - Broken
          - Legacy
          - Resources
        """

    @Test func settingsApplyFromAParentFolderAndFlagsOverrideThem() throws {
        try Self.withProject(Self.clean + "\nreporter: json\nmin_views: 5\n") { project in
            // Run from a subfolder: the file above is found; its excludes make the run clean.
            let sub = project.appendingPathComponent("Checkout")
            let result = try BinaryRunner.run(["report", ".."], in: sub)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try JSONDecoder().decode(JSONReport.self, from: Data(result.stdout.utf8))
            #expect(json.summary.minViews == 5 && json.summary.filesRefused == 0)
            // Flags win.
            let flags = try BinaryRunner.run(["report", "..", "--min-views", "2", "--format", "text"], in: sub)
            #expect(flags.stdout.contains("Thresholds: --min-views 2"))
        }
    }

    /// The file's `output` goes with the file's `reporter`: a build phase's `--format xcode` prints
    /// its warnings and leaves the SARIF file CI writes alone.
    @Test func theFilesOutputBelongsToTheFilesReporter() throws {
        try Self.withProject(Self.clean + "\nreporter: sarif\noutput: build/xibify.sarif\n") { project in
            try FileManager.default.createDirectory(
                at: project.appendingPathComponent("build"), withIntermediateDirectories: true)
            let sarifFile = project.appendingPathComponent("build/xibify.sarif")
            let sarif = try BinaryRunner.run(["report"], in: project)
            #expect(sarif.status == 0 && sarif.stdout.isEmpty, "\(sarif.stderr)")
            let written = try Data(contentsOf: sarifFile)
            let xcode = try BinaryRunner.run(["report", "--format", "xcode"], in: project)
            #expect(xcode.status == 0)
            #expect(xcode.stdout.contains(": warning: Duplicated layout"))
            #expect(try Data(contentsOf: sarifFile) == written)
            // Naming the file's own reporter keeps its output.
            let again = try BinaryRunner.run(["report", "--format", "sarif"], in: project)
            #expect(again.stdout.isEmpty)
        }
    }

    @Test func ignoredClustersAreNotReportedAndDoNotFail() throws {
        let scan = Pipeline.scan(
            ScanOptions(
                paths: ["Fixtures/ShopApp/Checkout", "Fixtures/ShopApp/Profile"],
                workingDirectory: TestPaths.packageRoot))
        let ids = scan.clusters.map(\.id)
        try #require(!ids.isEmpty)
        let entries = ids.map { "  - cluster: \($0)\n    reason: accepted in review\n" }.joined()
        try Self.withProject(Self.clean + "\nignore:\n" + entries) { project in
            let result = try BinaryRunner.run(["report", "Checkout", "Profile", "--fail-on-duplicates"], in: project)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("No duplicated layouts found."))
            let other = try BinaryRunner.run(["report", "Wallet", "--fail-on-duplicates"], in: project)
            #expect(other.status == 1, "clusters not ignored still fail")
            // Named by its key and line (#32): the first entry is on the line after `ignore:`.
            let line = (Self.clean + "\nignore:\n").split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(
                other.stderr.contains(
                    ".xibify.yml:\(line):5: warning: `ignore[0]`: no cluster found has the id \(ids[0])"),
                "\(other.stderr)")
        }
    }

    @Test func configPrintShowsValuesAndSources() throws {
        try Self.withProject(Self.clean + "\nmin_views: 4\nstyle: substitution\n") { project in
            let result = try BinaryRunner.run(["config", "--print", "--min-elements", "9"], in: project)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("min_views: 4  # file"))
            #expect(result.stdout.contains("min_elements: 9  # flag"))
            #expect(result.stdout.contains("reporter: \"text\"  # default"))
            #expect(result.stdout.contains("style: \"substitution\"  # file"))
            #expect(result.stdout.contains("excluded:  # file\n  - \"Broken\"\n"))
            // What it prints reads back as a configuration file with the same values.
            let printed = try ConfigurationLoader.parse(result.stdout, file: project.path + "/.xibify.yml")
            #expect(printed.minViews == 4 && printed.minElements == 9 && printed.style == .substitution)
            #expect(printed.excluded == ["Broken", "Legacy", "Resources"])
        }
    }

    @Test func invalidFilesExit78NamingKeyAndLine() throws {
        try Self.withProject("min_views: 2\nexlcuded:\n  - Pods\nmin_elements: many\n") { project in
            let result = try BinaryRunner.run(["report", "."], in: project)
            #expect(result.status == 78)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains(".xibify.yml:2:1: unknown key `exlcuded`"))
            #expect(result.stderr.contains(".xibify.yml:4:15: `min_elements` must be a whole number"))
        }
        let missing = try BinaryRunner.run(["report", "Fixtures/ShopApp/Checkout", "--config", "no-such.yml"])
        #expect(missing.status == 78 && missing.stderr.contains("cannot read the configuration file"))
        #expect(missing.stderr.contains("no-such.yml: cannot read the configuration file: No such file or directory"))
    }

    /// A repository's `.xibify.yml` that is a FIFO, or not UTF-8, is named with what it is: the
    /// run neither waits for a writer nor blames permissions.
    @Test func aConfigurationThatIsNoTextFileExits78SayingWhy() throws {
        try Self.withProject("min_views: 2\n") { project in
            let file = project.appendingPathComponent(".xibify.yml")
            try FileManager.default.removeItem(at: file)
            #expect(mkfifo(file.path, 0o644) == 0)
            let fifo = try BinaryRunner.run(["report", "."], in: project)
            #expect(fifo.status == 78 && fifo.stdout.isEmpty)
            #expect(fifo.stderr.contains(".xibify.yml: cannot read the configuration file: not a regular file"))
            try FileManager.default.removeItem(at: file)
            try Data([0x6D, 0x69, 0x6E, 0xFF, 0x3A, 0x20, 0x32, 0x0A]).write(to: file)
            let binary = try BinaryRunner.run(["report", "."], in: project)
            #expect(binary.status == 78)
            #expect(binary.stderr.contains(".xibify.yml: cannot read the configuration file: not UTF-8 text"))
        }
    }

    /// `--config FILE` names the file; `included` paths are relative to its folder.
    @Test func explicitFileAndIncludedPaths() throws {
        try Self.withProject("included:\n  - Checkout\n") { project in
            let elsewhere = project.deletingLastPathComponent()
            let result = try BinaryRunner.run(
                ["report", "--config", "ShopApp/.xibify.yml", "--format", "json"], in: elsewhere)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try JSONDecoder().decode(JSONReport.self, from: Data(result.stdout.utf8))
            #expect(!json.files.isEmpty && json.files.allSatisfy { $0.path.hasPrefix("ShopApp/Checkout/") })
        }
    }
}
