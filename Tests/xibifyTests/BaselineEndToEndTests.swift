import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `report --write-baseline` and `report --baseline`, with the built binary on fixture copies.
@Suite struct BaselineEndToEndTests {
    static let clean = ["--exclude", "Broken"]

    /// Runs the body on a copy of ShopApp with a baseline recorded in `ci/baseline.json`.
    static func withBaseline(_ body: (_ root: URL, _ app: URL) throws -> Void) throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { app in
            let root = app.deletingLastPathComponent()
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("ci"), withIntermediateDirectories: true)
            let write = try BinaryRunner.run(
                ["report", "ShopApp", "--write-baseline", "ci/baseline.json"] + clean, in: root)
            #expect(write.status == 0, "\(write.stderr)")
            #expect(write.stderr.contains("wrote the baseline ci/baseline.json: 8 clusters, 22 copies"))
            try body(root, app)
        }
    }

    @Test func nothingNewPassesFromAnyFolder() throws {
        try Self.withBaseline { root, app in
            let data = try Data(contentsOf: root.appendingPathComponent("ci/baseline.json"))
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            #expect(baseline.version == 1 && baseline.findings.count == 8)
            #expect(baseline.findings.flatMap(\.copies).allSatisfy { $0.file.hasPrefix("../ShopApp/") })
            let gate = try BinaryRunner.run(
                ["report", "ShopApp", "--baseline", "ci/baseline.json", "--fail-on-duplicates"] + Self.clean, in: root)
            #expect(gate.status == 0, "\(gate.stdout)\(gate.stderr)")
            #expect(gate.stdout.contains("No new duplicated layouts."))
            #expect(gate.stdout.contains("Baseline ci/baseline.json: 8 clusters hidden, 22 known copies"))
            // From inside the app, with the baseline given relative to there: the same copies match.
            let inside = try BinaryRunner.run(
                ["report", ".", "--baseline", "../ci/baseline.json", "--fail-on-duplicates", "--format", "json"]
                    + Self.clean, in: app)
            #expect(inside.status == 0, "\(inside.stderr)")
            let report = try JSONDecoder().decode(JSONReport.self, from: Data(inside.stdout.utf8))
            #expect(report.clusters.isEmpty)
            #expect(report.baseline?.hiddenClusters == 8 && report.baseline?.knownCopies == 22)
        }
    }

    /// A copy of a recorded cluster nudged later (#31): the group that takes the cluster's copies
    /// shows the nudged copy as its only new one, and the gate passes, since no exact copy is new;
    /// without the baseline the gate fails, since the group holds exact copies
    /// (`Fixtures/FieldCases/NudgedPastes`).
    @Test func aRecordedClusterNudgedLaterIsNoNewDuplicate() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/NudgedPastes")) { folder in
            let root = folder.deletingLastPathComponent()
            let file = folder.appendingPathComponent("Fields.xib")
            let nudged = try String(contentsOf: file, encoding: .utf8)
            // Before the nudge: the fourth row as the other three, one exact cluster of four.
            try Data(nudged.replacingOccurrences(of: "numberPad", with: "alphabet").utf8).write(to: file)
            let write = try BinaryRunner.run(
                ["report", folder.lastPathComponent, "--write-baseline", "baseline.json"], in: root)
            #expect(write.status == 0, "\(write.stderr)")
            try Data(nudged.utf8).write(to: file)
            let gate = try BinaryRunner.run(
                [
                    "report", folder.lastPathComponent, "--baseline", "baseline.json", "--fail-on-duplicates",
                    "--format", "xcode",
                ], in: root)
            #expect(gate.status == 0, "\(gate.stdout)\(gate.stderr)")
            // Xcode lists the new copies only: the nudged row, at line 90.
            let lines = gate.stdout.split(separator: "\n").filter { $0.contains("Fields.xib:") }
            #expect(lines.count == 1 && lines.first?.contains("Fields.xib:90:") == true, "\(gate.stdout)")
            let ungated = try BinaryRunner.run(
                ["report", folder.lastPathComponent, "--fail-on-duplicates"], in: root)
            #expect(ungated.status == 1, "\(ungated.stdout)")
        }
    }

    @Test func aPastedCopyIsTheOnlyNewFinding() throws {
        try Self.withBaseline { root, app in
            // Paste the third form row once more, with new ids, below it.
            let file = app.appendingPathComponent("Settings/AccountSettings.xib")
            var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            #expect(lines[83].contains("id=\"Fr3-oW-s03\"") && lines[114].contains("</customView>"))
            let pasted = lines[83...114].map { $0.replacingOccurrences(of: "-s03\"", with: "-s04\"") }
            lines.insert(contentsOf: pasted, at: 115)
            try Data(lines.joined(separator: "\n").utf8).write(to: file)
            let arguments =
                ["report", "ShopApp", "--baseline", "ci/baseline.json", "--fail-on-duplicates"] + Self.clean
            let xcode = try BinaryRunner.run(arguments + ["--format", "xcode"], in: root)
            #expect(xcode.status == 1)
            let warnings = xcode.stdout.split(separator: "\n").filter { $0.hasSuffix("(duplicate-view)") }
            #expect(warnings.count == 1, "\(xcode.stdout)")
            #expect(warnings.first?.hasPrefix("ShopApp/Settings/AccountSettings.xib:116:17: warning: ") == true)
            #expect(xcode.stdout.contains("note: the baseline ci/baseline.json hides 7 duplicated layouts (22 known"))
            let json = try BinaryRunner.run(arguments + ["--format", "json"], in: root)
            #expect(json.status == 1)
            let report = try JSONDecoder().decode(JSONReport.self, from: Data(json.stdout.utf8))
            let cluster = try #require(report.clusters.first)
            #expect(report.clusters.count == 1 && cluster.instances.count == 4)
            #expect(cluster.instances.map(\.new) == [false, false, false, true])
            let text = try BinaryRunner.run(arguments, in: root)
            #expect(text.status == 1)
            #expect(text.stdout.contains("[4] Settings/AccountSettings.xib:116:17  new"))
            // SARIF says it in its own terms: each copy's `baselineState`.
            let sarif = try BinaryRunner.run(arguments + ["--format", "sarif"], in: root)
            let log = try JSONDecoder().decode(SARIFLog.self, from: Data(sarif.stdout.utf8))
            let states = log.runs[0].results.filter { $0.ruleId != "refused-input" }.map { $0.baselineState ?? "-" }
            #expect(states.sorted() == ["new", "unchanged", "unchanged", "unchanged"])
            // The HTML report marks the copies too.
            let html = try BinaryRunner.run(arguments + ["--format", "html"], in: root)
            #expect(html.stdout.components(separatedBy: " · <strong>new</strong>").count == 2)
        }
    }

    @Test func shiftedLinesAndEditsElsewhereStayKnown() throws {
        try Self.withBaseline { root, app in
            for name in ["Checkout/Checkout.storyboard", "Profile/Profile.storyboard", "Settings/Preferences.xib"] {
                let file = app.appendingPathComponent(name)
                var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                // Blank lines and a comment below the XML declaration push every copy down.
                lines.insert(contentsOf: ["", "<!-- reviewed -->", "", ""], at: 1)
                try Data(lines.joined(separator: "\n").utf8).write(to: file)
            }
            let result = try BinaryRunner.run(
                ["report", "ShopApp", "--baseline", "ci/baseline.json", "--fail-on-duplicates", "--format", "xcode"]
                    + Self.clean, in: root)
            #expect(result.status == 0, "\(result.stdout)")
            #expect(!result.stdout.contains("(duplicate-view)"))
            // Without the baseline the shifted copies are reported at their new lines.
            let plain = try BinaryRunner.run(["report", "ShopApp", "--format", "xcode"] + Self.clean, in: root)
            #expect(plain.stdout.contains("ShopApp/Checkout/Checkout.storyboard:24:29: warning: "))
        }
    }

    /// A baseline handed over as a stream, as `--baseline <(git show main:ci/baseline.json)`
    /// does (a FIFO the shell's command writes), is read to its end, not turned down as
    /// "permission denied"; a folder is named as one.
    @Test func aBaselineFromAStreamIsRead() throws {
        try Self.withBaseline { root, _ in
            let pipe = root.appendingPathComponent("ci/pipe.json")
            #expect(mkfifo(pipe.path, 0o644) == 0)
            let baseline = try Data(contentsOf: root.appendingPathComponent("ci/baseline.json"))
            let writer = Thread {
                // Opening for writing waits for the reader, as a process substitution's writer does.
                guard let handle = FileHandle(forWritingAtPath: pipe.path) else { return }
                handle.write(baseline)
                try? handle.close()
            }
            writer.start()
            let result = try BinaryRunner.run(
                ["report", "ShopApp", "--baseline", "ci/pipe.json", "--fail-on-duplicates"] + Self.clean, in: root)
            #expect(result.status == 0, "\(result.stderr)")
            let folder = try BinaryRunner.run(["report", "ShopApp", "--baseline", "ci"] + Self.clean, in: root)
            #expect(folder.status == 66)
            #expect(folder.stderr.contains("error: cannot read the baseline ci: a folder"), "\(folder.stderr)")
        }
    }

    @Test func unusableBaselinesAreNamedAndExit66() throws {
        try Self.withBaseline { root, _ in
            let cases: [(String, String?, String)] = [
                ("ci/missing.json", nil, "error: cannot read the baseline ci/missing.json: no such file or folder"),
                ("ci/garbage.json", "not json", "error: ci/garbage.json is not an xibify baseline (not JSON)"),
                (
                    "ci/wrong.json", "{\"version\": 1, \"tool\": \"xibify\"}",
                    "error: ci/wrong.json is not an xibify baseline (no \"findings\" in the top level)"
                ),
                (
                    "ci/future.json", "{\"version\": 2, \"findings\": []}",
                    "error: the baseline ci/future.json has format version 2, but this xibify reads version 1"
                ),
            ]
            for (path, contents, message) in cases {
                if let contents { try Data(contents.utf8).write(to: root.appendingPathComponent(path)) }
                let result = try BinaryRunner.run(["report", "ShopApp", "--baseline", path] + Self.clean, in: root)
                #expect(result.status == 66, "\(path): \(result.stderr)")
                #expect(result.stderr.contains(message), "\(result.stderr)")
                #expect(result.stdout.isEmpty)
            }
            let both = try BinaryRunner.run(
                ["report", "ShopApp", "--baseline", "a.json", "--write-baseline", "b.json"], in: root)
            #expect(both.status == 64)
            // Missing folders are made (#32); a path below a file cannot be written.
            let made = try BinaryRunner.run(
                ["report", "ShopApp", "--write-baseline", "no/such/folder/b.json"] + Self.clean, in: root)
            #expect(made.status == 0, "\(made.stderr)")
            #expect(made.stderr.contains("(made the folders no, no/such, no/such/folder)"), "\(made.stderr)")
            let unwritable = try BinaryRunner.run(
                ["report", "ShopApp", "--write-baseline", "no/such/folder/b.json/c.json"] + Self.clean, in: root)
            #expect(unwritable.status == 74)
            #expect(unwritable.stderr.contains("error: cannot write the baseline no/such/folder/b.json/c.json"))
        }
    }
}
