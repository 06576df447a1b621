extension DroppedCluster {
    /// Why the cluster was dropped, in one sentence that names the place, the check and the
    /// problem, and asks for a report.
    /// - Parameter written: whether the rest of the batch was written.
    /// - Returns: the sentence, without a `note:`/`error:` prefix.
    public func message(written: Bool) -> String {
        "\(location): cluster \(id) \(summary) (\(className)) was dropped: the \(check) check found that "
            + failure.problem + "; "
            + (written ? "the other clusters were written" : "nothing of it is written")
            + "; \(VerificationError.reportRequest)"
    }
}
