import UIKit

/// Colours and rounds the card it holds by the task's state, as Habitica's task cells do
/// (`CheckedTableViewcell.swift`): after a rewrite the outlet holds the copy's placeholder.
final class DailyViewController: UIViewController {
    @IBOutlet private var statusCard: UIView!
    var isDone = false

    override func viewDidLoad() {
        super.viewDidLoad()
        statusCard.backgroundColor = isDone ? .systemGreen : .systemGray4
        statusCard.layer.cornerRadius = 12
        statusCard.clipsToBounds = true
    }
}
