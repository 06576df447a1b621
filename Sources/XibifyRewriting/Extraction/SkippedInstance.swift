import XibifyScanning

/// A copy left inline, and why.
package struct SkippedInstance: Sendable {
    /// The copy.
    package var instance: ClusterInstance
    /// Why it stays: its blockers or an overlap, in words.
    package var reasons: [String]
}
