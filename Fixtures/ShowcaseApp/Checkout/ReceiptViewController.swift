import UIKit

/// The receipt scene of Checkout.storyboard. It has no outlets or actions.
final class ReceiptViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
    }
}
