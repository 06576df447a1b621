import Testing

@testable import XibifyWorkspace

/// One gitignore line's matching, without git (`GitIgnoreOracleTests` compares with git itself).
@Suite struct GitIgnorePatternTests {
    /// Patterns of many `*` groups against a deep path that they do not match end at once.
    ///
    /// A repository's ignore file is untrusted. Git's own recursion (which the matcher follows) tries
    /// each way of splitting the path at every group: thirty `**/` did not end in an hour before
    /// the matcher remembered the sub-matches it had decided (#27, found by the fuzz harness).
    @Test func manyStarGroupsEndAtOnce() throws {
        let path = String(repeating: "Folder/", count: 60) + String(repeating: "y", count: 100) + ".xib"
        let patterns = [
            String(repeating: "**/", count: 40) + "q.xib",
            "/" + String(repeating: "**/*", count: 30) + "/q",
            String(repeating: "*y", count: 40) + "*/z",
            "a/" + String(repeating: "**/**/", count: 20) + "*.xib",
        ]
        for line in patterns {
            let pattern = try #require(GitIgnorePattern(line: Array(line.utf8), base: ""))
            #expect(!pattern.matches(path, isFolder: false), "\(line)")
        }
        let matching = try #require(
            GitIgnorePattern(line: Array((String(repeating: "**/", count: 40) + "*.xib").utf8), base: ""))
        #expect(matching.matches(path, isFolder: false))
    }
}
