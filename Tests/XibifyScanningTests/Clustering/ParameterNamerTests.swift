import Testing

@testable import XibifyFormat
@testable import XibifyScanning

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

@Suite struct ReservedParameterNameTests {
    static func slot(_ path: String, _ attribute: String, owner: String? = nil) -> ContentSlot {
        ContentSlot(path: path, attribute: attribute, type: .localizedString, value: nil, element: 0, owner: owner)
    }

    @Test func namesUIViewAlreadyUsesTakeTheViewKind() {
        let names = ParameterNamer.names(for: [
            Self.slot("stackView/subviews/button[0]/buttonCell#cell@title", "title"),
            Self.slot("stackView/subviews/button[1]@title", "title"),
            Self.slot("view/subviews/label@toolTip", "toolTip"),
            Self.slot("view/subviews/label@text", "text"),
        ])
        #expect(names == ["buttonTitle", "buttonTitle2", "labelToolTip", "text"])
        #expect(names.allSatisfy { !ObjectNamer.reservedNames.contains($0) })
    }
}
