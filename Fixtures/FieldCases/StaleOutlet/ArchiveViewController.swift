import UIKit

/// Shows when an archive was created and last changed. `modifiedLabel` was renamed `updatedLabel`
/// here and not in the storyboard: the storyboard's outlet names a key this class no longer has.
final class ArchiveViewController: UIViewController {
    @IBOutlet private weak var createdLabel: UILabel!
    @IBOutlet private weak var updatedLabel: UILabel!
}
