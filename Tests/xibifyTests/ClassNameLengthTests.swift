import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// A class name too long for its files is refused up front (64) naming the limit, instead of
/// passing validation and failing at write time (#27, finding 9).
@Suite struct ClassNameLengthTests {
    static let clean = ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"]

    /// `<Name>.strings` and its backup `.<Name>.strings.xibify-<UUID>.orig` must fit 255 bytes.
    @Test func theLimitLeavesRoomForTheLongestFileAndItsBackup() {
        #expect(ClassNameLength.maximum == 255 - ".strings".count - ".xibify-".count - 36 - ".orig".count - 1)
    }

    /// One longer than the limit (whose `.strings` backup would not fit), and two longer (whose
    /// `.strings` file's temporary name does not fit: before #27, `--write` failed with 74 and
    /// asked the user to delete a temporary file that was never made).
    @Test(arguments: [1, 2])
    func aNameLongerThanTheLimitExits64NamingIt(_ excess: Int) throws {
        let length = ClassNameLength.maximum + excess
        let name = "Loyalty" + String(repeating: "x", count: length - "Loyalty".count)
        try ArgumentErrorTests.expectUsageError(
            ["rewrite", "Fixtures/ShopApp", "--cluster", "4c1df641", "--name", "4c1df641=\(name)"] + Self.clean,
            "is \(length) characters long; a class name may have at most \(ClassNameLength.maximum)")
    }

    /// The longest name allowed is written, with a localized cluster's `.strings` files.
    @Test func aNameOfTheLimitIsWritten() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let name = "Loyalty" + String(repeating: "x", count: ClassNameLength.maximum - "Loyalty".count)
            let result = try BinaryRunner.run(
                ["rewrite", ".", "--cluster", "4c1df641", "--name", "4c1df641=\(name)", "--write"] + Self.clean,
                in: copy)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("created ./\(name).swift") || result.stdout.contains("/\(name).swift"))
        }
    }
}
