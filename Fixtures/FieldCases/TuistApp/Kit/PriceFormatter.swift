import Foundation

/// Formats prices for the app (the framework target ShopKit).
public struct PriceFormatter {
    public init() {}

    public func string(for cents: Int) -> String {
        String(format: "$%d.%02d", cents / 100, cents % 100)
    }
}
