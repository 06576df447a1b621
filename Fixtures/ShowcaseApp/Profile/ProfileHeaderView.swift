import UIKit

/// The owner of ProfileHeaderView.xib: loads the xib and fills itself with its top-level view.
final class ProfileHeaderView: UIView {
    @IBOutlet private var contentView: UIView!
    @IBOutlet private(set) var editButton: UIButton!

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadContent()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadContent()
    }

    private func loadContent() {
        Bundle(for: ProfileHeaderView.self).loadNibNamed("ProfileHeaderView", owner: self, options: nil)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
