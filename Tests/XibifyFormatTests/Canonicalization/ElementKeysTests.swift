import Testing
import XibifyKit

/// Keys equal as decoded strings share one number, however they are spelled in the file; keys
/// that differ do not.
@Suite struct ElementKeysTests {
    static func document(_ body: String) throws -> IBDocument {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects>"
            + body + "</objects></document>\n"
        return try IBDocumentParser.parse(Array(text.utf8), path: "Keys.xib")
    }

    static func keyed(_ document: IBDocument) -> (keys: ElementKeys, elements: [Int]) {
        let symbol = document.symbols.symbol("key")
        let keys = ElementKeys(document, keySymbol: symbol)
        let elements = document.elements.indices.filter { document.attributeIndex(symbol, of: $0) != nil }
        return (keys, elements)
    }

    @Test func escapedAndPlainSpellingsShareANumber() throws {
        let document = try Self.document(
            #"<view id="a"><rect key="ab"/><rect key="&#97;b"/><rect key="ab"/><rect key="&#97;b"/><rect key="ac"/></view>"#
        )
        let (keys, elements) = Self.keyed(document)
        #expect(elements.count == 5)
        let numbers = elements.map { keys.keyOf[$0] }
        #expect(numbers == [0, 0, 0, 0, 1])
        #expect(keys.names == ["ab", "ac"])
    }

    @Test func canonicallyEquivalentKeysShareANumber() throws {
        // U+00E9 and e + U+0301 are equal Strings: one key, as before keys were read as bytes.
        let document = try Self.document(
            "<view id=\"a\"><rect key=\"\u{E9}\"/><rect key=\"e\u{301}\"/><rect key=\"e\u{301}\"/><rect key=\"e\"/></view>"
        )
        let (keys, elements) = Self.keyed(document)
        #expect(elements.map { keys.keyOf[$0] } == [0, 0, 0, 1])
        #expect(keys.names.count == 2)
    }
}
