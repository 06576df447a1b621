import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyScanning

/// Ids inside values (IB-FORMAT.md §3.4): archived images' names.
///
/// An image archived in a document is named after the object that shows it,
/// `<tag>:<id>:<property>`. The name is indexed as a reference to that object, compared by its
/// canonical number and the image's bytes, and is never a parameter.
@Suite struct ArchivedNameTests {
    // MARK: - The form

    @Test func recognisesArchivedNamesOnly() {
        let named: [String: String] = [
            "buttonCell:Ahl-H6-ZXc:image": "Ahl-H6-ZXc",
            "imageView:kAf-nG-QPM:image": "kAf-nG-QPM",
            "tableViewCell:VPu-q4-v6m:value": "VPu-q4-v6m",
            "buttonCell:506:image": "506",
        ]
        for (value, id) in named {
            #expect(ArchivedName.id(in: value) == Substring(id), "\(value)")
        }
        let others = [
            "1:1", "8:5", "scaleToFill", "star", "a:b", ":x:y", "a::b", "a:b:", "a:b:c:d", "a:b c:d",
            "Dienstag, 16. Januar 2007 17:31:40.000", "Tâches: 99", "image:Ahl-H6-ZXc:image.png", "",
        ]
        for value in others {
            #expect(ArchivedName.id(in: value) == nil, "\(value)")
        }
    }

    // MARK: - Documents

    static let cross = "YnBsaXN0MDDUAQIDBAUGBwpYJHZlcnNpb25ZJGFyY2hpdmVy\nVCR0b3BYJG9iamVjdHMSAAGGoF8QD05T"
    static let star = "YnBsaXN0MDDUAQIDBAUGBwpYJHZlcnNpb25ZJGFyY2hpdmVy\nVCR0b3BYJG9iamVjdHMSAAGGoF8QD05U"

