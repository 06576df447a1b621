import UIKit

/// Searches for vehicle adapters over Bluetooth; its messages' titles are set in code.
final class VehicleSearchViewController: UIViewController {
    @IBOutlet private weak var bluetoothOffTitle: UILabel! {
        didSet { bluetoothOffTitle.text = NSLocalizedString("Bluetooth is off", comment: "") }
    }
    @IBOutlet private weak var searchingTitle: UILabel! {
        didSet { searchingTitle.text = NSLocalizedString("Searching", comment: "") }
    }
}
