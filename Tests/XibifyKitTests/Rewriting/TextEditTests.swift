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
}
