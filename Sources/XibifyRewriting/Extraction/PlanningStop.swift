/// Why planning one cluster ends without a plan: the cluster is left alone (and the run goes on),
/// or the user's input is refused (and the run stops).
package enum PlanningStop: Error, Sendable {
    /// The cluster is skipped, for this reason.
    case skipped(SkipReason)
    /// A name or id the user gave cannot be used.
    case refused(ExtractionError)

    /// Runs a step that can only skip the cluster.
    package static func skipping<T>(_ step: () throws(SkipReason) -> T) throws(PlanningStop) -> T {
        do { return try step() } catch { throw .skipped(error) }
    }

    /// Runs a step that can only refuse the input.
    package static func refusing<T>(_ step: () throws(ExtractionError) -> T) throws(PlanningStop) -> T {
        do { return try step() } catch { throw .refused(error) }
    }
}
