import UIKit

/// The destination of the order rows' Details segues in Orders.storyboard.
final class OrderDetailViewController: UIViewController {
    var orderNumber: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = orderNumber
    }
}
