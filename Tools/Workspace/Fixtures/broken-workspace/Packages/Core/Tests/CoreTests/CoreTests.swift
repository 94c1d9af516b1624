import Core
@preconcurrency import XCTest

final class CoreTests: XCTestCase {
    func testCore() {
        // README-EXAMPLE-BEGIN
        let value = core
        // README-EXAMPLE-END
        XCTAssertEqual(value, 1)
    }
}
