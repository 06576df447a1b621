import UIKit

/// The scene of Perks.storyboard: one loyalty card (Bronze), whose texts are translated by the
/// String Catalog `mul.lproj/Perks.xcstrings`. It has no outlets or actions.
final class PerksViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
    }
}
