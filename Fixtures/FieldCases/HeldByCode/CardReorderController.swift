import UIKit

/// Dims the card's own subviews: after a rewrite the outlet would hold a wrapper whose one subview
/// is the xib's view, so this would dim the whole content instead.
final class CardReorderController: UIViewController {
    @IBOutlet weak var card: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .systemBackground
        for label in card.subviews.compactMap({ $0 as? UILabel }) {
            label.alpha = 0.5
        }
    }
}
