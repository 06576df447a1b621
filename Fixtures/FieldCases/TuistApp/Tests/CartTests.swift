import XCTest

@testable import Shop

final class CartTests: XCTestCase {
    func testCartLoads() {
        XCTAssertNotNil(CartViewController())
    }
}
