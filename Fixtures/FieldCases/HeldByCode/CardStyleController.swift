import UIKit

/// Styles the card it holds: the wrapper takes its content's looks, so this still shows after a
/// rewrite. The words `card.subviews` in this comment and in the string below are not code.
final class CardStyleController: UIViewController {
    @IBOutlet private var card: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .systemYellow
        card.layer.cornerRadius = 12
        self.card?.alpha = 0.9
        print("card.subviews are not touched")
    }
}
