import UIKit

/// The profile scene of Profile.storyboard. It holds the avatar row and, inside it, the name label.
final class ProfileViewController: UIViewController {
    @IBOutlet private var avatarRow: UIView!
    @IBOutlet private var nameLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        avatarRow.accessibilityLabel = nameLabel.text
    }
}
