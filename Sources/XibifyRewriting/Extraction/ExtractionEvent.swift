/// Something an interactive extraction tells the user.
package enum ExtractionEvent: Sendable {
    /// The chosen cluster cannot be extracted, and why.
    case notExtractable(SkippedCluster)
    /// The chosen cluster's output failed a verification check: nothing of it is written (a bug
    /// in xibify to report); the session goes on with the next cluster.
    case dropped(DroppedCluster)
    /// The files were written.
    case written(RewriteResult)
    /// The user declined; nothing was written.
    case declined
    /// The rewrite failed verification or could not be written; nothing was written.
    case failed(String)
    /// No cluster is left to extract.
    case noClusters
}
