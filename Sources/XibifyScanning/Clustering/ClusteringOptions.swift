/// Which subtrees are worth reporting.
public struct ClusteringOptions: Sendable, Equatable {
    /// Default for `minViews`: a container with at least one subview.
    ///
    /// A lone control is rarely worth a class of its own, even when its attributes are long.
    public static let defaultMinViews = 2
    /// Default for `minElements`: a label alone is 4–6 canonical elements (the label, its
    /// font, colours); a small container with two children and their constraints is 8+.
    public static let defaultMinElements = 8

    /// Fewest views (root included) a reported subtree has.
    package var minViews: Int
    /// Fewest canonical elements a reported subtree has.
    package var minElements: Int
    /// Parallel workers for canonicalisation.
    package var workers: Int
    /// Default for `maxDifferences`.
    public static let defaultMaxDifferences = 2
    /// Most layout values in which the copies of a variant group differ from its representative;
    /// 0 finds no variant groups (`VariantFinder`).
    package var maxDifferences: Int = defaultMaxDifferences

    /// Creates options.
    /// - Parameters:
    ///   - minViews: fewest views.
    ///   - minElements: fewest canonical elements.
    ///   - workers: parallel workers.
    public init(
        minViews: Int = defaultMinViews,
        minElements: Int = defaultMinElements,
        workers: Int = 2,
        maxDifferences: Int = defaultMaxDifferences
    ) {
        self.minViews = minViews
        self.minElements = minElements
        self.workers = max(1, workers)
        self.maxDifferences = max(0, maxDifferences)
    }
}
