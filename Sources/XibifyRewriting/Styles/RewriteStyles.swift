import XibifyFormat
import XibifyScanning

/// The registry of rewrite styles: the one place that maps a style's identifier to its
/// implementation, and that turns `--style` into a cluster's style.
package enum RewriteStyles {
    /// The implementation of a style.
    package static func style(_ kind: ExtractionStyle) -> any RewriteStyle {
        switch kind {
        case .nibView: NibViewStyle()
        case .substitution: SubstitutionStyle()
        }
    }

    /// The style `--style` gives a cluster whose first copy's root is `root`, and why.
    package static func choice(
        _ preference: StylePreference, root: Int, in document: IBDocument
    ) -> (ExtractionStyle, ExtractionStyle.Reason?) {
        switch preference {
        case .nibView: (.nibView, nil)
        case .substitution: (.substitution, .requested)
        case .automatic: ExtractionStyle.automatic(for: root, in: document)
        }
    }

    /// The clusters with the references that the style `--style auto` gives each cluster does
    /// not count as blockers (those that need the root's class, where substitution serves the
    /// root) set apart from the blockers, as `substitutedReferences`.
    package static func settingApartSubstitutedReferences(
        _ clusters: [DuplicateCluster], documents: [IBDocument]
    ) -> [DuplicateCluster] {
        var clusters = clusters
        for index in clusters.indices {
            guard let first = clusters[index].instances.first else { continue }
            let style = style(ExtractionStyle.automatic(for: first.element, in: documents[first.documentIndex]).style)
            for copy in clusters[index].instances.indices {
                let blockers = clusters[index].instances[copy].blockers
                guard blockers.contains(where: { !style.isBlocking($0) }) else { continue }
                clusters[index].instances[copy].substitutedReferences = blockers.filter { !style.isBlocking($0) }
                clusters[index].instances[copy].blockers = blockers.filter(style.isBlocking)
            }
        }
        return clusters
    }
}
