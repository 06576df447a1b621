import UIKit

/// Themes the card it holds and gives it a shadow (`AvatarShopItemView.swift` in Habitica).
final class TodoViewController: UIViewController {
    @IBOutlet private var statusCard: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        statusCard.backgroundColor = .secondarySystemBackground
        statusCard.tintColor = .systemIndigo
        statusCard.layer.shadowOpacity = 0.2
        statusCard.layer.shadowRadius = 4
    }
}
