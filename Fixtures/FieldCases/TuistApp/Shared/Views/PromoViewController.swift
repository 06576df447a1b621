import UIKit

/// Shows a promotion on its own screen (File's Owner of `Promo.xib`).
final class PromoViewController: UIViewController {}