    /// A badge: an image view showing an archived image named after itself, a label, and a
    /// runtime attribute that shows the same image (`value=` of type image).
    static func badge(_ id: String, text: String) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="Badge">
            <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
            <subviews>
                <imageView contentMode="scaleAspectFit" image="imageView:\(id)-img:image" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-img">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="image" keyPath="placeholderImage" value="imageView:\(id)-img:image"/>
                    </userDefinedRuntimeAttributes>
                </imageView>
                <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-lbl" userLabel="Title">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="\(id)-img" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="8" id="\(id)-c1"/>
                <constraint firstItem="\(id)-lbl" firstAttribute="leading" secondItem="\(id)-img" secondAttribute="trailing" constant="8" id="\(id)-c2"/>
                <constraint firstItem="\(id)-lbl" firstAttribute="centerY" secondItem="\(id)-img" secondAttribute="centerY" id="\(id)-c3"/>
            </constraints>
        </view>
        """
    }

    /// A storyboard with badges and the archived images their names name, one per badge.
    static func document(_ badges: [(id: String, text: String, data: String)]) throws -> IBDocument {
        let resources = badges.map { badge in
            """
            <image name="imageView:\(badge.id)-img:image" width="16" height="16">
                <mutableData key="keyedArchiveRepresentation">
            \(badge.data)
            </mutableData>
            </image>
            """
        }.joined(separator: "\n")
        let xml = DocumentFactory.storyboard(subviews: badges.map { badge($0.id, text: $0.text) }.joined())
            .replacingOccurrences(of: "</document>", with: "<resources>\n\(resources)\n</resources>\n</document>")
        return try DocumentFactory.parse(xml)
    }

    @Test func theIndexListsEmbeddedIDsApartFromReferences() throws {
        let document = try Self.document([("aaa-00-001", "One", Self.cross)])
        let index = ReferenceIndex(document)
        let image = try #require(index.elementByID["aaa-00-001-img"])
        // The image attribute, the image runtime attribute and the entry's name, all naming the image view.
        let embedded = index.embedded.map { "\(document.tag($0.source))@\($0.attribute)" }
        #expect(embedded == ["imageView@image", "userDefinedRuntimeAttribute@value", "image@name"])
        #expect(index.embedded.allSatisfy { $0.target == image && $0.targetID == "aaa-00-001-img" })
        #expect(!index.references.contains { $0.targetID == "aaa-00-001-img" && $0.attribute == "image" })
        let entry = try #require(index.archivedImages["imageView:aaa-00-001-img:image"])
        #expect(document.tag(entry) == "image")
    }

    @Test func aValueOfThatFormNamingNothingIsNoReference() throws {
        let xml = DocumentFactory.storyboard(
            subviews: """
                <view contentMode="scaleToFill" id="vvv-00-001">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="route" value="orders:recent:list"/>
                    </userDefinedRuntimeAttributes>
                </view>
                """)
        #expect(ReferenceIndex(try DocumentFactory.parse(xml)).embedded.isEmpty)
    }

    @Test func copiesShowingTheSameArchivedImageAreOneLayoutAndItsNameIsNoParameter() throws {
        let document = try Self.document([
            ("aaa-00-001", "One", Self.cross), ("bbb-00-001", "Two", Self.cross), ("ccc-00-001", "Three", Self.star),
        ])
        let clusters = DuplicateClusterer(options: ClusteringOptions(minViews: 2, minElements: 4)).clusters(in: [
            document
        ])
        let cluster = try #require(clusters.first)
        // The third badge archives other bytes: another layout.
        #expect(cluster.instances.compactMap(\.objectID) == ["aaa-00-001", "bbb-00-001"])
        #expect(cluster.parameters.map(\.name) == ["titleText"])
        #expect(cluster.canonicalText.contains(#"image="imageView:#"#))
        // Equal canonical forms need equal shape hashes: the runtime attribute's `value`, hashed
        // verbatim otherwise, is left out of the shape where it is an archived name.
        let roots = cluster.instances.map(\.element)
        #expect(Set(roots.map { document.elements[$0].shapeHash }).count == 1)
    }

    @Test func aNameOfAnObjectTheDocumentLacksKeepsItsCopyInline() throws {
        // Names made of ids no object has, with their entries: the xib could not keep them valid.
        let document = try Self.document([("aaa-00-001", "One", Self.cross), ("bbb-00-001", "Two", Self.cross)])
        let xml = String(decoding: document.bytes, as: UTF8.self).replacingOccurrences(
            of: "-img:image", with: "-old:image")
        let renamed = try DocumentFactory.parse(xml)
        #expect(ReferenceIndex(renamed).embedded.allSatisfy { $0.target == nil })
        let clusters = DuplicateClusterer(options: ClusteringOptions(minViews: 2, minElements: 4)).clusters(in: [
            renamed
        ])
        let cluster = try #require(clusters.first)
        #expect(cluster.instances.count == 2)
        for instance in cluster.instances {
            #expect(instance.blockers.map(\.reason) == [.archivedName, .archivedName])
            #expect(instance.blockers.first?.message.contains("an object the document does not have") == true)
        }
    }

    @Test func theDigestCoversTheBytesAndTheSizeNotTheNameOrTheLineBreaks() throws {
        let document = try Self.document([("aaa-00-001", "One", Self.cross), ("bbb-00-001", "Two", Self.star)])
        let index = ReferenceIndex(document)
        let first = try #require(index.archivedImages["imageView:aaa-00-001-img:image"])
        let second = try #require(index.archivedImages["imageView:bbb-00-001-img:image"])
        #expect(ArchivedImage.digest(of: first, in: document) != ArchivedImage.digest(of: second, in: document))
        let rewrapped = try Self.document([
            ("aaa-00-001", "One", Self.cross),
            ("bbb-00-001", "Two", Self.cross.replacingOccurrences(of: "\n", with: "")),
        ])
        let rewrappedIndex = ReferenceIndex(rewrapped)
        let digests = ["imageView:aaa-00-001-img:image", "imageView:bbb-00-001-img:image"].map {
            ArchivedImage.digest(of: rewrappedIndex.archivedImages[$0]!, in: rewrapped)
        }
        #expect(digests[0] == digests[1])
    }
}
