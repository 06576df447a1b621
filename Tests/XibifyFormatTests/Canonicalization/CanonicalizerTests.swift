import Testing
import XibifyKit
import XibifyTestSupport

/// Equal layouts get equal fingerprints whatever their ids, frames, spelling and order;
/// one structural change gives a different fingerprint.
@Suite struct CanonicalizerTests {
    /// A card: a container with a title label, an amount label and an icon, with constraints.
    struct Card {
        var ids = ["crd-00-001", "ttl-00-001", "amt-00-001", "icn-00-001"]
        var constraintIDs = ["c01-00-001", "c02-00-001", "c03-00-001", "c04-00-001", "c05-00-001"]
        var frameX = "16"
        var userLabel = "Card"
        var amount = "$42.00"
        var iconWidth = "32"
        var multiplier = "8:5"
        var alpha = "0.95999999999999996"
        var reverseConstraints = false
        var reverseAttributes = false
        var extraConstraint = false
        var swapSubviews = false
        var titleAsElement = false
        var misplaced = false

        var xml: String {
            let (card, title, amountID, icon) = (ids[0], ids[1], ids[2], ids[3])
            var constraints = [
                #"<constraint firstItem="\#(title)" firstAttribute="leading" secondItem="\#(card)" secondAttribute="leading" constant="16" id="\#(constraintIDs[0])"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="\#(amountID)" secondAttribute="trailing" constant="16" id="\#(constraintIDs[1])"/>"#,
                #"<constraint firstItem="\#(icon)" firstAttribute="width" secondItem="\#(icon)" secondAttribute="height" multiplier="\#(multiplier)" id="\#(constraintIDs[2])"/>"#,
                #"<constraint firstItem="\#(amountID)" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="\#(title)" secondAttribute="trailing" constant="8" id="\#(constraintIDs[3])"/>"#,
                #"<constraint firstItem="\#(icon)" firstAttribute="top" secondItem="\#(title)" secondAttribute="bottom" constant="24" priority="750" id="\#(constraintIDs[4])"/>"#,
            ]
            if extraConstraint {
                constraints.append(
                    #"<constraint firstAttribute="bottom" secondItem="\#(icon)" secondAttribute="bottom" constant="16" id="c06-00-001"/>"#
                )
            }
            if reverseConstraints { constraints.reverse() }
            let titleAttributes =
                reverseAttributes
                ? #"id="\#(title)" translatesAutoresizingMaskIntoConstraints="NO" textAlignment="natural" opaque="NO""#
                : #"opaque="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="\#(title)""#
            let titleText = titleAsElement ? "" : #" text="Total""#
            let titleString = titleAsElement ? #"<string key="text">Total</string>"# : ""
            let titleLabel = """
                <label\(titleText) \(titleAttributes) userLabel="Title">
                    <rect key="frame" x="\(frameX)" y="16" width="41" height="20.333333333333332"/>
                    \(titleString)
                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                    <nil key="highlightedColor"/>
                </label>
                """
            let amountLabel = """
                <label opaque="NO" text="\(amount)" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="\(amountID)" userLabel="Amount">
                    <rect key="frame" x="270" y="10" width="70" height="26"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>
                    <color key="textColor" red="0.2" green="0.2" blue="0.2" alpha="\(alpha)" colorSpace="custom" customColorSpace="sRGB"/>
                </label>
                """
            let labels = swapSubviews ? amountLabel + titleLabel : titleLabel + amountLabel
            return """
                <view contentMode="scaleToFill"\(misplaced ? #" misplaced="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="\(card)" userLabel="\(userLabel)">
                    <rect key="frame" x="\(frameX)" y="75" width="361" height="96"/>
                    <subviews>
                        \(labels)
                        <imageView contentMode="scaleAspectFit" image="card-visa" translatesAutoresizingMaskIntoConstraints="NO" id="\(icon)">
                            <rect key="frame" x="16" y="60" width="32" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="\(iconWidth)" id="w\(icon.dropFirst())"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        \(constraints.joined(separator: "\n"))
                    </constraints>
                </view>
                """
        }

