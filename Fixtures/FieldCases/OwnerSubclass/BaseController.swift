import UIKit

/// The class `CheckIn.xib` names for its File's Owner; the controllers that load the xib are its
/// subclasses, which declare the outlets the xib connects.
class BaseController: UIViewController {}
