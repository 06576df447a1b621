/// A cluster that is not extracted, and why.
public struct SkippedCluster: Sendable {
    /// The cluster's id.
    public var id: String
    /// Its description.
    public var summary: String
    /// Why it is not extracted.
    public var reason: String
    /// Its copies that are blocked, with their reasons.
    public var skippedInstances: [SkippedInstance]
}
