/// A cluster that is not extracted, and why.
package struct SkippedCluster: Sendable {
    /// The cluster's id.
    package var id: String
    /// Its description.
    package var summary: String
    /// Why it is not extracted.
    package var reason: SkipReason
    /// Its copies that are blocked, with their reasons.
    package var skippedInstances: [SkippedInstance]
}