        func canonical() throws -> CanonicalSubtree {
            let document = try DocumentFactory.parse(DocumentFactory.storyboard(subviews: xml))
            let root = try #require(document.elements.indices.first { document.id(of: $0) == ids[0] })
            return Canonicalizer(document: document, index: ReferenceIndex(document)).canonicalize(root)
        }
    }

    static let base = Card()

    static let invariant: [(String, @Sendable (inout Card) -> Void)] = [
        (
            "new ids",
            {
                $0.ids = ["Zz9-aa-111", "Yy8-bb-222", "Xx7-cc-333", "Ww6-dd-444"];
                $0.constraintIDs = ["q1", "q2", "q3", "q4", "q5"]
            }
        ),
        ("frames", { $0.frameX = "20.333333333333332" }),
        ("attribute order", { $0.reverseAttributes = true }),
        ("constraint order", { $0.reverseConstraints = true }),
        (
            "number spelling",
            {
                $0.alpha = "0.96"; $0.multiplier = "1.6000000000000001"; $0.iconWidth = "32.0"
            }
        ),
        ("userLabel", { $0.userLabel = "Payment Card" }),
        ("misplaced flag", { $0.misplaced = true }),
        ("content", { $0.amount = "$19.99" }),
        ("text as an element", { $0.titleAsElement = true }),
    ]

    @Test(arguments: invariant.map(\.0))
    func fingerprintIgnores(_ change: String) throws {
        var card = Self.base
        Self.invariant.first { $0.0 == change }!.1(&card)
        let original = try Self.base.canonical()
        let changed = try card.canonical()
        #expect(changed.fingerprint == original.fingerprint, "\(change)\n\(original.text)\n\(changed.text)")
        #expect(changed.elementCount == original.elementCount)
    }

    static let structural: [(String, @Sendable (inout Card) -> Void)] = [
        ("one more constraint", { $0.extraConstraint = true }),
        ("another constant", { $0.iconWidth = "40" }),
        ("another multiplier", { $0.multiplier = "4:3" }),
        ("subview order", { $0.swapSubviews = true }),
        ("another colour", { $0.alpha = "0.5" }),
    ]

    @Test(arguments: structural.map(\.0))
    func fingerprintSeesStructure(_ change: String) throws {
        var card = Self.base
        Self.structural.first { $0.0 == change }!.1(&card)
        #expect(try card.canonical().fingerprint != Self.base.canonical().fingerprint, "\(change)")
    }

    @Test func slotsCarryTheContentWithStablePaths() throws {
        var other = Self.base
        other.amount = "$19.99"
        other.titleAsElement = true
        let first = try Self.base.canonical()
        let second = try other.canonical()
        #expect(first.slots.map(\.path) == second.slots.map(\.path))
        let amount = try #require(first.slots.firstIndex { $0.owner == "Amount" && $0.attribute == "text" })
        #expect(first.slots[amount].value == "$42.00")
        #expect(second.slots[amount].value == "$19.99")
        #expect(first.slots[amount].type == .localizedString)
        #expect(first.slots[amount].path == "view/subviews/label[1]@text")
        let title = try #require(first.slots.firstIndex { $0.owner == "Title" })
        #expect(second.slots[title].value == "Total")
        let image = try #require(first.slots.first { $0.attribute == "image" })
        #expect(image.value == "card-visa")
        #expect(image.type == .image)
    }

    @Test func countsElementsAndViewsWithoutNoise() throws {
        let canonical = try Self.base.canonical()
        #expect(canonical.viewCount == 4)
        // view, subviews, label + font + nil, label + font + color, imageView + constraints + constraint,
        // constraints + 5 constraints = 17; frames and ids are not part of the form.
        #expect(!canonical.text.contains("frame"))
        #expect(!canonical.text.contains("crd-00-001"))
        #expect(canonical.elementCount == 17)
    }

