import UIKit

/// The settings screen's list of profiles. Compiled by the static library TerminalShared, which
/// the app links; the app copies the screen's xib.
final class ProfilesViewController: UIViewController {}
