import Foundation

/// A layout that occurs at least twice across the scanned files.
package struct DuplicateCluster: Sendable {
    /// Stable short id: the first 8 hex digits of the fingerprint.
    package var id: String
    /// SHA-256 of the canonical form.
    package var fingerprint: String

    /// Whether a key names this cluster: its id, or a prefix of its fingerprint of at least eight
    /// characters (how `.xibify.yml`'s `ignore:` names a cluster across runs).
    package func isNamed(by key: String) -> Bool {
        id == key || (key.count >= 8 && fingerprint.hasPrefix(key))
    }

    /// Names the cluster's class as a person chose (`names` in `.xibify.yml`, #30): the name every
    /// output proposes, in place of the one read from the copies.
    /// - Parameter className: the chosen class name, a Swift type name.
    package mutating func choose(className: String) {
        classStem = className
        classNameSource = .chosen
    }

    /// The root element's tag (`view`, `stackView`, `customView`).
    package var rootTag: String
    /// The first instance's root `userLabel` or `customClass`, if any.
    package var name: String?
    /// The suggested class name's stem, from what the copies say about themselves (`Payment Summary`).
    package var classStem: String = ""
    /// Where the suggested class name came from.
    package var classNameSource: NameSource = .kind
    /// Canonical elements per instance.
    package var elementCount: Int
    /// Views per instance.
    package var viewCount: Int
    /// Elements extraction would remove: every copy but one.
    package var savings: Int { (instances.count - 1) * elementCount }
    /// The copies, by file and position.
    package var instances: [ClusterInstance]
    /// The slots whose values differ between copies.
    package var parameters: [Parameter]
    /// The connection points the wrapper needs for references leaving the copies.
    package var ports: [BoundaryPort]
    /// The canonical text (the same for every instance).
    package var canonicalText: String
    /// The id of the variant group that took this cluster's copies with a nudged paste of their
    /// layout (`VariantFinder`): such a cluster is not listed, and a rewrite plans it only after
    /// its group, for when the group is not extracted (`ScanReport.absorbedClusters`).
    package var absorbedBy: String?

    /// True when at least two copies are free of blockers and the layout has something to set
    /// or connect, so `rewrite` can extract the cluster.
    package var isExtractable: Bool {
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
    /// subclass or a shared style keeps too. Nor does the root's accessibility identifier: it
    /// tells the copies apart, and each inline copy keeps its own.
    package var isStylingDuplicate: Bool {
        parameters.allSatisfy(\.isRootIdentity) && ports.allSatisfy { $0.kind == .incomingConstraint }
    }

    /// Translated entries naming the copies' inner objects: what extraction would have to move.
    package var translatedEntries: Int { instances.reduce(0) { $0 + $1.translatedEntries } }

    /// The languages of those entries.
    package var translationLanguages: [String] { Array(Set(instances.flatMap(\.translationLanguages))).sorted() }

    /// The XIB files whose top-level view is a copy of this layout: already reusable units,
    /// never replaced.
    package var xibFilesHoldingIt: [String] {
        var files: [String] = []
        for instance in instances where instance.blockers.contains(where: { $0.kind == .xibTopLevelView }) {
            if !files.contains(instance.file) { files.append(instance.file) }
        }
        return files
    }

    /// True when every copy is the top-level view of a XIB file of its own: the cluster is
    /// identical XIB files.
    package var isIdenticalXIBFiles: Bool {
        let files = xibFilesHoldingIt
        return files.count == instances.count && files.count >= 2
    }

    /// Whether the XIB files holding this layout all have one file name.
    ///
    /// An app's and its extension's copy of `Banner.xib`: code loads a nib by its name, so one
    /// file can serve them all. Under different names (two components' `CardView.xib`,
    /// `BadgeView.xib`), each is loaded by its own, and deleting one breaks whatever loads it.
    package var xibFilesShareAName: Bool {
        Set(xibFilesHoldingIt.map { ($0 as NSString).lastPathComponent }).count == 1
    }

    /// A readable one-line description: root tag, name, number of views.
    package var summary: String {
        let views = viewCount == 1 ? "1 view" : "\(viewCount) views"
        if let name { return "\(rootTag) \"\(name)\" (\(views))" }
        return "\(rootTag) (\(views))"
    }
}
