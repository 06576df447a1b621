import UIKit

/// The scene of Wallet.storyboard: a header and two loyalty cards (Gold, Silver). It has no outlets
/// or actions; the storyboard is translated by `fr.lproj/Wallet.strings` and `de.lproj/Wallet.strings`.
final class WalletViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
    }
}
