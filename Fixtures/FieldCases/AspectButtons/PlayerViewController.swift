import UIKit

/// Plays, pauses and stops: three round buttons of one layout, each 60 points wide and as high
/// as it is wide.
final class PlayerViewController: UIViewController {}
