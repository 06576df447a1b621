import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// A repository's `.xibify.yml` must not write a report outside it (#27).
///
/// The configuration's `output` stays in the file's folder, or the git work tree holding it:
/// an absolute path, a `..` that climbs out, or a symbolic link that leads out is refused with
/// 78, naming the key and line, and nothing is written. A flag still writes anywhere.
@Suite struct ConfiguredOutputTests {
    static let checkout = TestPaths.fixtures.appendingPathComponent("ShopApp/Checkout").path

    /// A temporary folder holding `repo/` (with the configuration) and `victim/x`.
    static func withRepository(_ body: (_ repository: URL, _ victim: URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-confined-\(UUID())")
        let repository = root.appendingPathComponent("repo")
        let victim = root.appendingPathComponent("victim/x")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: victim.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("precious\n".utf8).write(to: victim)
        try body(repository, victim)
    }

    /// Runs `report` in a folder whose configuration names an output, and expects 78.
    static func expectRefused(_ output: String, in folder: URL, victim: URL) throws {
        try Data("reporter: json\noutput: \(output)\n".utf8).write(to: folder.appendingPathComponent(".xibify.yml"))
        let result = try BinaryRunner.run(["report", checkout], in: folder)
        #expect(result.status == 78, "\(output): \(result.stderr)")
        #expect(
            result.stderr.contains(".xibify.yml:2:9: `output`: \(output) leads outside "), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n", "\(output): not written")
    }

    @Test func anOutputOutsideTheFoldersIsRefused() throws {
        try Self.withRepository { repository, victim in
            try Self.expectRefused("../victim/x", in: repository, victim: victim)
            try Self.expectRefused(victim.path, in: repository, victim: victim)
            try Self.expectRefused("sub/../../victim/x", in: repository, victim: victim)
            // Links shipped in the repository: to the file, and to its folder.
            try FileManager.default.createSymbolicLink(
                atPath: repository.appendingPathComponent("report.json").path, withDestinationPath: "../victim/x")
            try Self.expectRefused("report.json", in: repository, victim: victim)
            try FileManager.default.createSymbolicLink(
                atPath: repository.appendingPathComponent("build").path, withDestinationPath: "../victim")
            try Self.expectRefused("build/x", in: repository, victim: victim)
            // `config --print` refuses the file too.
            let printed = try BinaryRunner.run(["config", "--print"], in: repository)
            #expect(printed.status == 78)
            // A flag may write there.
            try Data("reporter: json\n".utf8).write(to: repository.appendingPathComponent(".xibify.yml"))
            let flagged = try BinaryRunner.run(["report", Self.checkout, "--output", "../victim/x"], in: repository)
            #expect(flagged.status == 0, "\(flagged.stderr)")
            #expect(try String(contentsOf: victim, encoding: .utf8).hasPrefix("{"))
        }
    }

    @Test func anOutputInsideTheFolderOrItsGitWorkTreeIsWritten() throws {
        try Self.withRepository { repository, _ in
            try FileManager.default.createDirectory(
                at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
            let sub = repository.appendingPathComponent("App")
            try FileManager.default.createDirectory(
                at: repository.appendingPathComponent("reports"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: sub.appendingPathComponent("latest.json").path, withDestinationPath: "../reports/out.json")
            for output in ["../reports/out.json", "latest.json", "here.json"] {
                let yaml = "reporter: json\noutput: \(output)\n"
                try Data(yaml.utf8).write(to: sub.appendingPathComponent(".xibify.yml"))
                let result = try BinaryRunner.run(["report", Self.checkout], in: sub)
                #expect(result.status == 0 && result.stdout.isEmpty, "\(output): \(result.stderr)")
            }
            #expect(FileManager.default.fileExists(atPath: repository.appendingPathComponent("reports/out.json").path))
            #expect(FileManager.default.fileExists(atPath: sub.appendingPathComponent("here.json").path))
        }
    }
}
