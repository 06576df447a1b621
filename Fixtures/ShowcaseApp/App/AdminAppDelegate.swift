import AppKit

/// The entry point of ShopAdmin, the macOS back office: a window showing the preferences pane.
@main
final class AdminAppDelegate: NSObject, NSApplicationDelegate {
    private var window: NSWindow?

    static func main() {
        let application = NSApplication.shared
        let delegate = AdminAppDelegate()
        application.delegate = delegate
        application.run()
    }

    func applicationDidFinishLaunching(_ notification: Notification) {
        let preferences = PreferencesViewController(nibName: "Preferences", bundle: nil)
        let window = NSWindow(contentViewController: preferences)
        window.title = "ShopAdmin"
        window.makeKeyAndOrderFront(nil)
        self.window = window
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        true
    }
}
