/// Something an interactive extraction tells the user.
package enum ExtractionEvent: Sendable {
    /// The chosen cluster cannot be extracted, and why.
    case notExtractable(SkippedCluster)
    /// The chosen cluster's output failed a verification check: nothing of it is written (a bug
    /// in xibify to report); the session goes on with the next cluster.
    case dropped(DroppedCluster)
    /// The files were written.
    case written(RewriteResult)
    /// Class names the user chose (by cluster id) were recorded, with the files just written, in
    /// the configuration file (its path as shown) (#30).
    case namesRecorded([String: String], file: String)
    /// Class names the user chose could not be recorded in the configuration file: the names,
    /// the file as shown, and whether the file could be read at all (else: its `names` cannot be
    /// added to without changing the rest). The files were written all the same.
    case namesNotRecorded([String: String], file: String, unreadable: Bool)
    /// The user declined; nothing was written.
    case declined
    /// The rewrite failed verification or could not be written; nothing was written.
    case failed(String)
    /// No cluster is left to extract.
    case noClusters
}
