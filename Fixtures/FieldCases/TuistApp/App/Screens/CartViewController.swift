import UIKit

/// The cart: its promo card is one copy of the layout `Shared/Views/Promo.xib` also holds.
final class CartViewController: UIViewController {
    @IBOutlet private weak var promoCard: UIView!
}
