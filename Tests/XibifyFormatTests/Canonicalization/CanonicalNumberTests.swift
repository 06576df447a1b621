import Testing
import XibifyKit

@Suite struct CanonicalNumberTests {
    @Test(arguments: [
        ("0.95999999999999996", "0.96"), ("0.96", "0.96"), ("0.0", "0"), ("-0.0", "0"), ("375", "375"),
        ("32.0", "32"), ("29.666666666666671", "29.66666667"), ("3.4028234663852886e+38", "3.402823466e+38"),
        ("1e3", "1000"), ("-12.5", "-12.5"),
    ])
    func spellsNumbersOneWay(_ input: String, _ expected: String) {
        #expect(CanonicalNumber.normalize(input) == expected)
    }

    @Test(arguments: ["YES", "system", "1:1", "", "-", "1.2.3", "e5", "0x10", "12px"])
    func leavesOtherTextAlone(_ text: String) {
        #expect(CanonicalNumber.normalize(text) == text)
    }
}
