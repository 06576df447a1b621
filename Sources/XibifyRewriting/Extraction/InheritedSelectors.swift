/// Objective-C selectors that a wrapper class inherits from `UIView`/`UIResponder`/`NSObject`
/// (UIKit) or `NSView`/`NSResponder`/`NSObject` (AppKit), among those an action could be named.
///
/// A forwarder `@objc(<selector>)` with one of them would override the inherited method: the
/// compiler refuses it ("conflicts with method … from superclass"), or, where it compiles, the
/// wrapper would take over the responder chain's handling of that selector (Edit menu, key
/// commands). Such a cluster is not extracted. The list holds the standard edit and responder
/// actions and the common zero- and one-argument members; it is not the whole SDK, and the
/// generated code's type-check in Xcode stays the final word (docs/rewrite.md, "Runtime
/// assumptions").
package enum InheritedSelectors {
    /// Members of NSObject and of both responder classes.
    private static let common: Set<String> = [
        "copy", "mutableCopy", "init", "description", "debugDescription", "hash", "self", "class", "superclass",
        "dealloc", "retain", "release", "autorelease", "isProxy", "awakeFromNib", "prepareForInterfaceBuilder",
        "copy:", "cut:", "paste:", "delete:", "select:", "selectAll:", "undo:", "redo:",
        "becomeFirstResponder", "resignFirstResponder", "layout", "updateConstraints", "removeFromSuperview",
        "invalidateIntrinsicContentSize", "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay",
        "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "isEqual:", "performSelector:",
        "respondsToSelector:", "conformsToProtocol:", "isKindOfClass:", "isMemberOfClass:", "valueForKey:",
        "setValue:forKey:", "addSubview:", "didAddSubview:", "willRemoveSubview:", "willMoveToSuperview:",
        "didMoveToSuperview", "willMoveToWindow:", "didMoveToWindow", "viewWithTag:", "encodeWithCoder:",
        "initWithCoder:", "initWithFrame:", "sizeToFit", "tag", "window", "superview", "subviews",
    ]

    /// UIKit's view and responder members.
    private static let uiKit: Set<String> = [
        "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionRightToLeft:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:",
        "increaseSize:", "decreaseSize:", "find:", "findNext:", "findPrevious:", "findAndReplace:",
        "useSelectionForFind:", "rename:", "duplicate:", "move:", "export:", "print:", "share:", "lookup:",
        "translate:", "updateTextAttributes:", "reloadInputViews", "layoutSubviews", "tintColorDidChange",
        "safeAreaInsetsDidChange", "layoutMarginsDidChange", "canBecomeFirstResponder", "canResignFirstResponder",
        "isFirstResponder", "nextResponder", "drawRect:", "didMoveToSuperview", "sizeThatFits:",
        "touchesBegan:withEvent:", "touchesMoved:withEvent:", "touchesEnded:withEvent:",
        "touchesCancelled:withEvent:", "pressesBegan:withEvent:", "pressesEnded:withEvent:",
        "motionBegan:withEvent:", "motionEnded:withEvent:", "remoteControlReceivedWithEvent:",
        "canPerformAction:withSender:", "targetForAction:withSender:", "buildMenuWithBuilder:",
        "validateCommand:", "captureTextFromCamera:", "traitCollectionDidChange:",
    ]

    /// AppKit's view and responder members.
    private static let appKit: Set<String> = [
        "print:", "pasteAsPlainText:", "pasteAsRichText:", "selectNextKeyView:", "selectPreviousKeyView:",
        "cancelOperation:", "complete:", "insertNewline:", "insertTab:", "insertBacktab:", "insertText:",
        "moveUp:", "moveDown:", "moveLeft:", "moveRight:", "moveForward:", "moveBackward:", "pageUp:",
        "pageDown:", "scrollPageUp:", "scrollPageDown:", "scrollToBeginningOfDocument:",
        "scrollToEndOfDocument:", "deleteBackward:", "deleteForward:", "capitalizeWord:", "lowercaseWord:",
        "uppercaseWord:", "centerSelectionInVisibleArea:", "showContextHelp:", "showHelp:", "noResponderFor:",
        "tryToPerform:with:", "performTextFinderAction:", "performFindPanelAction:", "toggleToolbarShown:",
        "runToolbarCustomizationPalette:", "takeStringValueFrom:", "takeIntValueFrom:", "takeDoubleValueFrom:",
        "takeFloatValueFrom:", "takeObjectValueFrom:", "orderFront:", "orderBack:", "orderOut:",
        "performClose:", "performMiniaturize:", "performZoom:", "terminate:", "hide:", "unhideAllApplications:",
        "display", "updateLayer", "viewDidMoveToWindow", "viewDidMoveToSuperview", "viewWillDraw",
        "resetCursorRects", "drawRect:", "mouseDown:", "mouseUp:", "mouseDragged:", "mouseMoved:",
        "mouseEntered:", "mouseExited:", "rightMouseDown:", "rightMouseUp:", "otherMouseDown:", "keyDown:",
        "keyUp:", "flagsChanged:", "scrollWheel:", "magnifyWithEvent:", "rotateWithEvent:", "swipeWithEvent:",
        "menuForEvent:", "acceptsFirstResponder", "needsDisplay", "setNeedsDisplay:", "layoutSubtreeIfNeeded",
        "changeFont:", "changeColor:", "changeAttributes:", "orderFrontFontPanel:", "startSpeaking:",
        "stopSpeaking:", "checkSpelling:", "showGuessPanel:", "toggleContinuousSpellChecking:",
    ]

    /// Whether a wrapper on a platform inherits a member with this selector.
    /// - Parameters:
    ///   - selector: the Objective-C selector (`print:`).
    ///   - macOS: AppKit when true, else UIKit.
    package static func contains(_ selector: String, macOS: Bool) -> Bool {
        common.contains(selector) || (macOS ? appKit : uiKit).contains(selector)
    }

    /// Whether a Swift method name is the name of an inherited member of any arity, which a
    /// forwarder must not take (`print`, `copy`, `select`).
    package static func containsName(_ name: String, macOS: Bool) -> Bool {
        let names = common.union(macOS ? appKit : uiKit).map { $0.split(separator: ":").first.map(String.init) ?? "" }
        return names.contains(name)
    }
}
