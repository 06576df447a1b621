import UIKit

final class WidgetView: UIView {}
