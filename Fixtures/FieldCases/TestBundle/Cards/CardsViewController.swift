import UIKit

/// The saved cards.
final class CardsViewController: UIViewController {}
