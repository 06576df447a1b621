// A stub of the AppKit API that xibify's generated code uses; see ../README.md.
@_exported import Foundation

/// `@MainActor` as in recent SDKs (see `NSResponder`).
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

    public enum Orientation: Int, Sendable {
        case horizontal, vertical
    }

    public struct Priority: RawRepresentable, Hashable, Sendable {
        public var rawValue: Float
        public init(rawValue: Float) { self.rawValue = rawValue }
        public init(_ rawValue: Float) { self.rawValue = rawValue }
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
    open var priority = NSLayoutConstraint.Priority(1000)
    open var identifier: String?
    open var shouldBeArchived = false
    // A constraint port makes a constraint outside again on the xib's view and swaps the two.
    open var isActive = false
}

public class NSLayoutXAxisAnchor {
    public func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
}

public class NSLayoutYAxisAnchor {
    public func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
}

open class NSImage: NSObject {}

// A variant group's layout parameters (#31): colours, and a font's size with its face kept.
open class NSColor: NSObject {}
open class NSFontDescriptor: NSObject {}
open class NSFont: NSObject {
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {}
    open var pointSize: CGFloat { 0 }
    open var fontDescriptor: NSFontDescriptor { NSFontDescriptor() }
}

/// `@MainActor` as in the SDK (`@preconcurrency`: Objective-C's annotation, which Swift 5 mode
/// does not enforce), so that a type-check in Swift 6 mode meets the SDK's isolation.
@preconcurrency @MainActor
open class NSResponder: NSObject {
    /// `NSObject`'s method (`NSObject(NSCoderMethods)`), without an actor as in the SDK.
    ///
    /// Declared here because an extension of Foundation's `NSObject` cannot declare a method to override.
    nonisolated open func awakeAfter(using coder: NSCoder) -> Any? { self }
    open func awakeFromNib() {}
}

open class NSView: NSResponder {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let width = AutoresizingMask(rawValue: 1 << 1)
        public static let height = AutoresizingMask(rawValue: 1 << 4)
    }

    public init(frame frameRect: NSRect) {}
    public required init?(coder: NSCoder) {}
    open func prepareForInterfaceBuilder() {}
    open func addSubview(_ view: NSView) {}
    open var frame: NSRect = .zero
    open var bounds: NSRect = .zero
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: NSView.AutoresizingMask = []
    open var isHidden = false
    open var alphaValue: CGFloat = 1
    /// Read-only on `NSView`; `NSControl` makes it settable.
    open var tag: Int { -1 }
    open var constraints: [NSLayoutConstraint] { [] }
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority {
        NSLayoutConstraint.Priority(250)
    }
    open func setContentHuggingPriority(
        _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) {}
    open func contentCompressionResistancePriority(
        for orientation: NSLayoutConstraint.Orientation
    ) -> NSLayoutConstraint.Priority { NSLayoutConstraint.Priority(750) }
    open func setContentCompressionResistancePriority(
        _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) {}
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var toolTip: String?
}

open class NSControl: NSView {
    open var stringValue: String = ""
    open var font: NSFont?
    private var storedTag = 0
    open override var tag: Int {
        get { storedTag }
        set { storedTag = newValue }
    }
}

open class NSTextField: NSControl {
    open var placeholderString: String?
    open var textColor: NSColor?
    open var backgroundColor: NSColor?
}

open class NSSecureTextField: NSTextField {}
open class NSSearchField: NSTextField {}
open class NSComboBox: NSTextField {}
open class NSTokenField: NSTextField {}

open class NSButton: NSControl {
    open var title: String = ""
    open var alternateTitle: String = ""
    open var image: NSImage?
    open var alternateImage: NSImage?
}

open class NSPopUpButton: NSButton {}

open class NSImageView: NSControl {
    open var image: NSImage?
}

open class NSBox: NSView {
    open var title: String = ""
}

open class NSNib {
    public init?(nibNamed nibName: String, bundle: Bundle?) {}
    /// The real signature takes an `AutoreleasingUnsafeMutablePointer<NSArray?>?`, which does
    /// not exist without Objective-C; `&objects` is written the same way at the call site.
    open func instantiate(withOwner owner: Any?, topLevelObjects: inout NSArray?) -> Bool { false }
}

// Boundary ports: the forwarding actions and the outlets handed to inner objects.

/// Stands in for the Objective-C runtime's `Selector` (`Selector(_:)` on Apple's systems).
public struct Selector {
    public init(_ name: String) {}
}

extension NSObject {
    /// Key-value coding, which Foundation on Linux lacks.
    public func setValue(_ value: Any?, forKey key: String) {}
    /// The Objective-C runtime's `perform` family (NSObjectProtocol), which Foundation on Linux lacks.
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { nil }
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { nil }
}

// `NSApplication.shared`/`NSApp` are deliberately absent: generated code calls the target
// itself, so it needs no application object (and works in app extensions).

// Outlet types of the views a wrapper may hold (incoming ports hand them to their holders).
open class NSStackView: NSView {
    open var spacing: CGFloat = 0
}
open class NSScrollView: NSView {}
open class NSTableView: NSControl {}
open class NSOutlineView: NSTableView {}
open class NSCollectionView: NSView {}
open class NSTextView: NSView {}
open class NSSlider: NSControl {}
open class NSDatePicker: NSControl {}
open class NSSegmentedControl: NSControl {}
