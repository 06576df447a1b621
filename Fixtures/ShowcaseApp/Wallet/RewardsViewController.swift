import UIKit

/// The scene of Rewards.storyboard: one loyalty card (Platinum). It has no outlets or actions.
final class RewardsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
    }
}
