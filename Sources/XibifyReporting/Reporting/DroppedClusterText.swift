import XibifyRewriting

extension DroppedCluster {
    /// Why the cluster was dropped, in one sentence that names the check and the problem, and asks
    /// for a report; the place (`location`) goes before it, as the reporter writes places.
    /// - Parameter othersWritten: whether other clusters of the batch were written.
    /// - Returns: the sentence, without a place or an `error:` prefix.
    package func message(othersWritten: Bool) -> String {
        "cluster \(id) \(summary) (\(className)) was dropped: the \(check) check found that "
            + failure.problem + "; "
            + (othersWritten ? "the other clusters were written" : "nothing of it is written")
            + "; \(VerificationError.reportRequest)"
    }
}
