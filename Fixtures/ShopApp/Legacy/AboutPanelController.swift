import AppKit

/// The File's Owner of the legacy AboutPanel.xib archive, which names the class without a
/// module (`NSClassName`), hence the Objective-C name.
@objc(AboutPanelController)
final class AboutPanelController: NSWindowController {
    override var windowNibName: NSNib.Name? { "AboutPanel" }
}
