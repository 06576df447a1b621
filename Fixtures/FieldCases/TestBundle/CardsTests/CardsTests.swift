import XCTest
@testable import Cards

/// The cards screen loads from its nib.
final class CardsTests: XCTestCase {
    func testTheNibLoads() {
        let controller = CardsViewController(nibName: "Cards", bundle: Bundle(for: CardsTests.self))
        XCTAssertNotNil(controller.view)
    }
}
