import UIKit

/// Badges every card of its collection below the card's labels.
final class CardListController: UIViewController {
    @IBOutlet var cards: [UIView]!

    override func viewDidLoad() {
        super.viewDidLoad()
        for card in cards {
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            card.insertSubview(badge, at: 1)
        }
    }
}
