import Testing
import XibifyKit
import XibifyTestSupport

/// The parser's element spans must be exact on every byte-level trap PARSING.md lists.
@Suite struct ByteSpanTests {
    /// Wraps body XML in an IB document; ⟦n⟧ markers: 1 = element start, 2 = start-tag end, 3 = element end.
    static func document(
        _ body: String, prefix: String = "", declaration: String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    )
        -> String
    {
        prefix + declaration
            + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects>"
            + body + "</objects></document>\n"
    }

    /// Parses marked text and returns the document and the element that starts at marker 1.
    static func spanAtMarkers(_ marked: String) throws -> (IBElement, MarkedText) {
        let text = MarkedText(marked)
        let document = try IBDocumentParser.parse(text.bytes, path: "Spans.xib")
        let element = try #require(document.elements.first { Int($0.start) == text[1] })
        return (element, text)
    }

    static let cases: [(String, String)] = [
        ("plain", document(#"⟦1⟧<view id="a">⟦2⟧<subviews/></view>⟦3⟧"#)),
        ("self-closing", document(#"⟦1⟧<view id="a"/>⟦2⟧⟦3⟧"#)),
        ("self-closing with a blank", document(#"⟦1⟧<view id="a" />⟦2⟧⟦3⟧"#)),
        ("blank before >", document(#"⟦1⟧<view id="a" >⟦2⟧</view >⟦3⟧"#)),
        ("CRLF", document("\r\n  ⟦1⟧<view id=\"a\">⟦2⟧\r\n    <rect key=\"frame\"/>\r\n  </view>⟦3⟧\r\n")),
        ("BOM", document(#"⟦1⟧<view id="a">⟦2⟧</view>⟦3⟧"#, prefix: "\u{FEFF}")),
        ("comment with markup", document(#"<!-- <view id="x"> & "--><!--a>b-->⟦1⟧<view id="a">⟦2⟧</view>⟦3⟧"#)),
        ("CDATA", document(#"⟦1⟧<string key="text">⟦2⟧<![CDATA[a <b> & </string> c]]></string>⟦3⟧"#)),
        ("entities", document(#"⟦1⟧<label text="a &amp; &quot;b&quot; &#10; &#x1F600;" id="a">⟦2⟧</label>⟦3⟧"#)),
        ("multi-byte UTF-8", document(#"<label text="•••• 😀 ünï" id="z"/>⟦1⟧<label text="日本語" id="a">⟦2⟧</label>⟦3⟧"#)),
        ("> in an attribute", document(#"⟦1⟧<label text="a > b >> c" id="a">⟦2⟧</label>⟦3⟧"#)),
        ("multi-line start tag", document("⟦1⟧<view\n    id=\"a\"\n    contentMode=\"left\"\n>⟦2⟧\n</view>⟦3⟧")),
        ("no declaration", document(#"⟦1⟧<view id="a">⟦2⟧</view>⟦3⟧"#, declaration: "")),
        ("tab and newline in a value", document("⟦1⟧<label text=\"a\tb\nc\" id=\"a\">⟦2⟧</label>⟦3⟧")),
    ]

    @Test(arguments: cases)
    func spansAreExact(_ testCase: (String, String)) throws {
        let (element, text) = try Self.spanAtMarkers(testCase.1)
        #expect(Int(element.start) == text[1], "start, \(testCase.0)")
        #expect(Int(element.startTagEnd) == text[2], "start-tag end, \(testCase.0)")
        #expect(Int(element.end) == text[3], "end, \(testCase.0)")
    }

    @Test func rootSpansTheWholeDocumentElement() throws {
        let text = MarkedText(
            Self.document("<view id=\"a\"/>").replacingOccurrences(of: "<document", with: "⟦1⟧<document")
                .replacingOccurrences(of: "</document>", with: "</document>⟦2⟧"))
        let document = try IBDocumentParser.parse(text.bytes, path: "Root.xib")
        #expect(Int(document.elements[0].start) == text[1])
        #expect(Int(document.elements[0].end) == text[2])
    }

    @Test func decodedAttributeValuesAndRawSpans() throws {
        let text = MarkedText(
            Self.document(#"<label text="⟦1⟧a &amp; &quot;b&quot; &#x1F600;⟦2⟧" title="⟦3⟧plain⟦4⟧" id="x"/>"#))
        let document = try IBDocumentParser.parse(text.bytes, path: "Values.xib")
        let label = try #require(document.elements.indices.first { document.tag($0) == "label" })
        #expect(document.attribute("text", of: label) == "a & \"b\" 😀")
        #expect(document.attribute("title", of: label) == "plain")
        let attributes = document.attributeIndices(label).map { document.attributes[$0] }
        #expect(attributes[0].valueSpan == ByteSpan(start: text[1], end: text[2]))
        #expect(attributes[0].needsDecoding)
        #expect(attributes[1].valueSpan == ByteSpan(start: text[3], end: text[4]))
        #expect(!attributes[1].needsDecoding)
    }

    @Test func whitespaceInAttributeValuesIsNormalised() throws {
        let document = try DocumentFactory.parse(Self.document("<label text=\"a\tb\r\nc\" id=\"x\"/>"), path: "W.xib")
        let label = try #require(document.elements.indices.first { document.tag($0) == "label" })
        #expect(document.attribute("text", of: label) == "a b c")
    }

    @Test func elementTextWithCDATAAndReferences() throws {
        let xml = Self.document(#"<string key="text">Line 1&#10;<![CDATA[<b> & ]]>&lt;end&gt;</string>"#)
        let document = try DocumentFactory.parse(xml, path: "T.xib")
        let string = try #require(document.elements.indices.first { document.tag($0) == "string" })
        #expect(document.text(of: string) == "Line 1\n<b> & <end>")
    }

    @Test func lineAndColumnCountCharactersNotBytes() throws {
        let xml = Self.document("\n<label text=\"ü\" id=\"a\"/><label text=\"日本\" id=\"b\"/>")
        let document = try DocumentFactory.parse(xml, path: "L.xib")
        let labels = document.elements.indices.filter { document.tag($0) == "label" }
        #expect(document.location(of: labels[0]) == SourceLocation(line: 3, column: 1))
        #expect(document.location(of: labels[1]) == SourceLocation(line: 3, column: 25))
    }
}
