/// A layout that occurs at least twice across the scanned files.
public struct DuplicateCluster: Sendable {
    /// Stable short id: the first 8 hex digits of the fingerprint.
    public var id: String
    /// SHA-256 of the canonical form.
    public var fingerprint: String
    /// The root element's tag (`view`, `stackView`, `customView`).
    public var rootTag: String
    /// The first instance's root `userLabel` or `customClass`, if any.
    public var name: String?
    /// The suggested class name's stem, from what the copies say about themselves (`Payment Summary`).
    public var classStem: String = ""
    /// Where the suggested class name came from.
    public var classNameSource: NameSource = .kind
    /// Canonical elements per instance.
    public var elementCount: Int
    /// Views per instance.
    public var viewCount: Int
    /// Elements extraction would remove: every copy but one.
    public var savings: Int { (instances.count - 1) * elementCount }
    /// The copies, by file and position.
    public var instances: [ClusterInstance]
    /// The slots whose values differ between copies.
    public var parameters: [Parameter]
    /// The connection points the wrapper needs for references leaving the copies.
    public var ports: [BoundaryPort]
    /// The canonical text (the same for every instance).
    public var canonicalText: String

    /// True when at least two copies are free of blockers and the layout has something to set
    /// or connect, so `rewrite` can extract the cluster.
    public var isExtractable: Bool {
        guard !isStylingDuplicate else { return false }
        // Counted in place, stopping at two: a filter copied every copy, and a reporter asks once per copy.
        var free = 0
        for instance in instances where instance.blockers.isEmpty {
            free += 1
            if free == 2 { return true }
        }
        return false
    }

    /// True when the copies differ in no value and connect to nothing outside.
    ///
    /// A wrapper would have no property and no port, only a nib load per copy. Such copies share a style (a
    /// candidate for a subclass or a shared style), not a layout to extract.
    ///
    /// Constraint ports do not count: they only carry where the copies are pinned, which a
    /// subclass or a shared style keeps too.
    public var isStylingDuplicate: Bool {
        parameters.isEmpty && ports.allSatisfy { $0.kind == .incomingConstraint }
    }

    /// Translated entries naming the copies' inner objects: what extraction would have to move.
    public var translatedEntries: Int { instances.reduce(0) { $0 + $1.translatedEntries } }

    /// The languages of those entries.
    public var translationLanguages: [String] { Array(Set(instances.flatMap(\.translationLanguages))).sorted() }

    /// The XIB files whose top-level view is a copy of this layout: already reusable units,
    /// never replaced.
    public var xibFilesHoldingIt: [String] {
        var files: [String] = []
        for instance in instances where instance.blockers.contains(where: { $0.kind == .xibTopLevelView }) {
            if !files.contains(instance.file) { files.append(instance.file) }
        }
        return files
    }

    /// True when every copy is the top-level view of a XIB file of its own: the cluster is
    /// identical XIB files.
    public var isIdenticalXIBFiles: Bool {
        let files = xibFilesHoldingIt
        return files.count == instances.count && files.count >= 2
    }

    /// A readable one-line description: root tag, name, number of views.
    public var summary: String {
        let views = viewCount == 1 ? "1 view" : "\(viewCount) views"
        if let name { return "\(rootTag) \"\(name)\" (\(views))" }
        return "\(rootTag) (\(views))"
    }
}
