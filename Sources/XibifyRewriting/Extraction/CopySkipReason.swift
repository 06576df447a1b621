import XibifyScanning

/// Why one copy stays inline while others of its cluster are extracted: the facts, with a stable
/// identifier (`id`); the sentence is written in Reporting (`SkipReasonText`).
package enum CopySkipReason: Sendable, Equatable {
    /// A reference crosses its border (the scan's blocker, with its own words).
    case blocker(Blocker)
    /// An outlet from outside holds the root's own constraint, which substitution hands over as a
    /// new one.
    case ownConstraintOutlet(property: String, constraintID: String)
    /// An object that holds an outlet into this copy lies in another copy of this run, or the
    /// other way round.
    case holderInAnotherCopy
    /// It overlaps a copy another cluster of this run extracts.
    case overlapsAnotherCluster
    /// Its document is built by other targets than the copies extracted, and those targets take
    /// files in only by the folders their spec names (XcodeGen): no one folder would give the
    /// class to both (the targets that build it, by name).
    case builtByOtherTargets([String])

    /// The stable identifier: the blocker's reason, or the case's.
    package var id: String {
        switch self {
        case .blocker(let blocker): blocker.reason.rawValue
        case .ownConstraintOutlet: "own-constraint-outlet"
        case .holderInAnotherCopy: "holder-in-another-copy"
        case .overlapsAnotherCluster: "overlap"
        case .builtByOtherTargets: "built-by-other-targets"
        }
    }
}
