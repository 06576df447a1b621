import Foundation
import XibifyKit

/// Builds small IB documents from XML text for unit tests.
package enum DocumentFactory {
    /// Parses XML text as a document.
    /// - Parameters:
    ///   - xml: the whole file.
    ///   - path: the name to report.
    /// - Returns: the document.
    /// - Throws: `DocumentError` when refused.
    package static func parse(_ xml: String, path: String = "Test.storyboard") throws(DocumentError) -> IBDocument {
        try IBDocumentParser.parse(Array(xml.utf8), path: path)
    }

    /// An iOS storyboard with one scene whose root view holds the given subviews.
    /// - Parameters:
    ///   - subviews: XML of the root view's subviews.
    ///   - rootConstraints: XML of constraints on the root view.
    ///   - connections: XML of the controller's connections.
    /// - Returns: the whole file.
    package static func storyboard(subviews: String, rootConstraints: String = "", connections: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
                <!--Test View Controller-->
                <scene sceneID="scn-00-001">
                    <objects>
                        <viewController id="vcx-00-001" customClass="TestViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rtv-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <constraints>
        \(rootConstraints)
                                </constraints>
                            </view>
                            <connections>
        \(connections)
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// A row of an image and a label: 2 views inside a container, 3 views in all.
    package static func row(_ id: String, text: String, image: String = "star", extra: String = "") -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="300" height="44"/>
            <subviews>
                <imageView contentMode="scaleAspectFit" image="\(image)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-img"/>
                <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-lbl" userLabel="Title">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="\(id)-img" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="8" id="\(id)-c1"/>
                <constraint firstItem="\(id)-lbl" firstAttribute="leading" secondItem="\(id)-img" secondAttribute="trailing" constant="8" id="\(id)-c2"/>
                <constraint firstItem="\(id)-lbl" firstAttribute="centerY" secondItem="\(id)-img" secondAttribute="centerY" id="\(id)-c3"/>
                \(extra)
            </constraints>
        </view>
        """
    }

    /// A card holding a row and a button.
    package static func card(_ id: String, rowText: String) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <subviews>
                \(row(id + "-row", text: rowText))
                <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-btn">
                    <state key="normal" title="Go"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="\(id)-btn" firstAttribute="top" secondItem="\(id)-row" secondAttribute="bottom" id="\(id)-k1"/>
            </constraints>
        </view>
        """
    }

    /// An iOS storyboard holding one layout many times: a card view with a title and a subtitle
    /// label and four constraints, each copy with its own texts and ids, 100 to a scene
    /// (`Benchmarks/huge_cluster.py` writes the same).
    /// - Parameter copies: how many copies.
    /// - Returns: the whole file.
    package static func cards(copies: Int) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
            useSafeAreas="YES" colorMatched="YES">
                <scenes>

            """
        for (scene, start) in stride(from: 0, to: copies, by: 100).enumerated() {
            let id = String(format: "%04d", scene)
            out += """
                        <scene sceneID="sc\(id)-sn">
                            <objects>
                                <viewController id="vc\(id)-ct" customClass="CardsViewController\(scene)" \
                sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="rv\(id)-vw">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="6000"/>
                                        <subviews>

                """
            for index in start..<min(start + 100, copies) { out += card(index) }
            out += """
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>

                """
        }
        return out + "    </scenes>\n</document>\n"
    }

    /// One copy of the card of `cards(copies:)`.
    private static func card(_ index: Int) -> String {
        let number = String(format: "%05d", index)
        let (view, title, subtitle) = ("v\(number)-cd", "t\(number)-cd", "s\(number)-cd")
        func label(_ id: String, _ text: String, y: Int) -> String {
            """
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" \
            textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
            translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                            <rect key="frame" x="16" y="\(y)" width="200" height="20"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>

            """
        }
        return """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
            id="\(view)" userLabel="Card">
                                    <rect key="frame" x="0.0" y="\(index % 100 * 60)" width="393" height="60"/>
                                    <subviews>
            \(label(title, "Title \(index)", y: 8))\(label(subtitle, "Subtitle \(index)", y: 32))\
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="\(title)" firstAttribute="leading" secondItem="\(view)" \
            secondAttribute="leading" constant="16" id="a\(number)-cd"/>
                                        <constraint firstItem="\(title)" firstAttribute="top" secondItem="\(view)" \
            secondAttribute="top" constant="8" id="b\(number)-cd"/>
                                        <constraint firstItem="\(subtitle)" firstAttribute="leading" secondItem="\(title)" \
            secondAttribute="leading" id="c\(number)-cd"/>
                                        <constraint firstItem="\(subtitle)" firstAttribute="top" secondItem="\(title)" \
            secondAttribute="bottom" constant="4" id="d\(number)-cd"/>
                                    </constraints>
                                </view>

            """
    }
}
