import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyWorkspace

/// `GitIgnoreMatcher` against git itself: a work tree made in a temporary folder (`git init`),
/// ignore files with every pattern form gitignore(5) describes, and `git check-ignore` asked about
/// every file and folder in it.
@Suite(.enabled(if: GitTool.isInstalled, "git is not installed"))
struct GitIgnoreOracleTests {
    /// The top `.gitignore`: negation, folder-only, anchored, `**` in every position, escapes,
    /// classes, comments, and trailing spaces (dropped, and kept when escaped).
    static let topIgnore = """
        # a comment, then a blank line

        *.log
        !important.log
        build/
        /anchored.xib
        docs/**/generated
        **/cache
        a/**/b.xib
        foo/*/bar.xib
        \\#hash.xib
        \\!bang.xib
        trailing.xib   \("")
        escaped\\ \("")
        [Tt]emp*.xib
        [!a-c]x.xib
        *.[oa]
        vendor/**
        !vendor/keep.xib
        [[:digit:]]*.xib
        ?.xib
        */nested.xib
        Pods
        mid/dle/
        **/deep/**/leaf.xib
        x/**/**/**/y/**/*.xib
        **/*d*l*e*/*.o

        """

    /// A nested `.gitignore`: re-includes what the top one ignores, anchors to its own folder.
    static let subIgnore = """
        !*.log
        local.xib
        /only-here.xib
        deep/
        !q.xib

        """

    static let folders = [
        "", "sub/", "sub/deep/", "sub/inner/", "docs/x/y/", "a/", "a/m/n/", "foo/q/", "foo/q/r/", "build/",
        "vendor/", "Pods/", "other/", "mid/dle/", "other/mid/dle/", "x/deep/y/", "deep/",
    ]

    static let names = [
        "x.xib", "x.log", "important.log", "anchored.xib", "#hash.xib", "!bang.xib", "trailing.xib",
        "escaped ", "Temp1.xib", "temp.xib", "dx.xib", "ax.xib", "m.o", "m.a", "keep.xib", "7up.xib", "q.xib",
        "nested.xib", "bar.xib", "b.xib", "local.xib", "only-here.xib", "generated", "cache", "leaf.xib",
        "excluded-by-info.xib", "Main.storyboard",
    ]

