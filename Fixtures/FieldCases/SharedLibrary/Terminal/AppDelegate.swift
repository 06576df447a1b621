import UIKit

/// The app: its code is the static library TerminalShared's, linked in.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
