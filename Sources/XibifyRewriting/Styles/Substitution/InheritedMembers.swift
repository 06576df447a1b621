/// Names a substituted class may not declare: members of the root's class it inherits from.
///
/// A `UIButton` subclass cannot declare an outlet `titleLabel`, an `NSBox` subclass a property
/// `title`. Hand-kept from the UIKit and AppKit headers for the classes roots are made of; a
/// class not listed adds nothing beyond `ObjectNamer.reservedNames` (its view's members), and
/// a clash there shows at compile time. Written by hand: no library lists framework members.
package enum InheritedMembers {
    /// The names the root's class and its framework superclasses declare.
    /// - Parameter chain: the root's class and its superclasses, nearest first (`RuntimeClass`).
    package static func names(of chain: [String]) -> Set<String> {
        Set(chain.flatMap { members[$0] ?? [] })
    }

    private static let members: [String: [String]] = [
        "UIControl": [
            "isEnabled", "isSelected", "isHighlighted", "state", "contentHorizontalAlignment",
            "contentVerticalAlignment", "allTargets", "allControlEvents", "sendAction", "addTarget", "removeTarget",
            "actions", "isTracking", "isTouchInside", "menu", "toolTip",
        ],
        "UIButton": [
            "titleLabel", "imageView", "subtitleLabel", "configuration", "currentTitle", "currentImage",
            "currentAttributedTitle", "currentBackgroundImage", "currentTitleColor", "buttonType", "role",
            "title", "setTitle", "image", "setImage", "titleColor", "backgroundImage", "attributedTitle", "tintColor",
            "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction", "pointerStyleProvider",
        ],
        "UILabel": [
            "text", "attributedText", "font", "textColor", "textAlignment", "lineBreakMode", "numberOfLines",
            "adjustsFontSizeToFitWidth", "minimumScaleFactor", "highlightedTextColor", "shadowColor", "shadowOffset",
        ],
        "UIImageView": ["image", "highlightedImage", "animationImages", "isAnimating", "preferredSymbolConfiguration"],
        "UITextField": [
            "text", "attributedText", "placeholder", "attributedPlaceholder", "font", "textColor", "borderStyle",
            "delegate", "leftView", "rightView", "inputView", "inputAccessoryView", "clearButtonMode",
        ],
        "UITextView": ["text", "attributedText", "font", "textColor", "delegate", "textContainer", "layoutManager"],
        "UIStackView": [
            "arrangedSubviews", "axis", "distribution", "alignment", "spacing", "isBaselineRelativeArrangement",
            "isLayoutMarginsRelativeArrangement", "addArrangedSubview", "removeArrangedSubview",
            "insertArrangedSubview",
        ],
        "UIScrollView": [
            "contentOffset", "contentSize", "contentInset", "delegate", "contentLayoutGuide", "frameLayoutGuide",
            "zoomScale", "isScrollEnabled", "isPagingEnabled", "refreshControl",
        ],
        "UISwitch": ["isOn", "onTintColor", "thumbTintColor", "onImage", "offImage", "title", "style"],
        "UISlider": [
            "value", "minimumValue", "maximumValue", "minimumValueImage", "maximumValueImage", "isContinuous",
        ],
        "UISegmentedControl": ["numberOfSegments", "selectedSegmentIndex", "selectedSegmentTintColor", "isMomentary"],
        "UIVisualEffectView": ["contentView", "effect"],
        "NSControl": [
            "isEnabled", "stringValue", "integerValue", "doubleValue", "objectValue", "attributedStringValue",
            "font", "alignment", "action", "target", "cell", "controlSize", "isContinuous", "formatter",
            "isHighlighted",
        ],
        "NSButton": [
            "title", "alternateTitle", "image", "alternateImage", "imagePosition", "state", "bezelStyle",
            "keyEquivalent",
            "attributedTitle", "contentTintColor", "isBordered", "setButtonType", "sound",
        ],
        "NSTextField": [
            "placeholderString", "placeholderAttributedString", "textColor", "backgroundColor", "isEditable",
            "isSelectable", "isBezeled", "isBordered", "delegate", "preferredMaxLayoutWidth", "maximumNumberOfLines",
        ],
        "NSImageView": ["image", "imageScaling", "imageAlignment", "imageFrameStyle", "isEditable", "animates"],
        "NSBox": [
            "title", "titleFont", "titlePosition", "titleRect", "titleCell", "boxType", "borderType", "borderColor",
            "borderWidth", "cornerRadius", "fillColor", "contentView", "contentViewMargins", "isTransparent",
        ],
        "NSStackView": [
            "arrangedSubviews", "views", "orientation", "alignment", "distribution", "spacing", "edgeInsets",
            "delegate", "addArrangedSubview", "detachesHiddenViews",
        ],
        "NSScrollView": [
            "documentView", "contentView", "hasVerticalScroller", "hasHorizontalScroller", "documentVisibleRect",
        ],
    ]
}
