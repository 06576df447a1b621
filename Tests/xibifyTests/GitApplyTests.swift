import Foundation
import Testing
import XibifyTestSupport

/// The printed diff is what `--write` does: `git apply` of the diff to one copy of the fixture
/// gives the same bytes as `rewrite --write` on another, also for a file without a final newline.
@Suite struct GitApplyTests {
    static let clean = ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"]

    static func contents(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: url)
            }
        }
        return result
    }

    @Test(arguments: [false, true])
    func theDiffAppliesToWhatWriteWrites(withoutFinalNewline: Bool) throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            if withoutFinalNewline {
                for name in ["Checkout/Checkout.storyboard", "Settings/Preferences.xib"] {
                    let url = copy.appendingPathComponent(name)
                    var data = try Data(contentsOf: url)
                    while data.last == 0x0A { data.removeLast() }
                    try data.write(to: url)
                }
            }
            let root = copy.deletingLastPathComponent()
            let applied = root.appendingPathComponent("Applied")
            try FileManager.default.createDirectory(at: applied, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: copy, to: applied.appendingPathComponent("ShopApp"))
            let diff = try BinaryRunner.run(["rewrite", "ShopApp"] + Self.clean, in: root)
            #expect(diff.status == 0)
            #expect(diff.stdout.contains("No newline at end of file") == withoutFinalNewline)
            let patch = root.appendingPathComponent("rewrite.patch")
            try Data(diff.stdout.utf8).write(to: patch)
            let apply = try ToolRunner.run(["git", "-C", applied.path, "apply", "--whitespace=nowarn", patch.path])
            #expect(apply.status == 0, "\(apply.combined)")
            let write = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + Self.clean, in: root)
            #expect(write.status == 0)
            #expect(try Self.contents(applied.appendingPathComponent("ShopApp")) == Self.contents(copy))
        }
    }

    /// The other fixture too, with single views: incoming ports, the substitution style (stack
    /// views, buttons, boxes, AppKit cells) and a translated parameter's goldens are all in it.
    @Test func theRuntimeCasesDiffAppliesToWhatWriteWrites() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases")) { copy in
            let root = copy.deletingLastPathComponent()
            let applied = root.appendingPathComponent("Applied")
            try FileManager.default.createDirectory(at: applied, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: copy, to: applied.appendingPathComponent("RuntimeCases"))
            let arguments = ["rewrite", "RuntimeCases", "--min-views", "1"]
            let diff = try BinaryRunner.run(arguments, in: root)
            #expect(diff.status == 0, "\(diff.stderr)")
            #expect(diff.stdout.contains("Placeholder\""))
            let patch = root.appendingPathComponent("rewrite.patch")
            try Data(diff.stdout.utf8).write(to: patch)
            let apply = try ToolRunner.run(["git", "-C", applied.path, "apply", "--whitespace=nowarn", patch.path])
            #expect(apply.status == 0, "\(apply.combined)")
            let write = try BinaryRunner.run(arguments + ["--write"], in: root)
            #expect(write.status == 0, "\(write.stderr)")
            #expect(try Self.contents(applied.appendingPathComponent("RuntimeCases")) == Self.contents(copy))
        }
    }

    /// Layouts nested in one another, extracted in two rounds of one run
    /// (Fixtures/FieldCases/NestedLayouts): the diff is against the files on disk and applies to
    /// what `--write` writes, and a second run has nothing left to do.
    @Test func theNestedLayoutsDiffAppliesAndASecondRunIsANoOp() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/NestedLayouts")) { copy in
            let root = copy.deletingLastPathComponent()
            let name = copy.lastPathComponent
            let applied = root.appendingPathComponent("Applied")
            try FileManager.default.createDirectory(at: applied, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: copy, to: applied.appendingPathComponent(name))
            let diff = try BinaryRunner.run(["rewrite", name], in: root)
            #expect(diff.status == 0, "\(diff.stderr)")
            #expect(diff.stdout.contains("+++ b/\(name)/TeamCardView.xib"))
            let patch = root.appendingPathComponent("rewrite.patch")
            try Data(diff.stdout.utf8).write(to: patch)
            let apply = try ToolRunner.run(["git", "-C", applied.path, "apply", "--whitespace=nowarn", patch.path])
            #expect(apply.status == 0, "\(apply.combined)")
            let write = try BinaryRunner.run(["rewrite", name, "--write"], in: root)
            #expect(write.status == 0, "\(write.stderr)")
            #expect(try Self.contents(applied.appendingPathComponent(name)) == Self.contents(copy))
            let again = try BinaryRunner.run(["rewrite", name, "--check"], in: root)
            #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stdout)\(again.stderr)")
        }
    }

    /// Cards that `.xibify.yml` ignores (by the id `report` shows) are not extracted by the later
    /// round either, where their layout holds placeholders and has another id.
    @Test func anIgnoredOuterLayoutStaysIgnoredInTheLaterRound() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/NestedLayouts")) { copy in
            let root = copy.deletingLastPathComponent()
            try Data("ignore:\n  - cluster: 2d425534\n    reason: the cards are redesigned next month\n".utf8)
                .write(to: root.appendingPathComponent(".xibify.yml"))
            let write = try BinaryRunner.run(["rewrite", copy.lastPathComponent, "--write"], in: root)
            #expect(write.status == 0, "\(write.stderr)")
            #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("MemberRowView.xib").path))
            #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent("TeamCardView.xib").path))
        }
    }
}
