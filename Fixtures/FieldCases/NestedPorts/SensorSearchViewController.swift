import UIKit

/// Searches for sensors over Bluetooth; its messages' titles are set in code.
final class SensorSearchViewController: UIViewController {
    @IBOutlet private weak var bluetoothOffTitle: UILabel! {
        didSet { bluetoothOffTitle.text = NSLocalizedString("Bluetooth is off", comment: "") }
    }
    @IBOutlet private weak var searchingTitle: UILabel! {
        didSet { searchingTitle.text = NSLocalizedString("Searching", comment: "") }
    }
}
