/// The class of the object the nib loader instantiates for an element, with what it inherits
/// from: what a reference to that object receives at run time.
///
/// The class is the element's `customClass` when it has one, else the UIKit or AppKit class
/// behind its tag (`button` → `UIButton`/`NSButton`). A custom class is a subclass of its tag's
/// class (Interface Builder only offers those), so its known superclasses are the tag class's
/// chain. The nib loader does not type-check outlets: a reference that expects a `UIButton`
/// and receives a `UIView` fails later, at the first `UIButton` message.
package struct RuntimeClass: Sendable, Hashable {
    /// The class name (`UIButton`, `ActionMessageView`).
    package var name: String
    /// The known superclasses, nearest first, ending at `NSObject`.
    package var superclasses: [String]

    /// A class and its superclasses.
    package init(name: String, superclasses: [String]) {
        self.name = name
        self.superclasses = superclasses
    }

    /// Whether an object of this class can stand where `other` is expected: the same class or
    /// a subclass of it.
    package func isKind(of other: String) -> Bool {
        name == other || superclasses.contains(other)
    }

    /// The class of the object an element stands for.
    /// - Parameters:
    ///   - element: the element.
    ///   - document: its document.
    package init(of element: Int, in document: IBDocument) {
        let tagClass = Self.tagClass(document.tag(element), platform: document.platform)
        if let custom = document.attribute("customClass", of: element), !custom.isEmpty {
            self.init(name: custom, superclasses: [tagClass.name] + tagClass.superclasses)
        } else {
            self = tagClass
        }
    }

    /// The class behind a tag, with its superclasses.
    ///
    /// A tag xibify has no entry for gets a
    /// class of its own (`<mapView>`), which only equals itself.
    package static func tagClass(_ tag: String, platform: Platform) -> RuntimeClass {
        let macOS = platform == .macOS
        guard let name = ObjectClass.known(tag: tag, platform: platform) ?? extraClasses(macOS)[tag] else {
            return RuntimeClass(name: "<\(tag)>", superclasses: [])
        }
        return RuntimeClass(name: name, superclasses: chain(of: name, macOS: macOS))
    }

    /// The platform's plain view class (`UIView`, `NSView`).
    package static func view(_ platform: Platform) -> RuntimeClass {
        platform == .macOS
            ? RuntimeClass(name: "NSView", superclasses: ["NSResponder", "NSObject"])
            : RuntimeClass(name: "UIView", superclasses: ["UIResponder", "NSObject"])
    }

    /// A generated wrapper: its class, its base class, and the platform's view class above it.
    ///
    /// The base class (`NibView`, or `--base-class`) is assumed to be a view class
    /// (docs/rewrite.md, "Runtime assumptions").
    package static func wrapper(_ name: String, base: String, platform: Platform) -> RuntimeClass {
        let view = view(platform)
        return RuntimeClass(name: name, superclasses: [base, view.name] + view.superclasses)
    }

    /// Tags with a class that are not outlet types of `ObjectClass`.
    private static func extraClasses(_ macOS: Bool) -> [String: String] { macOS ? extraAppKit : extraUIKit }

    private static let extraAppKit: [String: String] = [
        "matrix": "NSMatrix", "levelIndicator": "NSLevelIndicator", "progressIndicator": "NSProgressIndicator",
        "splitView": "NSSplitView", "tabView": "NSTabView", "visualEffectView": "NSVisualEffectView",
        "clipView": "NSClipView", "scroller": "NSScroller", "tableCellView": "NSTableCellView",
        "stepper": "NSStepper", "colorWell": "NSColorWell", "pathControl": "NSPathControl",
    ]

    private static let extraUIKit: [String: String] = [
        "visualEffectView": "UIVisualEffectView", "mapView": "MKMapView", "wkWebView": "WKWebView",
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
        "tableViewCellContentView": "UIView", "collectionReusableView": "UICollectionReusableView",
        "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "tabBar": "UITabBar",
    ]

    /// Superclasses of the UIKit and AppKit classes that IB elements stand for, nearest first.
    private static func chain(of name: String, macOS: Bool) -> [String] {
        let parents = macOS ? appKitParents : uiKitParents
        var result: [String] = []
        var current = name
        while let parent = parents[current] {
            result.append(parent)
            current = parent
        }
        return result
    }

    private static let uiKitParents: [String: String] = {
        var parents: [String: String] = ["UIResponder": "NSObject", "UIView": "UIResponder", "UIControl": "UIView"]
        for control in [
            "UIButton", "UITextField", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIDatePicker",
            "UIPageControl",
        ] {
            parents[control] = "UIControl"
        }
        for view in [
            "UILabel", "UIImageView", "UIStackView", "UIScrollView", "UIPickerView", "UIActivityIndicatorView",
            "UIProgressView", "UISearchBar", "UIVisualEffectView", "MKMapView", "WKWebView", "UITableViewCell",
            "UICollectionReusableView", "UINavigationBar", "UIToolbar", "UITabBar",
        ] {
            parents[view] = "UIView"
        }
        for scrolling in ["UITableView", "UICollectionView", "UITextView"] { parents[scrolling] = "UIScrollView" }
        parents["UICollectionViewCell"] = "UICollectionReusableView"
        return parents
    }()

    private static let appKitParents: [String: String] = {
        var parents: [String: String] = ["NSResponder": "NSObject", "NSView": "NSResponder", "NSControl": "NSView"]
        for control in [
            "NSButton", "NSTextField", "NSImageView", "NSSlider", "NSSegmentedControl", "NSDatePicker", "NSTableView",
            "NSMatrix", "NSLevelIndicator", "NSStepper", "NSColorWell", "NSPathControl", "NSScroller",
        ] {
            parents[control] = "NSControl"
        }
        for view in [
            "NSBox", "NSStackView", "NSScrollView", "NSCollectionView", "NSText", "NSProgressIndicator",
            "NSSplitView", "NSTabView", "NSVisualEffectView", "NSClipView", "NSTableCellView",
        ] {
            parents[view] = "NSView"
        }
        for field in ["NSSecureTextField", "NSSearchField", "NSComboBox", "NSTokenField"] {
            parents[field] = "NSTextField"
        }
        parents["NSPopUpButton"] = "NSButton"
        parents["NSOutlineView"] = "NSTableView"
        parents["NSTextView"] = "NSText"
        return parents
    }()
}
