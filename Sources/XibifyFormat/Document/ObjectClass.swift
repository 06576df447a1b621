/// The UIKit or AppKit class behind an Interface Builder tag, for typing outlets.
package enum ObjectClass {
    package static let uiKit: [String: String] = [
        "label": "UILabel", "button": "UIButton", "imageView": "UIImageView", "textField": "UITextField",
        "textView": "UITextView", "searchBar": "UISearchBar", "segmentedControl": "UISegmentedControl",
        "switch": "UISwitch", "slider": "UISlider", "stepper": "UIStepper", "tableView": "UITableView",
        "collectionView": "UICollectionView", "scrollView": "UIScrollView", "stackView": "UIStackView",
        "pickerView": "UIPickerView", "datePicker": "UIDatePicker", "pageControl": "UIPageControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView", "view": "UIView",
        "constraint": "NSLayoutConstraint",
    ]

    package static let appKit: [String: String] = [
        "textField": "NSTextField", "secureTextField": "NSSecureTextField", "searchField": "NSSearchField",
        "comboBox": "NSComboBox", "tokenField": "NSTokenField", "button": "NSButton", "imageView": "NSImageView",
        "box": "NSBox", "popUpButton": "NSPopUpButton", "tableView": "NSTableView", "outlineView": "NSOutlineView",
        "collectionView": "NSCollectionView", "scrollView": "NSScrollView", "stackView": "NSStackView",
        "textView": "NSTextView", "slider": "NSSlider", "datePicker": "NSDatePicker",
        "segmentedControl": "NSSegmentedControl", "customView": "NSView", "view": "NSView",
        "constraint": "NSLayoutConstraint",
    ]

    /// The class for a tag, or nil when xibify does not know it.
    /// - Parameters:
    ///   - tag: the element's tag (`textField`).
    ///   - platform: the document's platform.
    /// - Returns: `UITextField`, `NSTextField`, …
    package static func known(tag: String, platform: Platform) -> String? {
        platform == .macOS ? appKit[tag] : uiKit[tag]
    }

    /// The class for a tag, falling back to the platform's view class.
    /// - Parameters:
    ///   - tag: the element's tag.
    ///   - platform: the document's platform.
    /// - Returns: the class name.
    package static func name(tag: String, platform: Platform) -> String {
        known(tag: tag, platform: platform) ?? (platform == .macOS ? "NSView" : "UIView")
    }
}
