import AppKit

/// The owner of AccountSettings.xib: the account form (its `view` outlet is NSViewController's).
final class AccountSettingsViewController: NSViewController {
    override var nibName: NSNib.Name? { "AccountSettings" }
}
