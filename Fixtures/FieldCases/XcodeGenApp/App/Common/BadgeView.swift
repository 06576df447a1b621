import UIKit

/// The badge behind the downloads screen's queue cards. Objective-C code and the xibs know it by
/// its Objective-C name, `XGBadgeView`; Swift code only as `BadgeView`.
@objc(XGBadgeView)
class BadgeView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
