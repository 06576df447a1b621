/// A copy left inline, and why.
public struct SkippedInstance: Sendable {
    /// The copy.
    public var instance: ClusterInstance
    /// Why it stays: its blockers or an overlap, in words.
    public var reasons: [String]
}
