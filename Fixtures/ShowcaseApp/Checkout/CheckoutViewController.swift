import UIKit

/// The checkout scene of Checkout.storyboard: the payment summary card and the Pay button.
final class CheckoutViewController: UIViewController {
    @IBOutlet private var summaryView: UIView!
    @IBOutlet private var payButton: UIButton!

    @IBAction private func pay(_ sender: UIButton) {
        payButton.isEnabled = false
        summaryView.alpha = 0.5
    }
}
