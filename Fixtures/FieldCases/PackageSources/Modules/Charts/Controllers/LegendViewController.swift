import UIKit

/// The legend of a chart: one row per series.
public final class LegendViewController: UIViewController {}
