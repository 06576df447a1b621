import XibifyKit

/// Builds small IB documents from XML text for unit tests.
public enum DocumentFactory {
    /// Parses XML text as a document.
    /// - Parameters:
    ///   - xml: the whole file.
    ///   - path: the name to report.
    /// - Returns: the document.
    /// - Throws: `DocumentError` when refused.
    public static func parse(_ xml: String, path: String = "Test.storyboard") throws(DocumentError) -> IBDocument {
        try IBDocumentParser.parse(Array(xml.utf8), path: path)
    }

    /// An iOS storyboard with one scene whose root view holds the given subviews.
    /// - Parameters:
    ///   - subviews: XML of the root view's subviews.
    ///   - rootConstraints: XML of constraints on the root view.
    ///   - connections: XML of the controller's connections.
    /// - Returns: the whole file.
    public static func storyboard(subviews: String, rootConstraints: String = "", connections: String = "") -> String {
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
}
