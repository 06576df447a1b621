import XibifyScanning

/// A cluster as offered for interactive extraction.
package struct ExtractionChoice: Sendable {
    /// The cluster.
    package var cluster: DuplicateCluster
    /// Its copies with blockers.
    package var blockedCount: Int

    /// Creates a value from its properties.
    package init(cluster: DuplicateCluster, blockedCount: Int) {
        self.cluster = cluster
        self.blockedCount = blockedCount
    }
}
