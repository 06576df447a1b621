import UIKit

/// The orders scene of Orders.storyboard: two coupon fields, and the order rows whose Details buttons show OrderDetailViewController.
/// The code field's delegate is this controller; the field's `codeDidChange:` goes to the
/// First Responder and reaches this controller through the responder chain.
final class OrdersViewController: UIViewController, UITextFieldDelegate {
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
