import AppKit

/// The owner of Preferences.xib. The option rows' checkboxes send `optionToggled:` here; the
/// sync rows' checkboxes are bound to the xib's object controllers instead.
final class PreferencesViewController: NSViewController {
    @IBAction private func optionToggled(_ sender: NSButton) {
        UserDefaults.standard.set(sender.state == .on, forKey: sender.title)
    }
}
