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

    /// Patterns of many `*` against a long path that they do not match: the recursive matcher
    /// before #27 tried every split of the path at every `*` (16 `*` took 9 s, 20 more than
    /// 100 s), so this test would not end on it.
    @Test func manyStarsDoNotBacktrack() {
        let stars = String(repeating: "*", count: 40)
        let component = String(repeating: "y", count: 200) + ".xib"
        let path = String(repeating: "Folder/", count: 30) + component
        // Without a `/`: each component is tried.
        #expect(!Glob(stars + "x").matches(path))
        #expect(Glob(stars + "xib").matches(path))
        // With one: anchored at every component boundary, and every prefix tried.
        #expect(!Glob(String(repeating: "*/", count: 40) + "x").matches(path))
        #expect(!Glob(String(repeating: "**", count: 20) + "/q" + stars).matches(path))
        #expect(!Glob(String(repeating: "*y", count: 20) + "*/z", anchored: true).matches(path))
        #expect(Glob(String(repeating: "*", count: 41) + "/" + stars + ".xib").matches(path))
        #expect(Glob(String(repeating: "**/", count: 40) + "*.xib").matches(path))
    }

    /// Small patterns of every kind against small paths, anchored and not, answer as the
    /// recursive matcher answered: the automaton keeps its semantics.
    @Test func agreesWithTheRecursiveMatcher() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let patternPieces = ["a", "b", "/", "*", "**", "?", "**/", "./", "ab", "***", "****/"]
        let pathPieces = ["a", "b", "ab", "ba", "aab"]
        var compared = 0
        for _ in 0..<20_000 {
            let pattern = (0..<(1 + random(6))).map { _ in patternPieces[random(patternPieces.count)] }.joined()
            let path = (0..<(1 + random(4))).map { _ in pathPieces[random(pathPieces.count)] }
                .joined(separator: "/")
            for anchored in [false, true] {
                let expected = Self.recursiveMatch(pattern, anchored: anchored, path)
                #expect(Glob(pattern, anchored: anchored).matches(path) == expected, "\(pattern) \(path) \(anchored)")
                compared += 1
            }
        }
        #expect(compared == 40_000)
    }

    @Test func limitsOnCountAndLength() {
        #expect(Glob.limitProblems(Array(repeating: "Pods", count: Glob.maximumCount)).isEmpty)
        #expect(Glob.limitProblems([String(repeating: "é", count: Glob.maximumLength / 2)]).isEmpty)
        let long = String(repeating: "é", count: Glob.maximumLength / 2 + 1)
        #expect(
            Glob.limitProblems(Array(repeating: "Pods", count: Glob.maximumCount) + [long])
                == [.tooMany(count: Glob.maximumCount + 1), .tooLong(index: Glob.maximumCount, length: 1026)])
    }

    /// The matcher `Glob` had before #27, exponential in the number of `*`: the oracle of the
    /// semantics the automaton keeps.
    static func recursiveMatch(_ pattern: String, anchored: Bool, _ path: String) -> Bool {
        let characters = Array(pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern)
        let components = path.split(separator: "/").map(String.init)
        if !pattern.contains("/") && !anchored {
            return components.contains { match(characters[...], Array($0)[...]) }
        }
        for start in anchored ? components.indices.prefix(1) : components.indices[...] {
            let tail = components[start...].joined(separator: "/")
            if match(characters[...], Array(tail)[...]) { return true }
            for end in (start + 1)..<components.count + 1 where end < components.count {
                let prefix = components[start..<end].joined(separator: "/")
                if match(characters[...], Array(prefix)[...]) { return true }
            }
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            let doubled = pattern.dropFirst().first == "*"
            var rest = pattern.dropFirst(doubled ? 2 : 1)
            if doubled && rest.first == "/" {
                if match(rest.dropFirst(), text) { return true }
                rest = pattern.dropFirst(2)
            }
            var index = text.startIndex
            while true {
                if match(rest, text[index...]) { return true }
                guard index < text.endIndex else { return false }
                if !doubled && text[index] == "/" { return false }
                index += 1
            }
        }
        guard let character = text.first else { return false }
        if first == "?" ? character != "/" : first == character {
            return match(pattern.dropFirst(), text.dropFirst())
        }
        return false
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