    @Test func matcherAgreesWithGitCheckIgnore() throws {
        try Self.withWorkTree { root, paths in
            let listFile = root.appendingPathComponent(".paths")
            let list = paths.map(\.path).joined(separator: "\u{0}") + "\u{0}"
            try Data(list.utf8).write(to: listFile)
            let git = try ToolRunner.run([
                "sh", "-c", "cd \"$0\" && git check-ignore --no-index -z --stdin < .paths", root.path,
            ])
            // 0: some paths are ignored; 1: none (this tree always has some).
            #expect(git.status == 0, "\(git.stderr)")
            let ignoredByGit = Set(
                String(decoding: git.stdout, as: UTF8.self).split(separator: "\u{0}").map(String.init))
            let tree = try #require(GitWorkTree.containing(root.path))
            #expect(tree.root == root.path)
            let matcher = GitIgnoreMatcher(workTree: tree)
            var disagreements: [String] = []
            for (path, isFolder) in paths {
                let ours = matcher.isIgnored(path, isFolder: isFolder, checkingFolders: true)
                if ours != ignoredByGit.contains(path) {
                    disagreements.append("\(path)\(isFolder ? "/" : ""): ours \(ours), git \(!ours)")
                }
            }
            #expect(
                disagreements.isEmpty,
                "\(disagreements.count) of \(paths.count):\n\(disagreements.joined(separator: "\n"))")
            // Both verdicts are well represented, so the comparison means something.
            #expect(ignoredByGit.count > 100 && paths.count - ignoredByGit.count > 100)
        }
    }

    @Test func discoveryLeavesOutIgnoredFilesAndDefaultFolders() throws {
        try Self.withWorkTree { root, paths in
            let ibFiles = paths.filter { $0.path.hasSuffix(".storyboard") || $0.path.hasSuffix(".xib") }.map(\.path)
            var discovery = InputDiscovery(workingDirectory: root)
            let found = Set(discovery.discover(["."]).inputs.map(\.displayPath))
            let matcher = try GitIgnoreMatcher(workTree: #require(GitWorkTree.containing(root.path)))
            let expected = Set(
                ibFiles.filter {
                    !matcher.isIgnored($0, isFolder: false, checkingFolders: true) && !$0.hasPrefix("Pods/")
                })
            #expect(found == expected)
            #expect(found.contains("Main.storyboard") && !found.contains("build/Main.storyboard"))
            // `Pods` is ignored by .gitignore here too; without git's rules the default still skips it.
            discovery.honoursGitIgnore = false
            let unfiltered = Set(discovery.discover(["."]).inputs.map(\.displayPath))
            #expect(unfiltered == Set(ibFiles.filter { !$0.hasPrefix("Pods/") }))
            discovery.skipsDefaultFolders = false
            #expect(Set(discovery.discover(["."]).inputs.map(\.displayPath)) == Set(ibFiles))
            // A folder named on the command line is scanned even though git ignores it; the rules
            // still apply below it.
            discovery.honoursGitIgnore = true
            discovery.skipsDefaultFolders = true
            let named = Set(discovery.discover(["build"]).inputs.map(\.displayPath))
            let underBuild = ibFiles.filter { $0.hasPrefix("build/") }
            #expect(named == Set(underBuild.filter { !matcher.isIgnored($0, isFolder: false) }))
            #expect(named.contains("build/Main.storyboard") && !named.contains("build/x.xib"))
            // A file named directly is read even though git ignores it.
            let file = discovery.discover(["vendor/x.xib"]).inputs.map(\.displayPath)
            #expect(file == ["vendor/x.xib"])
        }
    }

    @Test func excludeFileOfALinkedWorkTreeIsFound() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-linked-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let common = root.appendingPathComponent("main/.git")
        let gitFolder = common.appendingPathComponent("worktrees/feature")
        let tree = root.appendingPathComponent("feature")
        try FileManager.default.createDirectory(at: gitFolder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: tree.appendingPathComponent("App/Views"), withIntermediateDirectories: true)
        try Data("gitdir: \(gitFolder.path)\n".utf8).write(to: tree.appendingPathComponent(".git"))
        try Data("../..\n".utf8).write(to: gitFolder.appendingPathComponent("commondir"))
        let found = try #require(GitWorkTree.containing(tree.appendingPathComponent("App/Views").path))
        #expect(found.root == tree.path)
        #expect(found.excludeFile.map(ExcludeRules.normalised) == common.path + "/info/exclude")
    }

    /// Makes the fixture work tree, runs the body with its root and every path in it, removes it.
    static func withWorkTree(_ body: (URL, [(path: String, isFolder: Bool)]) throws -> Void) throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("xibify-gitignore-\(UUID())")
            .standardizedFileURL
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: root) }
        let initialised = try ToolRunner.run(["git", "init", "-q", root.path])
        try #require(initialised.status == 0, "\(initialised.stderr)")
        try Data(topIgnore.utf8).write(to: root.appendingPathComponent(".gitignore"))
        try Data("excluded-by-info.xib\n".utf8).write(to: root.appendingPathComponent(".git/info/exclude"))
        var paths: [(String, Bool)] = []
        var seenFolders: Set<String> = []
        for folder in folders {
            var prefix = ""
            for component in folder.split(separator: "/") {
                prefix += component
                if seenFolders.insert(prefix).inserted { paths.append((prefix, true)) }
                prefix += "/"
            }
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            for name in names {
                try Data().write(to: root.appendingPathComponent(folder + name))
                paths.append((folder + name, false))
            }
        }
        try Data(subIgnore.utf8).write(to: root.appendingPathComponent("sub/.gitignore"))
        try body(root, paths)
    }
}

/// Whether `git`, the oracle, can be run.
enum GitTool {
    static var isInstalled: Bool { (try? ToolRunner.run(["git", "--version"]).status) == 0 }
}
