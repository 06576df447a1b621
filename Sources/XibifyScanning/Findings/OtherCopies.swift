/// Which of a cluster's other copies a per-copy finding names (SARIF's related locations,
/// Xcode's "also at"), so that a report grows with the copies and not with their square.
///
/// Listing every other copy for every copy made 1,002 copies 541 MB of SARIF and a 23,354-copy
/// storyboard ran out of memory (#27). Each copy is a finding of its own in those formats, so a
/// reader loses nothing: the first `limit` others are named, the rest counted, and
/// `xibify report --format json` (or text) lists every copy of the cluster once.
package enum OtherCopies {
    /// How many other copies a finding names.
    package static let limit = 10

    /// The other copies a copy's finding names, with their indices: the cluster's first `limit`
    /// copies but the copy itself.
    /// - Parameters:
    ///   - index: the copy's index in the cluster.
    ///   - cluster: the cluster.
    /// - Returns: at most `limit` (index, copy) pairs, in the cluster's order.
    package static func shown(besides index: Int, in cluster: DuplicateCluster) -> [(index: Int, copy: ClusterInstance)]
    {
        var shown: [(index: Int, copy: ClusterInstance)] = []
        for (other, copy) in cluster.instances.enumerated() where other != index {
            guard shown.count < limit else { break }
            shown.append((other, copy))
        }
        return shown
    }

    /// How many of a copy's other copies its finding leaves unnamed.
    /// - Parameter cluster: the cluster.
    /// - Returns: the count, 0 when every other copy is named.
    package static func omitted(in cluster: DuplicateCluster) -> Int {
        max(0, cluster.instances.count - 1 - limit)
    }
}
