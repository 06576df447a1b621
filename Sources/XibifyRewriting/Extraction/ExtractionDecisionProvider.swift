import XibifyScanning

/// Answers the questions of an interactive extraction, one cluster at a time.
///
/// The executable implements it with prompts (or with flags, for scripts); tests script it.
/// Returning nil from a question cancels the session: nothing more is written.
package protocol ExtractionDecisionProvider {
    /// Picks the next cluster to extract.
    /// - Parameter choices: the ranked clusters.
    /// - Returns: the chosen cluster's id, or nil to quit.
    mutating func chooseCluster(from choices: [ExtractionChoice]) -> String?

    /// Accepts or edits the class name.
    /// - Parameters:
    ///   - cluster: the chosen cluster.
    ///   - proposed: the suggested name.
    ///   - check: returns why a name is unusable, or nil when it is fine.
    /// - Returns: the name, or nil to cancel.
    mutating func className(for cluster: DuplicateCluster, proposed: String, check: (String) -> String?) -> String?

    /// Accepts or edits one property name.
    /// - Parameters:
    ///   - parameter: the cluster's parameter, with its suggested name.
    ///   - cluster: the chosen cluster.
    ///   - check: returns why a name is unusable, or nil when it is fine.
    /// - Returns: the name, or nil to cancel.
    mutating func propertyName(for parameter: Parameter, in cluster: DuplicateCluster, check: (String) -> String?)
        -> String?

    /// Accepts or edits the module.
    /// - Parameter proposed: the inputs' module, or nil when none was detected.
    /// - Returns: the module (empty: none, an Objective-C name instead), or nil to cancel.
    mutating func module(proposed: String?) -> String?

    /// Accepts or edits the output folder.
    /// - Parameter proposed: the default folder, as displayed.
    /// - Returns: the folder, or nil to cancel.
    mutating func outputDirectory(proposed: String) -> String?

    /// Shows the verified result and asks whether to write it.
    /// - Parameter result: the verified rewrite of this cluster.
    /// - Returns: true to write.
    mutating func confirm(_ result: RewriteResult) -> Bool

    /// Tells what happened: the cluster cannot be extracted, the files were written, or not.
    /// - Parameter event: what happened.
    mutating func report(_ event: ExtractionEvent)

    /// Asks whether to go on with another cluster.
    /// - Returns: true to show the clusters again.
    mutating func continueWithAnother() -> Bool
}
