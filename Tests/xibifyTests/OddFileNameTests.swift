import Foundation
import Testing
import XibifyTestSupport

/// File names with a newline or a tab, and a label with a newline, cannot break what a rewrite
/// generates (#27, finding 8): the diff's headers are quoted as git quotes them, so `git apply`
/// takes them, and the generated Swift names the files and the label in comments that stay
/// comments, so it type-checks.
@Suite struct OddFileNameTests {
    @Test func theDiffAppliesAndTheGeneratedSwiftTypeChecks() throws {
        try HostileNameFixture.with { root in
            let applied = root.appendingPathComponent("Applied")
            try FileManager.default.createDirectory(at: applied, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: root.appendingPathComponent("App"), to: applied.appendingPathComponent("App"))
            let arguments = ["rewrite", "App", "--cluster", HostileNameFixture.cluster]
            let diff = try BinaryRunner.run(arguments, in: root)
            #expect(diff.status == 0, "\(diff.stderr)")
            let header =
                #"diff --git "a/App/Odd\nFolder/Check\tout.storyboard" "b/App/Odd\nFolder/Check\tout.storyboard""#
            #expect(diff.stdout.contains(header + "\n"), "\(diff.stdout.prefix(2000))")
            #expect(diff.stdout.contains(#"--- "a/App/Pro\nfile.storyboard""# + "\n"))
            let patch = root.appendingPathComponent("rewrite.patch")
            try Data(diff.stdout.utf8).write(to: patch)
            let apply = try ToolRunner.run(["git", "-C", applied.path, "apply", "--whitespace=nowarn", patch.path])
            #expect(apply.status == 0, "\(apply.combined)")

            let write = try BinaryRunner.run(arguments + ["--write"], in: root)
            #expect(write.status == 0, "\(write.stderr)")
            let project = root.appendingPathComponent("App")
            #expect(
                try GitApplyTests.contents(applied.appendingPathComponent("App")) == GitApplyTests.contents(project))

            let swift = try FileManager.default.subpathsOfDirectory(atPath: project.path).filter {
                $0.hasSuffix(".swift")
            }.map { project.appendingPathComponent($0) }
            #expect(swift.count == 2, "\(swift)")
            let wrapper = try swift.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
            #expect(wrapper.contains(HostileNameFixture.labelEscaped))
            #expect(wrapper.contains(#"Check\tout.storyboard, Pro\nfile.storyboard"#))
            let check = try Self.typeCheck(swift)
            #expect(check.status == 0, "\(check.combined)")
        }
    }

    /// An action's selector becomes `@objc(selector)` in the wrapper: one that is not an
    /// Objective-C selector (a document can hold anything) blocks its copy instead of becoming code.
    @Test func aSelectorThatIsNotObjectiveCIsNotWrittenIntoSwift() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let orders = copy.appendingPathComponent("Orders/Orders.storyboard")
            let text = try String(contentsOf: orders, encoding: .utf8)
            let hostile = #"apply&quot;) } }; func injected() { //Coupon:"#
            try Data(text.replacingOccurrences(of: #"selector="applyCoupon:""#, with: "selector=\"\(hostile)\"").utf8)
                .write(to: orders)
            let clean = ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"]
            let diff = try BinaryRunner.run(["rewrite", "."] + clean, in: copy)
            #expect(diff.status == 0, "\(diff.stderr)")
            let added = diff.stdout.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.contains("selector=") }
            #expect(!added.contains { $0.contains("func injected()") })
            let report = try BinaryRunner.run(["report", "."] + clean, in: copy)
            #expect(report.stdout.contains("is not an Objective-C selector"), "\(report.stdout)")
        }
    }

    /// The substitution style subclasses the root's `customClass`: one that is not a Swift name
    /// leaves its cluster inline instead of becoming code.
    @Test func aRootClassThatIsNotASwiftNameIsNotWrittenIntoSwift() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases")) { copy in
            let account = copy.appendingPathComponent("Account/Account.storyboard")
            let text = try String(contentsOf: account, encoding: .utf8)
            let hostile = "GlassCardView { }; func injected() { }; class Other: UIView"
            try Data(
                text.replacingOccurrences(of: #"customClass="GlassCardView""#, with: "customClass=\"\(hostile)\"").utf8
            )
            .write(to: account)
            let diff = try BinaryRunner.run(["rewrite", ".", "--min-views", "1"], in: copy)
            #expect(diff.status == 0, "\(diff.stderr)")
            // The documents' own lines keep the attribute; no line of code is made of it.
            let added = diff.stdout.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.contains("customClass=") }
            #expect(!added.contains { $0.contains("func injected()") })
            #expect(diff.stderr.contains("fa812c82 view \"Glass Card\" (3 views) not extracted: its root's class"))
            #expect(diff.stderr.contains("is not a Swift type"))
        }
    }

    /// Type-checks files against the UIKit stub of Tests/Stubs (without the Objective-C
    /// attributes on Linux, which has no Objective-C runtime).
    static func typeCheck(_ files: [URL]) throws -> ToolRunner.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-odd-swift-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stub = TestPaths.packageRoot.appendingPathComponent("Tests/Stubs/UIKit/UIKit.swift")
        let module = try ToolRunner.run([
            "swiftc", "-emit-module", "-parse-as-library", "-module-name", "UIKit", stub.path,
            "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
        ])
        #expect(module.status == 0, "\(module.combined)")
        var copies: [String] = []
        for (index, file) in files.enumerated() {
            var source = try String(contentsOf: file, encoding: .utf8)
            #if !canImport(ObjectiveC)
                source = source.replacingOccurrences(of: "@IBOutlet ", with: "")
                    .replacingOccurrences(of: "@IBAction ", with: "")
                    .replacingOccurrences(of: #"@objc\([A-Za-z0-9_:]+\)\n"#, with: "", options: .regularExpression)
                    .replacingOccurrences(of: "@objc var ", with: "var ")
            #endif
            let copy = folder.appendingPathComponent("File\(index).swift")
            try Data(source.utf8).write(to: copy)
            copies.append(copy.path)
        }
        return try ToolRunner.run(["swiftc", "-typecheck", "-I", folder.path] + copies)
    }
}
