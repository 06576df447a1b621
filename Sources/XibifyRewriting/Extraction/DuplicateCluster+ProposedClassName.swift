import XibifyScanning
import XibifySupport

extension DuplicateCluster {
    /// The class name extraction proposes first, from what the copies say about themselves
    /// (`PaymentSummaryView`); `Layout` + `View` when they say nothing usable; the name a person
    /// chose, when one did (`DuplicateCluster.choose(className:)`).
    ///
    /// `rewrite` takes another when this one is taken (rewrite.md, "Names"); reports show it in the
    /// command that extracts the cluster, where `--name` makes it explicit.
    package var proposedClassName: String {
        // A chosen name is the class's name as it is (validated where it was chosen).
        if classNameSource == .chosen { return classStem }
        var stem = SwiftIdentifier.camelCase(classStem, upperFirst: true)
        if stem.isEmpty || !SwiftIdentifier.isTypeName(stem) { stem = "Layout" }
        // Room for `View` and a counter (`…View12`) within the limit on a class name's length.
        let room = ClassNameLength.maximum - "View".count - 4
        if stem.utf8.count > room { stem = String(stem.prefix(room)) }
        return stem.hasSuffix("View") ? stem : stem + "View"
    }
}
