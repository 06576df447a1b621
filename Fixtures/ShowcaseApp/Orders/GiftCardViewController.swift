import UIKit

/// The gift card scene of Orders.storyboard: its coupon field takes a gift card number.
/// The code field's delegate is this controller; the field's `codeDidChange:` goes to the
/// First Responder and reaches this controller through the responder chain.
final class GiftCardViewController: UIViewController, UITextFieldDelegate {
    private var code = ""

    @IBAction private func applyCoupon(_ sender: UIButton) {
        guard !code.isEmpty else { return }
        view.endEditing(true)
    }

    @IBAction private func codeDidChange(_ sender: UITextField) {
        code = sender.text ?? ""
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
