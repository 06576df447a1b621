import ArgumentParser
import XibifyKit

/// Which subtrees are big enough to report.
struct ThresholdOptions: ParsableArguments {
    @Option(help: "Fewest views (the root included) a reported layout has.")
    var minViews = ClusteringOptions.defaultMinViews

    @Option(help: "Fewest canonical XML elements a reported layout has.")
    var minElements = ClusteringOptions.defaultMinElements

    func validate() throws {
        guard minViews >= 1 else { throw ValidationError("--min-views must be at least 1.") }
        guard minElements >= 1 else { throw ValidationError("--min-elements must be at least 1.") }
    }

    var clusteringOptions: ClusteringOptions {
        ClusteringOptions(minViews: minViews, minElements: minElements)
    }
}
