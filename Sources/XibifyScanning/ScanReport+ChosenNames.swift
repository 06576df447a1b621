extension ScanReport {
    /// Names the clusters a person named (`names` in `.xibify.yml`, #30).
    ///
    /// Each cluster a key names
    /// (its id, or a longer prefix of its fingerprint, `DuplicateCluster.isNamed(by:)`) proposes
    /// that class name in every output. A key that names no cluster changes nothing: the cluster
    /// was extracted, and its new copies will come back under the same id.
    /// - Parameter classNames: class names by cluster key.
    package mutating func choose(classNames: [String: String]) {
        guard !classNames.isEmpty else { return }
        chosenClassNames.merge(classNames) { _, chosen in chosen }
        Self.name(&clusters, by: classNames)
    }

    /// Gives each cluster a key names the class name chosen for that key.
    /// - Parameters:
    ///   - clusters: the clusters, named in place.
    ///   - classNames: class names by cluster key.
    package static func name(_ clusters: inout [DuplicateCluster], by classNames: [String: String]) {
        let keys = classNames.keys.sorted()
        for index in clusters.indices {
            guard let key = keys.first(where: { clusters[index].isNamed(by: $0) }), let name = classNames[key] else {
                continue
            }
            clusters[index].choose(className: name)
        }
    }
}
