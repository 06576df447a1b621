import Testing

@testable import XibifyKit

@Suite struct ParameterNamerTests {
    @Test(
        arguments: [
            ("Amount", "text", "amountText"), ("Card Number", "text", "cardNumberText"),
            ("Avatar", "image", "avatarImage"),
            ("Amount Label", "text", "amountText"), ("Pay Button", "title", "payTitle"), (nil, "text", "text"),
            ("Label", "text", "text"), ("Profile Image", "image", "profileImage"),
            ("Field Value", "placeholderString", "fieldValuePlaceholder"),
            ("2nd Line", "text", "_2ndLineText"), ("headerTitle", "title", "headerTitle"),
        ] as [(String?, String, String)])
    func suggestsReadableNames(_ owner: String?, _ attribute: String, _ expected: String) {
        #expect(ParameterNamer.name(owner: owner, attribute: attribute) == expected)
    }
}
