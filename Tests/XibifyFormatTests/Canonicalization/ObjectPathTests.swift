import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Object paths (ports, blockers) and slot paths (parameters) follow one grammar (`ObjectPath`):
/// a slot's path is its element's object path, `@`, and the attribute.
@Suite struct ObjectPathTests {
    @Test func theSecondLabelIsLabelOneInBothPaths() throws {
        let subviews = """
            <view contentMode="scaleToFill" id="box-00-001">
                <subviews>
                    <button opaque="NO" id="btn-00-001"/>
                    <label opaque="NO" text="First" id="la1-00-001"/>
                    <label opaque="NO" text="Second" id="la2-00-001"/>
                </subviews>
            </view>
            """
        let document = try DocumentFactory.parse(DocumentFactory.storyboard(subviews: subviews))
        let root = try #require(document.elements.indices.first { document.id(of: $0) == "box-00-001" })
        let second = try #require(document.elements.indices.first { document.id(of: $0) == "la2-00-001" })
        let button = try #require(document.elements.indices.first { document.id(of: $0) == "btn-00-001" })
        #expect(ObjectPath(of: second, under: root, in: document).text == "view/subviews/label[1]")
        #expect(ObjectPath(of: button, under: root, in: document).text == "view/subviews/button")
        #expect(ObjectPath(of: root, under: root, in: document).text == "view")
        let canonical = Canonicalizer(document: document, index: ReferenceIndex(document)).canonicalize(root)
        let slot = try #require(canonical.slots.first { $0.value == "Second" })
        #expect(slot.path == "view/subviews/label[1]@text")
    }

    /// Every slot of every candidate of a set of documents has its element's object path.
    static func expectSlotPathsFollowObjectPaths(_ documents: [IBDocument]) -> Int {
        var checked = 0
        for document in documents {
            let canonicalizer = Canonicalizer(document: document, index: ReferenceIndex(document))
            for root in DuplicateClusterer.candidateRoots(in: document) {
                let slots = canonicalizer.canonicalize(root).slots
                for slot in slots {
                    let expected = ObjectPath(of: slot.element, under: root, in: document).slot(slot.attribute)
                    #expect(slot.path == expected, "\(document.path): \(slot.path)")
                    // Compared without writing the path out: the same answer.
                    #expect(slot.hasPath(expected))
                    if let other = slots.first(where: { $0.path != expected }) {
                        #expect(!slot.hasPath(other.path), "\(expected) ~ \(other.path)")
                    }
                    checked += 1
                }
            }
        }
        return checked
    }

    @Test func slotPathsStartWithTheirElementsObjectPathInTheFixtures() {
        let report = Pipeline.scan(ScanOptions(paths: ["Fixtures"], workingDirectory: TestPaths.packageRoot))
        #expect(Self.expectSlotPathsFollowObjectPaths(report.documents) > 100)
    }

    @Test(.enabled(if: TestPaths.corpusAvailable, "../shared/corpus is not present"))
    func slotPathsStartWithTheirElementsObjectPathInTheCorpus() {
        #expect(Self.expectSlotPathsFollowObjectPaths(CorpusFixture.report.documents) > 1000)
    }
}
