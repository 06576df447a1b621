import Foundation
import Testing
import XibifyTestSupport

/// The printed diff of documents with CRLF line endings applies with `git apply` to the same
/// bytes as `rewrite --write` writes (#18); the CR of each line is kept in the diff, as git
/// keeps it, and the files xibify creates from such a document have CRLF lines too.
@Suite struct GitApplyLineEndingTests {
    @Test(arguments: [false, true])
    func theDiffOfCRLFDocumentsAppliesToWhatWriteWrites(withoutFinalLineEnding: Bool) throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let documents = try FileManager.default.subpathsOfDirectory(atPath: copy.path).filter {
                $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
            }
            for name in documents {
                let url = copy.appendingPathComponent(name)
                var text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
                if withoutFinalLineEnding { while text.hasSuffix("\r\n") { text.removeLast() } }
                try Data(text.utf8).write(to: url)
            }
            let root = copy.deletingLastPathComponent()
            let applied = root.appendingPathComponent("Applied")
            try FileManager.default.createDirectory(at: applied, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: copy, to: applied.appendingPathComponent("ShopApp"))
            let diff = try BinaryRunner.run(["rewrite", "ShopApp"] + GitApplyTests.clean, in: root)
            #expect(diff.status == 0, "\(diff.stderr)")
            #expect(diff.stdout.contains("\r\n"))
            let patch = root.appendingPathComponent("rewrite.patch")
            try Data(diff.stdout.utf8).write(to: patch)
            let apply = try ToolRunner.run(["git", "-C", applied.path, "apply", "--whitespace=nowarn", patch.path])
            #expect(apply.status == 0, "\(apply.combined)")
            let write = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + GitApplyTests.clean, in: root)
            #expect(write.status == 0, "\(write.stderr)")
            let written = try TreeSnapshot(copy)
            #expect(try TreeSnapshot(applied.appendingPathComponent("ShopApp")).differences(from: written) == [])
            let created = try String(
                contentsOf: copy.appendingPathComponent("Checkout/PaymentSummaryView.xib"), encoding: .utf8)
            #expect(created.contains("\r\n"))
        }
    }
}
