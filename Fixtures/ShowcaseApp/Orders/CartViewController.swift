import UIKit

/// The cart scene of Orders.storyboard: its coupon field applies a coupon code.
/// The code field's delegate is this controller; the field's `codeDidChange:` goes to the
/// First Responder and reaches this controller through the responder chain.
final class CartViewController: UIViewController, UITextFieldDelegate {
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
