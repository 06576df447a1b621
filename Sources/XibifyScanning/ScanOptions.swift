import Foundation
import XibifyWorkspace

/// What to scan and how.
public struct ScanOptions: Sendable {
    /// Files and folders to scan.
    package var paths: [String]
    /// Patterns of paths to leave out.
    package var excludes: [Glob]
    /// The folder paths are shown relative to.
    package var workingDirectory: URL
    /// Size thresholds for clusters.
    package var clustering: ClusteringOptions
    /// Parallel parses.
    package var workers: Int
    /// Refuse legacy `<archive>` XIBs and XML that is not IB (exit 65) instead of skipping them.
    package var strict = false
    /// Leave out what git ignores (`.gitignore`, `.git/info/exclude`) under folders in a work tree.
    package var honoursGitIgnore = true
    /// Leave out `Pods`, `Carthage`, `DerivedData` and `.build` folders
    /// (`InputDiscovery.defaultExcludedFolders`).
    package var skipsDefaultFolders = true

    /// Creates options.
    /// - Parameters:
    ///   - paths: files and folders; empty means the working directory.
    ///   - excludes: patterns to leave out.
    ///   - workingDirectory: the folder paths are shown relative to.
    ///   - clustering: size thresholds.
    ///   - workers: parallel parses.
    public init(
        paths: [String],
        excludes: [Glob] = [],
        workingDirectory: URL,
        clustering: ClusteringOptions = ClusteringOptions(),
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.paths = paths.isEmpty ? ["."] : paths
        self.excludes = excludes
        self.workingDirectory = workingDirectory
        self.clustering = clustering
        self.workers = max(1, workers)
    }
}
