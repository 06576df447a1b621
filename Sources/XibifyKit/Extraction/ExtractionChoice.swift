/// A cluster as offered for interactive extraction.
public struct ExtractionChoice: Sendable {
    /// The cluster.
    public var cluster: DuplicateCluster
    /// Its copies with blockers.
    public var blockedCount: Int
}
