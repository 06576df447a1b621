import UIKit

final class CheckoutViewController: UIViewController {
    @IBOutlet private weak var subtotalRow: UIView!
}
