import XCTest

final class CheckoutTests: XCTestCase {}
