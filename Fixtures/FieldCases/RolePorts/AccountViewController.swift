import UIKit

/// The account screen: three rows of one layout, a title and a value each, all six labels held
/// by this controller under names of its own.
final class AccountViewController: UIViewController {
    @IBOutlet weak var emailTitleLabel: UILabel!
    @IBOutlet weak var emailLabel: UILabel!
    @IBOutlet weak var phoneTitleLabel: UILabel!
    @IBOutlet weak var phoneLabel: UILabel!
    @IBOutlet weak var planTitleLabel: UILabel!
    @IBOutlet weak var planLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        emailLabel.text = "ada@example.org"
        phoneTitleLabel.text = "Phone"
    }
}
