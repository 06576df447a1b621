import Testing
import XibifyTestSupport

@testable import XibifyScanning

/// Which evidence names a cluster's class, in which order, and which texts are no names (#30).
///
/// Each test writes two copies of one card (an image, a heading, a value that differs, a button)
/// into scenes of a storyboard, with the evidence under test on the copies, and reads the stem
/// and source the clusterer gives the cluster.
@Suite struct ClassNameSourceTests {
    /// One copy of the card (8 elements, the fewest reported), with attributes on its root and an accessibility identifier.
    static func card(
        _ id: String, heading: String, value: String, caption: String = "Pay", root: String = "",
        identifier: String? = nil
    ) -> String {
        let accessibility =
            identifier.map {
                "<accessibility key=\"accessibilityConfiguration\" identifier=\"\($0)\"/>"
            } ?? ""
        return """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(root)>
                <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                <subviews>
                    <imageView contentMode="scaleAspectFit" image="card" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-img">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                    </imageView>
                    <label opaque="NO" text="\(heading)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-hd">
                        <rect key="frame" x="48" y="0.0" width="200" height="20"/>
                    </label>
                    <label opaque="NO" text="\(value)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-val">
                        <rect key="frame" x="48" y="24" width="200" height="20"/>
                    </label>
                    <imageView contentMode="scaleAspectFit" image="chevron" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-chv">
                        <rect key="frame" x="230" y="0.0" width="16" height="16"/>
                    </imageView>
                    <button opaque="NO" contentHorizontalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-btn">
                        <rect key="frame" x="250" y="0.0" width="50" height="40"/>
                        <state key="normal" title="\(caption)"/>
                    </button>
                </subviews>
                \(accessibility)
            </view>
            """
    }

