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
}
