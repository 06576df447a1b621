import ArgumentParser
import XibifyKit

/// Which subtrees are big enough to report.
struct ThresholdOptions: ParsableArguments {
    @Option(
        help: "Fewest views (the root included) a reported layout has (default: \(ClusteringOptions.defaultMinViews)).")
    var minViews: Int?

    @Option(
        help:
            "Fewest canonical XML elements a reported layout has (default: \(ClusteringOptions.defaultMinElements)).")
    var minElements: Int?

    @Option(
        help:
            "Most layout values (a margin, a colour, a font size) in which copies of a near-miss layout differ; 0 lists none (default: \(ClusteringOptions.defaultMaxDifferences))."
    )
    var maxDifferences: Int?

    func validate() throws {
        if let minViews, minViews < 1 { throw ValidationError("--min-views must be at least 1.") }
        if let minElements, minElements < 1 { throw ValidationError("--min-elements must be at least 1.") }
        if let maxDifferences, maxDifferences < 0 { throw ValidationError("--max-differences must be at least 0.") }
    }
}