    /// A storyboard of scenes, each a controller whose view holds one copy and whose outlets are given.
    static func storyboard(_ scenes: [(name: String, copy: String, outlets: String)]) -> String {
        var body = ""
        for (index, scene) in scenes.enumerated() {
            body += """
                <!--\(scene.name)-->
                <scene sceneID="scn-\(index)">
                    <objects>
                        <viewController id="vc-\(index)" customClass="Controller\(index)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-\(index)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                \(scene.copy)
                                </subviews>
                            </view>
                            <connections>
                \(scene.outlets)
                            </connections>
                        </viewController>
                    </objects>
                </scene>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <scenes>
            \(body)
                </scenes>
            </document>

            """
    }

    /// The one cluster of two scenes' copies: its class stem and source.
    static func name(
        scenes: (String, String) = ("Test View Controller", "Test View Controller"),
        heading: String = "Total", caption: String = "Pay", root: (String, String) = ("", ""),
        identifiers: (String?, String?) = (nil, nil), outlets: (String, String) = ("", "")
    ) throws -> (stem: String, source: NameSource) {
        let xml = storyboard([
            (
                scenes.0,
                card("c1", heading: heading, value: "$1", caption: caption, root: root.0, identifier: identifiers.0),
                outlets.0
            ),
            (
                scenes.1,
                card("c2", heading: heading, value: "$2", caption: caption, root: root.1, identifier: identifiers.1),
                outlets.1
            ),
        ])
        let document = try DocumentFactory.parse(xml)
        let cluster = try #require(DuplicateClusterer().clusters(in: [document]).first { $0.instances.count == 2 })
        return (cluster.classStem, cluster.classNameSource)
    }

    static func outlet(_ property: String, _ copy: String) -> String {
        "<outlet property=\"\(property)\" destination=\"\(copy)\" id=\"\(copy)-\(property)\"/>"
    }

    @Test func theOutletsTheAppHoldsTheRootsByComeBeforeEverythingButALabel() throws {
        let named = try Self.name(
            heading: "Warning", root: ("customClass=\"CardBox\"", "customClass=\"CardBox\""),
            identifiers: ("receipt-card", "receipt-card"),
            outlets: (Self.outlet("checkoutPaymentCard", "c1"), Self.outlet("walletPaymentCard", "c2")))
        #expect(named.source == .outlet)
        #expect(named.stem == "Payment Card")
    }

    @Test func aCustomClassComesBeforeAnAccessibilityIdentifier() throws {
        let named = try Self.name(
            root: ("customClass=\"ReceiptCardView\"", "customClass=\"ReceiptCardView\""),
            identifiers: ("payment-summary", "payment-summary"))
        #expect(named.source == .customClass)
        #expect(named.stem == "Receipt Card")
    }

    @Test func anAccessibilityIdentifierComesBeforeTheSceneAndTheText() throws {
        let named = try Self.name(
            scenes: ("Checkout View Controller", "Checkout View Controller"), heading: "Order total",
            identifiers: ("payment-summary", "payment-summary"))
        #expect(named.source == .accessibilityIdentifier)
        #expect(named.stem == "payment summary")
    }

    @Test func theSceneComesBeforeATextAndLosesItsKindWords() throws {
        let named = try Self.name(
            scenes: ("Key Backup Setup Intro View Controller", "Key Backup Setup Success View Controller"),
            heading: "Order total")
        #expect(named.source == .scene)
        #expect(named.stem == "Key Backup Setup")
        #expect(named.source.isWeak)
    }

    @Test func aTextThatIsWordsNamesTheLayoutWhenNothingElseDoes() throws {
        let named = try Self.name(heading: "Order total")
        #expect(named.source == .text)
        #expect(named.stem == "Order total")
    }

    /// `NextKeyView` came from AppKit's key-view loop, not from the app's code.
    @Test func aFrameworksOutletIsNoName() throws {
        let named = try Self.name(
            heading: "Order total", outlets: (Self.outlet("nextKeyView", "c1"), Self.outlet("nextKeyView", "c2")))
        #expect(named.source == .text)
    }

    /// Names seen on real apps: `HttpsElementIoView`, `USCA63View`, `EnterView`, `OKView`.
    @Test(arguments: ["https://element.io", "US-CA#63", "Enter", "OK", "Go", "Cancel", "Done", "www.example.com"])
    func aTextThatIsNoWordsLeavesTheKind(_ text: String) throws {
        let named = try Self.name(heading: text)
        #expect(named.source == .kind, "\(text) named the class \(named.stem)")
        #expect(named.stem == " Layout")
    }

    @Test func aButtonsCaptionIsNoName() throws {
        let named = try Self.name(heading: "OK", caption: "Rename")
        #expect(named.source == .kind)
    }

    @Test(
        arguments: [
            ("Order total", true), ("Don't miss out", true), ("Terms & Conditions", true), ("Sign-in options", true),
            ("https://element.io", false), ("element.io", false), ("US-CA#63", false), ("2 Lines", false),
            ("OK", false), ("ok", false), ("Enter", false), ("Title", false), ("Go", false), ("A b", false),
            ("", false), ("user@example.com", false),
        ] as [(String, Bool)])
    func whichTextsAreWords(_ text: String, _ expected: Bool) {
        #expect(MeaningNamer.isWords(text) == expected)
    }

    @Test func aChosenNameIsTheClassNameAsItIs() throws {
        let document = try DocumentFactory.parse(
            Self.storyboard([
                ("Test View Controller", Self.card("c1", heading: "OK", value: "$1"), ""),
                ("Test View Controller", Self.card("c2", heading: "OK", value: "$2"), ""),
            ]))
        var cluster = try #require(DuplicateClusterer().clusters(in: [document]).first)
        #expect(cluster.classNameSource.isWeak)
        cluster.choose(className: "PaymentCard")
        #expect(cluster.classNameSource == .chosen)
        #expect(!cluster.classNameSource.isWeak)
        #expect(cluster.classStem == "PaymentCard")
    }
}
