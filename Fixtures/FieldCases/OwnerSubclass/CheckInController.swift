import UIKit

/// Loads `CheckIn.xib` as its File's Owner (`init(nibName: "CheckIn", bundle: nil)`).
final class CheckInController: BaseController {
    @IBOutlet private weak var venueLabel: UILabel!
    @IBOutlet private weak var checkInLabel: UILabel!
}
