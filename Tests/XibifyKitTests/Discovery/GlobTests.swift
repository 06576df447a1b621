import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

@Suite struct GlobTests {
    @Test(arguments: [
        ("Pods", "Pods/X/A.xib", true), ("Pods", "App/Pods/A.xib", true), ("Pods", "App/MyPods/A.xib", false),
        ("*Legacy*", "App/OldLegacyStuff/A.xib", true), ("*.xib", "App/A.xib", true),
        ("*.xib", "App/A.storyboard", false),
        ("Legacy/**", "App/Legacy/Deep/A.xib", true), ("App/*.xib", "App/A.xib", true),
        ("App/*.xib", "App/Sub/A.xib", false),
        ("App/**/A.xib", "App/A.xib", true), ("App/**/A.xib", "App/x/y/A.xib", true), ("A?.xib", "AB.xib", true),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test func discoveryExcludesAndSkipsHiddenAndBuildFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-glob-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["A.xib", "B.storyboard", "notes.txt", ".hidden/C.xib", ".build/D.xib", "Pods/E.xib", "Sub/F.XIB"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let found = InputDiscovery(excludes: [Glob("Pods")], workingDirectory: root).discover([])
        #expect(found.inputs.isEmpty)
        let all = InputDiscovery(excludes: [Glob("Pods")], workingDirectory: root).discover(["."])
        #expect(all.inputs.map(\.displayPath) == ["A.xib", "B.storyboard", "Sub/F.XIB"])
        let missing = InputDiscovery(workingDirectory: root).discover(["Nope"])
        #expect(missing.errors.map(\.code) == ["unreadable"])
    }

    @Test func discoveryListsLinkedFilesButDoesNotFollowLinkedFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-walk-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let fileManager = FileManager.default
        try fileManager.createDirectory(
            at: root.appendingPathComponent("App/Deep/Deeper"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("App/Deep/Deeper/G.xib"))
        try Data().write(to: root.appendingPathComponent("Shared.xib"))
        // A link to a file is listed; a link to a folder (here a cycle) is not followed.
        try fileManager.createSymbolicLink(
            at: root.appendingPathComponent("App/Linked.xib"),
            withDestinationURL: root.appendingPathComponent("Shared.xib"))
        try fileManager.createSymbolicLink(
            at: root.appendingPathComponent("App/Deep/Loop"), withDestinationURL: root.appendingPathComponent("App"))
        let found = InputDiscovery(workingDirectory: root).discover(["App"])
        #expect(found.inputs.map(\.displayPath) == ["App/Deep/Deeper/G.xib", "App/Linked.xib"])
        #expect(found.errors.isEmpty)
        // Excludes match paths relative to the folder given, at any depth.
        let excluded = InputDiscovery(excludes: [Glob("Deep/**")], workingDirectory: root).discover(["App"])
        #expect(excluded.inputs.map(\.displayPath) == ["App/Linked.xib"])
    }
}
