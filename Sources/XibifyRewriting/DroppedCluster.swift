/// A cluster whose rendered output failed a verification check, and was left out of the batch
/// so the other clusters could still be written.
///
/// A failed check is a bug in xibify, never a property of the user's files: the reporters ask
/// for a report with the input files.
public struct DroppedCluster: Sendable, Equatable {
    /// The cluster's id.
    package var id: String
    /// Its description, as `report` shows it.
    package var summary: String
    /// The class its plan would have written.
    package var className: String
    /// What the check found.
    package var failure: VerificationError
    /// The input to look at, as displayed: the one the failure names when it holds a copy, else
    /// the file of the cluster's first copy.
    package var path: String
    /// The 1-based line there: the failure's own, else that of the copy the failure names (or of
    /// the first copy).
    package var line: Int?

    /// The stable identifier of the check that failed (`VerificationError.check`).
    public var check: String { failure.check }

    /// Creates the record of a dropped cluster, placing the failure on a line where it names none.
    /// - Parameters:
    ///   - plan: the plan whose output failed.
    ///   - failure: what the check found.
    package init(plan: ExtractionPlan, failure: VerificationError) {
        id = plan.cluster.id
        summary = plan.cluster.summary
        className = plan.className
        self.failure = failure
        // An input the failure names is where to look; a generated file is never written, so the
        // cluster's first copy stands for it.
        let copies = plan.cluster.instances
        if let named = failure.path, copies.contains(where: { $0.file == named }) {
            path = named
            let inFile = copies.filter { $0.file == named }
            let copy = inFile.first { $0.objectID != nil && $0.objectID == failure.objectID } ?? inFile.first
            line = failure.line ?? copy?.location.line
        } else {
            path = copies.first?.file ?? failure.path ?? plan.xibPath
            line = copies.first?.location.line
        }
    }

    /// `path:line`, as far as known.
    package var location: String { path + (line.map { ":\($0)" } ?? "") }
}
