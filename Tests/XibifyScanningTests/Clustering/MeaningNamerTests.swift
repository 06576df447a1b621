import Testing

@testable import XibifyScanning

@Suite struct MeaningNamerTests {
    @Test(
        arguments: [
            (["Avatar Row", "Avatar Row", "Member Row"], "Avatar Row"),
            (["Start Date Header", "End Date Header"], "Date Header"),
            (
                ["permanentDefaultLengthPickerBackgroundView", "temporaryDefaultLengthPickerBackgroundView"],
                "Default Length Picker Background View"
            ),
            (["Title", "Subtitle"], nil),
            (["amountLabel", nil], nil),
        ] as [([String?], String?)])
    func whatCopiesShare(_ names: [String?], _ expected: String?) {
        #expect(MeaningNamer.shared(names) == expected)
    }

    @Test func oneCopyAloneNamesNothing() {
        #expect(MeaningNamer.shared(["permanentPicker", nil, nil]) == nil)
    }

    @Test(
        arguments: [
            ("Pay Button", "Pay"), ("Stack View", nil), ("Label", nil), ("amountLabel", "amount"),
            ("Coupon Field", "Coupon"), ("Horizontal Stack View", nil), ("2 Lines", "2 Lines"),
        ] as [(String, String?)])
    func kindWordsAreNotMeaning(_ text: String, _ expected: String?) {
        #expect(MeaningNamer.meaningful(text) == expected)
    }

    @Test func aClassNameKeepsAFieldButNotAStack() {
        #expect(MeaningNamer.meaningful("Coupon Field", dropping: MeaningNamer.classKindWords) == "Coupon Field")
        #expect(MeaningNamer.meaningful("Profile Stack View", dropping: MeaningNamer.classKindWords) == "Profile")
    }

    @Test func aTextFieldCellsTitleIsItsText() {
        #expect(ParameterNamer.name(owner: "Detail", attribute: "title", elementTag: "textFieldCell") == "detailText")
        #expect(
            ParameterNamer.name(owner: "Field Title", attribute: "title", elementTag: "textFieldCell") == "fieldTitle")
        #expect(ParameterNamer.name(owner: "Checkbox", attribute: "title", elementTag: "buttonCell") == "checkboxTitle")
    }
}
