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

    func validate() throws {
        if let minViews, minViews < 1 { throw ValidationError("--min-views must be at least 1.") }
        if let minElements, minElements < 1 { throw ValidationError("--min-elements must be at least 1.") }
    }
}
