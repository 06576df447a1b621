import XibifyFormat

/// How much of the scanned views are copies of a reported layout: the duplication percentage a
/// summary leads with, over all files and per kind of file (as jscpd gives one per format).
///
/// A view is what a copy can start at (`DuplicateClusterer.candidateRoots`: every `<subviews>`
/// child, and a xib's top-level views). A duplicated view is one inside a copy, its root
/// included, counted once where copies nest.
package struct DuplicationShare: Sendable, Hashable {
    /// One kind of file's count.
    package struct Count: Sendable, Hashable {
        /// The views scanned.
        package var views = 0
        /// The views inside copies.
        package var duplicated = 0

        /// A count.
        package init(views: Int = 0, duplicated: Int = 0) {
            self.views = views
            self.duplicated = duplicated
        }

        /// The share of duplicated views, in percent (0 without views).
        package var percent: Double { views == 0 ? 0 : Double(duplicated) * 100 / Double(views) }
    }

    /// Over every document that parsed.
    package var total = Count()
    /// Over the storyboards.
    package var storyboards = Count()
    /// Over the xibs.
    package var xibs = Count()

    /// The share of a scan's reported clusters in its documents.
    package init(_ report: ScanReport) {
        var copies: [Int: [(start: Int, end: Int)]] = [:]
        for cluster in report.clusters {
            for instance in cluster.instances where report.documents.indices.contains(instance.documentIndex) {
                let document = report.documents[instance.documentIndex]
                guard document.elements.indices.contains(instance.element) else { continue }
                copies[instance.documentIndex, default: []].append(
                    (instance.element, Int(document.elements[instance.element].subtreeEnd)))
            }
        }
        for (index, document) in report.documents.enumerated() {
            let roots = DuplicateClusterer.candidateRoots(in: document)
            var count = Count(views: roots.count)
            if let ranges = copies[index] {
                count.duplicated = roots.count { root in ranges.contains { $0.start <= root && root < $0.end } }
            }
            total.add(count)
            switch document.kind {
            case .storyboard: storyboards.add(count)
            case .xib: xibs.add(count)
            }
        }
    }
}

extension DuplicationShare.Count {
    fileprivate mutating func add(_ other: Self) {
        views += other.views
        duplicated += other.duplicated
    }
}
