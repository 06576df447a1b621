import UIKit

/// The code field of the coupon field in Orders.storyboard: a text field whose text is inset
/// from its border. Designable, so Interface Builder caches its intrinsic size.
@IBDesignable
final class InsetTextField: UITextField {
    @IBInspectable var horizontalInset: CGFloat = 8

    override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: horizontalInset, dy: 0)
    }

    override func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }
}
