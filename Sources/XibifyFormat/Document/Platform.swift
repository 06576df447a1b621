/// The UI framework a document targets, from its `type` (IB-FORMAT.md §1.1).
package enum Platform: String, Sendable, Codable {
    /// UIKit on iPhone and iPad (`CocoaTouch`).
    case iOS
    /// UIKit on Apple TV (`AppleTV`).
    case tvOS
    /// AppKit (`Cocoa`).
    case macOS
    /// WatchKit.
    case watchOS

    /// True for the UIKit platforms.
    package var usesUIKit: Bool { self == .iOS || self == .tvOS }

    /// Reads the platform from a document `type` such as `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
    /// - Parameter documentType: the root's `type` attribute.
    package init?(documentType: String) {
        if documentType.containsBytes("CocoaTouch") {
            self = .iOS
        } else if documentType.containsBytes("AppleTV") {
            self = .tvOS
        } else if documentType.containsBytes("WatchKit") {
            self = .watchOS
        } else if documentType.containsBytes("Cocoa") {
            self = .macOS
        } else {
            return nil
        }
    }
}
