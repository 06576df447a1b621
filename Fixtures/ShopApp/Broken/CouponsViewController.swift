import UIKit

/// The class of the only scene of Coupons.storyboard (a malformed file).
final class CouponsViewController: UIViewController {}
