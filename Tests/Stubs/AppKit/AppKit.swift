// A stub of the AppKit API that xibify's generated code uses; see ../README.md.
@_exported import Foundation

open class NSLayoutConstraint {
    public static func activate(_ constraints: [NSLayoutConstraint]) {}
}

public class NSLayoutXAxisAnchor {
    public func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
}

public class NSLayoutYAxisAnchor {
    public func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
}

open class NSImage: NSObject {}

open class NSResponder: NSObject {}

open class NSView: NSResponder {
    public init(frame frameRect: NSRect) {}
    public required init?(coder: NSCoder) {}
    open func prepareForInterfaceBuilder() {}
    open func addSubview(_ view: NSView) {}
    open var frame: NSRect = .zero
    open var bounds: NSRect = .zero
    open var translatesAutoresizingMaskIntoConstraints = true
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var toolTip: String?
}

open class NSControl: NSView {
    open var stringValue: String = ""
}

open class NSTextField: NSControl {
    open var placeholderString: String?
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
open class NSStackView: NSView {}
open class NSScrollView: NSView {}
open class NSTableView: NSControl {}
open class NSOutlineView: NSTableView {}
open class NSCollectionView: NSView {}
open class NSTextView: NSView {}
open class NSSlider: NSControl {}
open class NSDatePicker: NSControl {}
open class NSSegmentedControl: NSControl {}
