import UIKit

/// The rounded background of the downloads screen's cards; not meant to be subclassed.
final class CardBackgroundView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = 12
    }
}
