import UIKit

public final class KitBadge: UIView {}
