/// Whether a copy can be replaced in a style, and why not: what the assessment stage decides
/// (`XibifyRewriting/Assessment/Assessment.swift`), and the only place a copy's blockers are read.
///
/// The scan records what it finds (`ClusterInstance.references`); the assessment alone turns
/// that into a verdict, per style. A report shows the verdict in the style `--style auto` gives
/// each cluster; planning asks again in the style it plans.
package struct CopyVerdict: Sendable, Equatable {
    /// What keeps the copy inline in the style: references crossing its border, and translation
    /// files xibify cannot edit.
    package var blockers: [Blocker]
    /// References that expect the root's own class, which the style serves (substitution hands
    /// out an object of it): they would block in the NibView style.
    package var substituted: [Blocker]

    /// A verdict from its parts.
    package init(blockers: [Blocker], substituted: [Blocker] = []) {
        self.blockers = blockers
        self.substituted = substituted
    }

    /// A copy nothing keeps inline.
    package static let free = CopyVerdict(blockers: [])

    /// True when nothing keeps the copy inline.
    package var isFree: Bool { blockers.isEmpty }
}
