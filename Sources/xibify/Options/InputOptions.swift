import ArgumentParser
import Foundation
import XibifyKit

/// Which files to read.
struct InputOptions: ParsableArguments {
    @Argument(help: "Files and folders to scan (default: the configuration's `included`, else the current folder).")
    var paths: [String] = []

    @Option(
        name: .customLong("exclude"),
        help: """
            Leave out paths matching a glob (* ** ?), relative to each folder scanned; a pattern with a / \
            is also read from the working folder, and an absolute one as it is. Repeatable.
            """)
    var excludes: [String] = []

    @Flag(name: .customLong("no-gitignore"), help: "Also scan what .gitignore and .git/info/exclude ignore.")
    var noGitIgnore = false

    @Flag(
        name: .customLong("no-default-excludes"),
        help: "Also scan folders named Pods, Carthage, DerivedData and *.xcloc (.build, hidden, is always skipped).")
    var noDefaultExcludes = false

    @Flag(
        help: "Refuse legacy <archive> XIBs and XML that is not Interface Builder (exit 65) instead of skipping them.")
    var strict = false

    func validate() throws {
        // Matching is linear, but each pattern is tried on each path walked: bound them (#27).
        let problems = Glob.limitProblems(excludes).map { problem in
            switch problem {
            case .tooMany(let count):
                "--exclude is given \(count) times, more than the \(Glob.maximumCount) patterns xibify takes"
            case .tooLong(let index, let length):
                "--exclude pattern \(index + 1) is \(length) bytes long, more than the \(Glob.maximumLength) a "
                    + "pattern may have"
            }
        }
        if !problems.isEmpty { throw ValidationError(problems.joined(separator: "\n")) }
    }

    var describedPaths: String { paths.isEmpty ? "." : paths.joined(separator: " ") }
}
