import UIKit

/// Shows the day's stats from `Resources/Stats.xib`.
public final class StatsViewController: UIViewController {
    public init() {
        super.init(nibName: "Stats", bundle: .module)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}
