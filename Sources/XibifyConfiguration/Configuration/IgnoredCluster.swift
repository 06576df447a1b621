import XibifyScanning

/// An `ignore` entry of `.xibify.yml`: a cluster the team chose to keep, and why.
package struct IgnoredCluster: Sendable, Equatable, Hashable {
    /// The cluster's id (its fingerprint's first 8 hex digits) or a longer fingerprint prefix.
    package var cluster: String
    /// Why it is kept (required, so the choice stays explained).
    package var reason: String

    /// Creates an entry.
    /// - Parameters:
    ///   - cluster: the cluster's id or fingerprint prefix.
    ///   - reason: why it is kept.
    package init(cluster: String, reason: String) {
        self.cluster = cluster
        self.reason = reason
    }

    /// Whether this entry names a cluster.
    /// - Parameter cluster: a cluster of the scan.
    /// - Returns: true when the id or the fingerprint starts with the entry's id.
    package func matches(_ cluster: DuplicateCluster) -> Bool {
        cluster.isNamed(by: self.cluster)
    }

    /// Whether the entry names a variant group (by its id or a fingerprint prefix).
    package func matches(_ group: VariantGroup) -> Bool {
        group.isNamed(by: cluster)
    }
}
