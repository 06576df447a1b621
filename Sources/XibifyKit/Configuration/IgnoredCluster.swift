/// An `ignore` entry of `.xibify.yml`: a cluster the team chose to keep, and why.
public struct IgnoredCluster: Sendable, Equatable, Hashable {
    /// The cluster's id (its fingerprint's first 8 hex digits) or a longer fingerprint prefix.
    public var cluster: String
    /// Why it is kept (required, so the choice stays explained).
    public var reason: String

    /// Creates an entry.
    /// - Parameters:
    ///   - cluster: the cluster's id or fingerprint prefix.
    ///   - reason: why it is kept.
    public init(cluster: String, reason: String) {
        self.cluster = cluster
        self.reason = reason
    }

    /// Whether this entry names a cluster.
    /// - Parameter cluster: a cluster of the scan.
    /// - Returns: true when the id or the fingerprint starts with the entry's id.
    public func matches(_ cluster: DuplicateCluster) -> Bool {
        cluster.id == self.cluster || (self.cluster.count >= 8 && cluster.fingerprint.hasPrefix(self.cluster))
    }
}
