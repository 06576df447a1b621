import Foundation
import Testing
import XibifyTestSupport

/// Wrong arguments are usage errors (64) naming the bad value, never silently ignored.
@Suite struct ArgumentErrorTests {
    static let clean = ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"]

    @Test(
        arguments: [
            (["rewrite", "Fixtures/ShopApp", "--name", "deadbeef=Foo"], "no cluster has the id deadbeef"),
            (["rewrite", "Fixtures/ShopApp", "--param", "nope=x"], "no cluster suggests a property nope"),
            (
                ["rewrite", "Fixtures/ShopApp", "--module", "My Module"],
                "--module My Module is not a Swift module name"
            ),
            (["rewrite", "Fixtures/ShopApp", "--name", "b67ef5ed=UIView"], "UIView is already used"),
            (["extract", "Fixtures/ShopApp", "--cluster", "deadbeef", "--yes"], "no cluster has the id deadbeef"),
        ] as [([String], String)])
    func badValuesExit64(_ arguments: [String], _ message: String) throws {
        let result = try BinaryRunner.run(arguments + Self.clean)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
