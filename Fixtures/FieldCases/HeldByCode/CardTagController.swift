import UIKit

/// Finds its card by tag and tightens the card's own constraints.
final class CardTagController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.viewWithTag(7)?.constraints.forEach { $0.constant = 8 }
    }
}
