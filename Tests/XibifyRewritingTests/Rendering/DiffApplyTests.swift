import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyRewriting
@testable import XibifyWriting

/// The unified diff has git's semantics for the shapes of file a rewrite can meet (#18): CRLF
/// lines, empty files (created empty, emptied, filled), last lines without a line feed.
///
/// `git apply` of the diff to one copy of a tree gives the same bytes as `BatchWriter` (what
/// `--write` runs) on another.
@Suite struct DiffApplyTests {
    /// One case: files before (nil: absent) and after.
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var files: [(path: String, before: String?, after: String)]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a new empty file", files: [("New.strings", nil, "")]),
        Case(name: "a file emptied", files: [("Gone.strings", "\"a\" = \"b\";\n\"c\" = \"d\";\n", "")]),
        Case(name: "an empty file filled", files: [("Empty.strings", "", "\"a\" = \"b\";\n")]),
        Case(name: "an emptied file without a final line feed", files: [("Gone.strings", "\"a\" = \"b\";", "")]),
        Case(
            name: "CRLF lines edited",
            files: [("Main.xib", "<a>\r\n<b/>\r\n<c/>\r\n</a>\r\n", "<a>\r\n<B/>\r\n<c/>\r\n<d/>\r\n</a>\r\n")]),
        Case(
            name: "CRLF lines, the last without its line ending",
            files: [("Main.xib", "<a>\r\n<b/>\r\n</a>", "<a>\r\n<B/>\r\n</a>\r\n")]),
        Case(name: "CRLF, the last line ending lost", files: [("Main.xib", "<a>\r\n</a>\r\n", "<a>\r\n</a>")]),
        Case(name: "a lone CR at the end", files: [("Main.xib", "<a>\n</a>\r", "<a>\n<b/>\n</a>\r")]),
        Case(name: "a new CRLF file without a final line ending", files: [("New.xib", nil, "<a>\r\n</a>")]),
        Case(
            name: "mixed line endings",
            files: [("Main.xib", "<a>\n<b/>\r\n<c/>\n</a>\n", "<a>\r\n<b/>\r\n<c/>\n</a>\n")]),
    ]

    @Test(arguments: cases)
    func gitApplyOfTheDiffGivesWhatTheWriterWrites(_ example: Case) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let written = base.appendingPathComponent("written")
        let applied = base.appendingPathComponent("applied")
        var files: [RenderedFile] = []
        for folder in [written, applied] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in example.files {
                if let before = file.before {
                    try Data(before.utf8).write(to: folder.appendingPathComponent(file.path))
                }
            }
        }
        for file in example.files {
            files.append(
                RenderedFile(
                    path: written.appendingPathComponent(file.path).path, displayPath: file.path,
                    kind: .strings, original: file.before.map { Array($0.utf8) }, contents: Array(file.after.utf8),
                    edits: []))
        }
        let diff = UnifiedDiffRenderer().render(files)
        let patch = base.appendingPathComponent("change.patch")
        try Data(diff.utf8).write(to: patch)
        let apply = try ToolRunner.run(["git", "-C", applied.path, "apply", "--whitespace=nowarn", patch.path])
        #expect(apply.status == 0, "\(apply.combined)\n\(diff)")
        try BatchWriter().write(files)
        let want = try TreeSnapshot(written)
        let got = try TreeSnapshot(applied)
        #expect(got.differences(from: want) == [], "\(diff)")
        for file in example.files {
            #expect(
                try Data(contentsOf: written.appendingPathComponent(file.path)) == Data(file.after.utf8), "\(file.path)"
            )
        }
    }

    /// As git writes it: an empty new file has neither file lines nor a hunk; an emptied file
    /// keeps its file lines, and its hunk ends at line 0.
    @Test func emptyFilesAreWrittenAsGitWritesThem() {
        let created = RenderedFile(
            path: "/x/New.strings", displayPath: "New.strings", kind: .strings, original: nil, contents: [], edits: [])
        #expect(
            UnifiedDiffRenderer().render(created) == "diff --git a/New.strings b/New.strings\nnew file mode 100644\n")
        let emptied = RenderedFile(
            path: "/x/Gone.strings", displayPath: "Gone.strings", kind: .strings, original: Array("a\nb\n".utf8),
            contents: [], edits: [])
        #expect(
            UnifiedDiffRenderer().render(emptied)
                == "diff --git a/Gone.strings b/Gone.strings\n--- a/Gone.strings\n+++ b/Gone.strings\n@@ -1,2 +0,0 @@\n-a\n-b\n"
        )
    }
}
