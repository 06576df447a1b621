import XibifyFormat

/// Copies of one layout that differ in a few layout values: a margin, a colour, a font size
/// (docs/detection.md).
///
/// Around one representative (the canonical text most copies share), every copy has the same
/// elements, wiring and identity, and differs from it in at most `ClusteringOptions.maxDifferences`
/// layout values (`CanonicalValues`). A copy belongs to at most one exact cluster or one variant
/// group.
package struct VariantGroup: Sendable, Equatable {
    /// One copy.
    package struct Copy: Sendable, Equatable {
        /// The document's path, as the report shows files.
        package var file: String
        /// The document, by its index in the scan.
        package var documentIndex: Int
        /// The copy's root element.
        package var element: Int
        /// The root's id.
        package var objectID: String?
        /// Where the root starts.
        package var location: SourceLocation
        /// The line of the root's end tag.
        package var endLine: Int
        /// The scene or File's Owner it is in.
        package var scene: String?
        /// The root's label in Interface Builder.
        package var userLabel: String?
        /// Its views as the document places them, for the HTML report's wireframes.
        package var outline: [ViewOutline] = []

        /// The copy's document and root id, as a cluster's copy has it (`ClusterInstance.copyKey`).
        package var copyKey: String { ClusterInstance.copyKey(file: file, objectID: objectID, element: element) }
    }

    /// One layout value the copies do not all share.
    package struct Difference: Sendable, Equatable {
        /// Where it is in the layout (`CanonicalValues.Value.path`).
        package var path: String
        /// The attribute.
        package var attribute: String
        /// The layout property it is part of (`CanonicalValues.Value.property`): a colour's
        /// components are three differences of one property.
        package var property: String
        /// Each copy's value, in the order of `copies`.
        package var values: [String]
    }

    /// A short id, as clusters have (`xibify show ID`).
    package var id: String
    /// The full fingerprint of the representative's canonical text, marked as a variant group's.
    package var fingerprint: String
    /// The root's tag.
    package var rootTag: String
    /// A name the copies give themselves (a label in Interface Builder, the root's class).
    package var name: String?
    /// Canonical elements of one copy.
    package var elementCount: Int
    /// Views of one copy, the root included.
    package var viewCount: Int
    /// The copies, in document order.
    package var copies: [Copy]
    /// The index in `copies` of the representative.
    package var representative: Int
    /// The differences, in the order of the layout.
    package var differences: [Difference]

    /// Whether an id or a fingerprint prefix (8+ hex digits) names the group, as for clusters.
    package func isNamed(by key: String) -> Bool {
        id == key || (key.count >= 8 && fingerprint.hasPrefix(key))
    }

    /// The layout properties the copies differ in, in the order of `differences`.
    package var properties: [String] {
        var seen: Set<String> = []
        return differences.map(\.property).filter { seen.insert($0).inserted }
    }

    /// Elements that extracting the layout would remove: every copy but one.
    package var savings: Int { elementCount * (copies.count - 1) }
}
