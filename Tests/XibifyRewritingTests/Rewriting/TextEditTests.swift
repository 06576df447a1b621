import Testing
import XibifyTestSupport

@testable import XibifyFormat

/// Deleting elements with their lines, and a parent they leave empty.
@Suite struct TextEditTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <designables>
                <designable name="a"/>
                <designable name="b"/>
            </designables>
            <resources>
                <image name="x" width="1" height="1"/>
                <image name="y" width="1" height="1"/>
            </resources>
        </document>

        """

    @Test func deletesLinesAndEmptiedParents() throws {
        let document = try DocumentFactory.parse(Self.xml)
        func element(_ name: String) throws -> Int {
            try #require(document.elements.indices.first { document.attribute("name", of: $0) == name })
        }
        // Both designables go: their list goes with them. One image of two: only its line.
        let edits = TextEdit.deletions(of: [try element("b"), try element("a"), try element("x")], in: document)
        let text = String(decoding: TextEdit.apply(edits, to: document.bytes), as: UTF8.self)
        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <resources>
                        <image name="y" width="1" height="1"/>
                    </resources>
                </document>

                """)
    }

    /// Two rounds of edits composed into edits of the original: applying them gives what the two
    /// rounds give, none overlaps another, and an edit of either round that touches no edit of
    /// the other keeps its size (random rounds over random text, from a fixed seed).
    @Test func composedEditsGiveWhatBothRoundsGive() {
        var generator = SplitMix(seed: 0x5EED_2026)
        func edits(of length: Int) -> [TextEdit] {
            var result: [TextEdit] = []
            var cursor = 0
            while cursor < length {
                let start = cursor + Int(generator.next() % 12)
                guard start <= length else { break }
                let end = min(length, start + Int(generator.next() % 5))
                var edit = TextEdit(span: ByteSpan(start: start, end: end), replacement: "")
                edit.replacement = (0..<Int(generator.next() % 6)).map { _ in UInt8(65 + generator.next() % 26) }
                result.append(edit)
                cursor = end + 1
            }
            return result
        }
        for _ in 0..<500 {
            let original = (0..<Int(generator.next() % 80)).map { _ in UInt8(97 + generator.next() % 26) }
            let earlier = edits(of: original.count)
            let middle = TextEdit.apply(earlier, to: original)
            let later = edits(of: middle.count)
            let final = TextEdit.apply(later, to: middle)
            let composed = TextEdit.composed(earlier, then: later, final: final)
            #expect(TextEdit.apply(composed, to: original) == final)
            for (left, right) in zip(composed, composed.dropFirst()) { #expect(left.span.end < right.span.start) }
            #expect(composed.count <= earlier.count + later.count)
        }
        // An edit far from any other keeps its own extent.
        let text = Array("0123456789abcdefghij".utf8)
        var first = TextEdit(span: ByteSpan(start: 2, end: 3), replacement: "XY")
        var second = TextEdit(span: ByteSpan(start: 15, end: 16), replacement: "")
        let composed = TextEdit.composed([first], then: [second], final: Array("01XY3456789abcdfghij".utf8))
        first.replacement = Array("XY".utf8)
        second.span = ByteSpan(start: 14, end: 15)
        #expect(composed == [first, second], "\(composed)")
        #expect(TextEdit.apply(composed, to: text) == Array("01XY3456789abcdfghij".utf8))
    }
}
