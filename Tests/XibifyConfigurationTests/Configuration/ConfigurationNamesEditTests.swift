import Foundation
import Testing
import XibifyKit

/// Recording names in a `.xibify.yml` a person wrote: one entry added or one name replaced, every
/// other byte kept (#30).
@Suite struct ConfigurationNamesEditTests {
    static let file = "/project/.xibify.yml"

    static func edited(_ text: String, _ names: [String: String]) -> String? {
        ConfigurationNamesEdit.edited(text, recording: names, file: file)
    }

    @Test(
        arguments: [
            // No `names` yet: appended, the rest as it was (a missing last newline too).
            ("# mine\nmin_views: 3  # three\n", "# mine\nmin_views: 3  # three\nnames:\n  1a2b3c4d: PaymentCard\n"),
            ("min_views: 3", "min_views: 3\nnames:\n  1a2b3c4d: PaymentCard\n"),
            ("# only a comment\n", "# only a comment\nnames:\n  1a2b3c4d: PaymentCard\n"),
            // A block mapping: a new entry below the last, as indented as the first.
            (
                "names:\n    ffff0000: Header   # kept\nmin_views: 2\n",
                "names:\n    ffff0000: Header   # kept\n    1a2b3c4d: PaymentCard\nmin_views: 2\n"
            ),
            // The entry exists: its name replaced where it stands, quotes and comment aside.
            (
                "names:\n  1a2b3c4d: OldCard   # chosen in review\n",
                "names:\n  1a2b3c4d: PaymentCard   # chosen in review\n"
            ),
            ("names:\n  1a2b3c4d: \"OldCard\"\n", "names:\n  1a2b3c4d: PaymentCard\n"),
            // Empty forms.
            ("names:\nmin_views: 2\n", "names:\n  1a2b3c4d: PaymentCard\nmin_views: 2\n"),
            ("names: {}  # none yet\n", "names: {1a2b3c4d: PaymentCard}  # none yet\n"),
            ("names: {ffff0000: Header}\n", "names: {1a2b3c4d: PaymentCard, ffff0000: Header}\n"),
        ] as [(String, String)])
    func oneEntryChangesAndNothingElse(_ before: String, _ after: String) {
        #expect(Self.edited(before, ["1a2b3c4d": "PaymentCard"]) == after)
    }

    @Test func anIdOfDigitsIsQuotedSoItStaysAString() throws {
        let text = try #require(Self.edited("min_views: 2\n", ["12345678": "PaymentCard"]))
        #expect(text == "min_views: 2\nnames:\n  \"12345678\": PaymentCard\n")
        #expect(try ConfigurationLoader.parse(text, file: Self.file).names == ["12345678": "PaymentCard"])
    }

    @Test func aNewFileSaysWhatItHolds() throws {
        let text = ConfigurationNamesEdit.newFile(["1a2b3c4d": "PaymentCard"])
        #expect(text.hasPrefix("# "))
        #expect(try ConfigurationLoader.parse(text, file: Self.file).names == ["1a2b3c4d": "PaymentCard"])
    }

    /// What the edit cannot keep as it is, it leaves alone: the caller names the entry to add.
    @Test(arguments: ["names: [PaymentCard]\n", "names: 3\n", "names: {\n  ffff0000: Header\n}\n", "min_views: [\n"])
    func aFormTheEditDoesNotKeepIsLeftAlone(_ text: String) {
        #expect(Self.edited(text, ["1a2b3c4d": "PaymentCard"]) == nil)
    }
}
