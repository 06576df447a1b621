import XibifyScanning

/// A copy left inline, and why.
package struct SkippedInstance: Sendable {
    /// The copy.
    package var instance: ClusterInstance
    /// Why it stays: its blockers, an overlap or an obstacle of its style.
    package var reasons: [CopySkipReason]
}