    @Test func referencesLeavingTheSubtreeBecomeRoles() throws {
        let subviews = """
            <view contentMode="scaleToFill" id="box-00-001">
                <subviews>
                    <button opaque="NO" id="btn-00-001">
                        <connections>
                            <action selector="pay:" destination="vcx-00-001" eventType="touchUpInside" id="act-00-001"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            """
        let document = try DocumentFactory.parse(DocumentFactory.storyboard(subviews: subviews))
        let root = try #require(document.elements.indices.first { document.id(of: $0) == "box-00-001" })
        let canonical = Canonicalizer(document: document, index: ReferenceIndex(document)).canonicalize(root)
        #expect(canonical.text.contains(#"destination="@outside""#))
    }

    @Test func implicitFirstItemEqualsExplicit() throws {
        func card(_ constraint: String) throws -> String {
            let xml = """
                <view id="own-00-001"><subviews><view id="kid-00-001"/></subviews>
                <constraints>\(constraint)</constraints></view>
                """
            let document = try DocumentFactory.parse(DocumentFactory.storyboard(subviews: xml))
            let root = try #require(document.elements.indices.first { document.id(of: $0) == "own-00-001" })
            return Canonicalizer(document: document, index: ReferenceIndex(document)).canonicalize(root).fingerprint
        }
        let implicit = try card(
            #"<constraint firstAttribute="top" secondItem="kid-00-001" secondAttribute="top" id="x1"/>"#)
        let explicit = try card(
            #"<constraint firstItem="own-00-001" firstAttribute="top" relation="equal" secondItem="kid-00-001" secondAttribute="top" multiplier="1" constant="0" priority="1000" id="x2"/>"#
        )
        #expect(implicit == explicit)
    }

    @Test func toolTipsAreContentAndKeyedContentViewsAreViews() throws {
        func canonical(_ tip: String) throws -> CanonicalSubtree {
            let xml = """
                <box id="box-00-001">
                    <view key="contentView" id="cnt-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <subviews>
                            <button toolTip="\(tip)" id="btn-00-001"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></button>
                        </subviews>
                    </view>
                </box>
                """
            let document = try DocumentFactory.parse(DocumentFactory.storyboard(subviews: xml))
            let root = try #require(document.elements.indices.first { document.id(of: $0) == "box-00-001" })
            return Canonicalizer(document: document, index: ReferenceIndex(document)).canonicalize(root)
        }
        let first = try canonical("Save the file")
        let second = try canonical("Sichern")
        #expect(first.fingerprint == second.fingerprint)
        #expect(first.viewCount == 3, "box, its keyed content view, the button")
        let tip = try #require(first.slots.first { $0.attribute == "toolTip" && $0.value != nil })
        #expect(tip.value == "Save the file")
        #expect(tip.path == "box/view#contentView/subviews/button@toolTip")
    }

    @Test func propertyChildrenInAnyOrderButListsInOrder() throws {
        func fingerprint(_ children: String) throws -> String {
            let xml = #"<view id="own-00-001">"# + children + "</view>"
            let document = try DocumentFactory.parse(DocumentFactory.storyboard(subviews: xml))
            let root = try #require(document.elements.indices.first { document.id(of: $0) == "own-00-001" })
            return Canonicalizer(document: document, index: ReferenceIndex(document)).canonicalize(root).fingerprint
        }
        let guide = #"<viewLayoutGuide key="safeArea" id="g1"/>"#
        let color = #"<color key="backgroundColor" systemColor="systemRedColor"/>"#
        let subviews = #"<subviews><label id="a" text="A"/><button id="b"/></subviews>"#
        let constraint =
            #"<constraints><constraint firstItem="a" firstAttribute="top" secondItem="g1" secondAttribute="top" id="k"/></constraints>"#
        // Xcode 12 moved the safe-area guide before the background colour (IB-FORMAT.md §9.3).
        #expect(
            try fingerprint(subviews + color + guide + constraint) == fingerprint(subviews + guide + color + constraint)
        )
        #expect(
            try fingerprint(constraint + subviews + color + guide) == fingerprint(subviews + guide + color + constraint)
        )
        let swapped = #"<subviews><button id="b"/><label id="a" text="A"/></subviews>"#
        #expect(
            try fingerprint(swapped + color + guide + constraint) != fingerprint(subviews + color + guide + constraint))
    }
}
