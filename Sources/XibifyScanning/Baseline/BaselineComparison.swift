/// What comparing a scan with a baseline found: which copies are new, and how much was hidden.
package struct BaselineComparison: Sendable, Equatable {
    /// The baseline file, as given.
    package var file: String
    /// Clusters and variant groups whose every copy the baseline holds: left out of the report.
    package var hiddenClusters: Int
    /// Copies the baseline holds, in every cluster (hidden ones and those shown for a new copy).
    package var knownCopies: Int
    /// For each cluster still reported (by fingerprint), the indices of its new copies.
    package var newCopies: [String: Set<Int>]

    /// Creates a comparison.
    /// - Parameters:
    ///   - file: the baseline file.
    ///   - hiddenClusters: clusters left out.
    ///   - knownCopies: copies the baseline holds.
    ///   - newCopies: new copies per reported cluster.
    package init(file: String, hiddenClusters: Int, knownCopies: Int, newCopies: [String: Set<Int>]) {
        self.file = file
        self.hiddenClusters = hiddenClusters
        self.knownCopies = knownCopies
        self.newCopies = newCopies
    }

    /// Whether a copy of a reported cluster is new (true for clusters the comparison did not see).
    /// - Parameters:
    ///   - index: the copy's index in its cluster.
    ///   - fingerprint: the cluster's fingerprint.
    /// - Returns: true when the baseline does not hold it.
    package func isNew(_ index: Int, inCluster fingerprint: String) -> Bool {
        newCopies[fingerprint]?.contains(index) ?? true
    }
}
