// A stub of the UIKit API that xibify's generated code uses; see ../README.md.
@_exported import Foundation

/// `@MainActor` as in recent SDKs (see `UIResponder`).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public static func activate(_ constraints: [NSLayoutConstraint]) {}

    // The substitution style's placeholder copies its own constraints to the loaded object.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal, greaterThanOrEqual
    }

    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) { self.init() }
    public unowned(unsafe) var firstItem: AnyObject? { nil }
    public unowned(unsafe) var secondItem: AnyObject? { nil }
    public var firstAttribute: NSLayoutConstraint.Attribute { .notAnAttribute }
    public var secondAttribute: NSLayoutConstraint.Attribute { .notAnAttribute }
    public var relation: NSLayoutConstraint.Relation { .equal }
    public var multiplier: CGFloat { 1 }
    open var constant: CGFloat = 0
    open var priority = UILayoutPriority(1000)
    open var identifier: String?
    open var shouldBeArchived = false
    // A constraint port makes a constraint outside again on the xib's view and swaps the two.
    open var isActive = false
}

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
}

public class NSLayoutXAxisAnchor {
    public func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
}

public class NSLayoutYAxisAnchor {
    public func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
}

open class UIImage: NSObject {}
open class UIColor: NSObject {}

// A variant group's layout parameters (#31): a font's size with its face kept.
open class UIFont: NSObject {
    open var pointSize: CGFloat { 0 }
    open func withSize(_ fontSize: CGFloat) -> UIFont { self }
}

/// NSText.h's alignment, with iOS's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

// QuartzCore and CoreGraphics, which UIKit re-exports: what `NibView` moves from its content's
// layer to its own.
public final class CGColor {}
public final class CGPath {}
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    @available(iOS 11.0, tvOS 11.0, *) open var maskedCorners: CACornerMask = []
    @available(iOS 13.0, tvOS 13.0, *) open var cornerCurve = CALayerCornerCurve(rawValue: "circular")
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?
}

/// `@MainActor` as in the SDK (`@preconcurrency`: Objective-C's annotation, which Swift 5 mode
/// does not enforce), so that a type-check in Swift 6 mode meets the SDK's isolation.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// `NSObject`'s method (`NSObject(NSCoderMethods)`), without an actor as in the SDK.
    ///
    /// Declared here because an extension of Foundation's `NSObject` cannot declare a method to override.
    nonisolated open func awakeAfter(using coder: NSCoder) -> Any? { self }
    open func awakeFromNib() {}
}

open class UIView: UIResponder {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    open func prepareForInterfaceBuilder() {}
    open func addSubview(_ view: UIView) {}
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var isHidden = false
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isOpaque = true

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft
        case topRight, bottomLeft, bottomRight
    }

    open var contentMode: UIView.ContentMode = .scaleToFill
    open var layer: CALayer { CALayer() }
    open var clipsToBounds = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var constraints: [NSLayoutConstraint] { [] }
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { UILayoutPriority(250) }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(750)
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
}

open class UIControl: UIView {

    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
}

open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var minimumScaleFactor: CGFloat = 0
    open var adjustsFontSizeToFitWidth = false
}

open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
}

open class UIButton: UIControl {
    public struct Configuration {
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
    }

    open var configuration: Configuration?
    open func title(for state: UIControl.State) -> String? { nil }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func image(for state: UIControl.State) -> UIImage? { nil }
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func backgroundImage(for state: UIControl.State) -> UIImage? { nil }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
    open var titleLabel: UILabel? { nil }
    open func titleColor(for state: UIControl.State) -> UIColor? { nil }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
}

open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var minimumFontSize: CGFloat = 0
}

open class UITextView: UIView {
    open var text: String!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
}

open class UISearchBar: UIView {
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
}

open class UISegmentedControl: UIControl {
    open func titleForSegment(at segment: Int) -> String? { nil }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
    open func imageForSegment(at segment: Int) -> UIImage? { nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {}
}

open class UINib {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}

// Boundary ports: the forwarding actions and the outlets handed to inner objects.

/// Stands in for the Objective-C runtime's `Selector` (`Selector(_:)` on Apple's systems).
public struct Selector {
    public init(_ name: String) {}
}

open class UIEvent: NSObject {}

extension NSObject {
    /// Key-value coding, which Foundation on Linux lacks.
    public func setValue(_ value: Any?, forKey key: String) {}
    /// The Objective-C runtime's `perform` family (NSObjectProtocol), which Foundation on Linux lacks.
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { nil }
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { nil }
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! { nil }
}

// `UIApplication.shared` is deliberately absent: it is unavailable in app extensions, so
// generated code must not use it, and the type-check fails if it does.

// Outlet types of the views a wrapper may hold (incoming ports hand them to their holders).
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
}
open class UISlider: UIControl {
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
}
open class UIStepper: UIControl {}
open class UIDatePicker: UIControl {}
open class UIPageControl: UIControl {
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}
open class UIStackView: UIView {
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var alignment: UIStackView.Alignment = .fill
    open var distribution: UIStackView.Distribution = .fill
    open var spacing: CGFloat = 0
}
open class UIScrollView: UIView {}
open class UITableView: UIScrollView {
    open var separatorColor: UIColor?
}
open class UICollectionView: UIScrollView {}
open class UIPickerView: UIView {}
open class UIActivityIndicatorView: UIView {}
open class UIProgressView: UIView {
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
}
