import Foundation
import Testing
import XibifyTestSupport

/// Exit statuses that tell the truth when standard output or standard error cannot be written
/// (#27): before a file is written, 74 and nothing changed, said on the other stream; once the
/// files are written, a warning on the other stream and status 4 (or a status that says more),
/// never 74, which says every file was left as it was.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here"))
struct OutputLossTests {
    static let clean = InterruptionTests.clean.joined(separator: " ")

    /// Runs the binary through `sh` in a folder, with redirections.
    static func shell(_ arguments: String, in folder: URL, environment: String = "") throws -> ToolRunner.Result {
        let command = "cd '\(folder.path)' && \(environment) '\(BinaryRunner.executable.path)' \(arguments)"
        return try ToolRunner.run(["sh", "-c", command])
    }

    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    /// What `rewrite --write` of the sample app leaves, checked after a run.
    static func expectWritten(_ copy: URL) throws {
        #expect(
            FileManager.default.fileExists(atPath: copy.appendingPathComponent("Checkout/PaymentSummaryView.xib").path))
        #expect(try TreeSnapshot(copy).scratchFiles == [])
    }

    @Test func rewriteWriteToAFullStandardOutputSaysTheFilesWereWritten() throws {
        try InterruptionTests.withShopApp { root, copy in
            let result = try Self.shell("rewrite ShopApp --write \(Self.clean) > /dev/full", in: root)
            #expect(result.status == 4, "\(result.combined)")
            #expect(
                result.stderr.contains(
                    "warning: cannot write to standard output (No space left on device): every file was written: "
                        + "the rewrite is complete; only the messages are lost (exit status 4)"), "\(result.stderr)")
            #expect(!result.stderr.contains("no file was changed"))
            try Self.expectWritten(copy)
        }
    }

    @Test func rewriteWriteWithStandardOutputClosedSaysTheFilesWereWritten() throws {
        try InterruptionTests.withShopApp { root, copy in
            let result = try Self.shell("rewrite ShopApp --write \(Self.clean) >&-", in: root)
            #expect(result.status == 4, "\(result.combined)")
            #expect(
                result.stderr.contains("cannot write to standard output (Bad file descriptor): every file was written"))
            try Self.expectWritten(copy)
        }
    }

    /// `--output-file` that cannot take the summary after the write: the same warning and status.
    @Test func rewriteWriteToAnOutputFileThatFailsSaysTheFilesWereWritten() throws {
        try InterruptionTests.withShopApp { root, copy in
            let result = try Self.shell("rewrite ShopApp --write --output-file /dev/full \(Self.clean)", in: root)
            #expect(result.status == 4, "\(result.combined)")
            #expect(
                result.stderr.contains(
                    "warning: cannot write /dev/full (No space left on device): every file was written: the rewrite is "
                        + "complete (exit status 4)"), "\(result.stderr)")
            try Self.expectWritten(copy)
        }
    }

    /// Standard error that fails after the write (the dropped cluster's error comes then): the
    /// note goes to standard output, and the dropped cluster's 3 stands.
    @Test func standardErrorLostAfterTheWriteIsSaidOnStandardOutput() throws {
        try InterruptionTests.withShopApp { root, copy in
            let result = try Self.shell(
                "rewrite ShopApp --write --quiet \(Self.clean) 2>/dev/full", in: root,
                environment: "XIBIFY_TEST_BREAK_CLUSTER=\(DroppedClusterEndToEndTests.avatar)")
            #expect(result.status == 3, "\(result.combined)")
            let output = Self.text(result.stdout)
            #expect(output.contains("created ShopApp/Checkout/PaymentSummaryView.xib"), "\(output)")
            #expect(
                output.contains(
                    "warning: cannot write to standard error (No space left on device): every file was written: the "
                        + "rewrite is complete; only the messages are lost (exit status 4)"), "\(output)")
            try Self.expectWritten(copy)
        }
    }

    /// Standard error that fails before anything is written (the skipped legacy XIB's warning):
    /// 74, nothing changed, said on standard output, in `rewrite --write` and in `report` alike.
    @Test func standardErrorLostBeforeTheWriteStopsWithNothingChanged() throws {
        try InterruptionTests.withShopApp { root, copy in
            let before = try TreeSnapshot(copy)
            let rewrite = try Self.shell("rewrite ShopApp --write --exclude Broken 2>/dev/full", in: root)
            #expect(rewrite.status == 74, "\(rewrite.combined)")
            #expect(
                Self.text(rewrite.stdout).contains("error: cannot write to standard error: No space left on device"),
                "\(rewrite.combined)")
            #expect(try TreeSnapshot(copy) == before)
            let report = try Self.shell("report ShopApp 2>/dev/full", in: root)
            #expect(report.status == 74, "\(report.combined)")
            #expect(Self.text(report.stdout).contains("error: cannot write to standard error: No space left on device"))
        }
    }

    /// A scripted `extract` whose "created …" lines cannot be printed: written, 4.
    @Test func scriptedExtractToAFullStandardOutputSaysTheFilesWereWritten() throws {
        try InterruptionTests.withShopApp { root, copy in
            let result = try Self.shell(
                "extract ShopApp --cluster \(DroppedClusterEndToEndTests.payment) --yes \(Self.clean) > /dev/full "
                    + "< /dev/null", in: root)
            #expect(result.status == 4, "\(result.combined)")
            #expect(
                result.stderr.contains(
                    "cannot write to standard output (No space left on device): every file of the extraction was "
                        + "written"), "\(result.stderr)")
            try Self.expectWritten(copy)
        }
    }

    /// `report --write-baseline` whose report cannot be printed: the baseline was written, 4.
    @Test func reportWhoseBaselineWasWrittenSaysSo() throws {
        try InterruptionTests.withShopApp { root, _ in
            let result = try Self.shell(
                "report ShopApp \(Self.clean) --write-baseline base.json > /dev/full", in: root)
            #expect(result.status == 4, "\(result.combined)")
            #expect(result.stderr.contains("the baseline base.json was written"), "\(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("base.json").path))
        }
    }
}
