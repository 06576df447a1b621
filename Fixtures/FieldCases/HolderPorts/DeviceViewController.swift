import UIKit

/// Shows one paired device: its id, its name and its serial number, each in a row of the same layout.
final class DeviceViewController: UIViewController {
    /// Set by the storyboard; assigned by a generated wrapper's port, so renaming it fails the build.
    @IBOutlet weak var deviceIdLabel: UILabel!
    /// Private: a port can only hand it over by key, which the verifier checks against this declaration.
    @IBOutlet private weak var deviceNameLabel: UILabel!
    /// The row that stays inline (its title is in `titleLabels`) keeps this outlet in the storyboard.
    @IBOutlet weak var serialLabel: UILabel!
    @IBOutlet var titleLabels: [UILabel]!
}
