import Testing
import XibifyKit
import XibifyTestSupport

/// A reference to a member of an order-free list (an outlet to a constraint, a variation mask
/// that excludes one) does not make the fingerprint depend on the order the file lists them in.
@Suite struct OrderFreeReferenceTests {
    /// A row whose custom class holds outlets to two of its constraints, with a size-class
    /// variation that excludes a third, and an inner view with an outlet to the row's constraint.
    static func row(order: [Int], heightConstant: String = "44") -> String {
        let constraints = [
            #"<constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="row-00-001" secondAttribute="leading" constant="16" id="k0a-00-001"/>"#,
            #"<constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="row-00-001" secondAttribute="top" constant="8" id="k1b-00-001"/>"#,
            #"<constraint firstAttribute="height" constant="\#(heightConstant)" id="k2c-00-001"/>"#,
            #"<constraint firstAttribute="trailing" secondItem="lbl-00-001" secondAttribute="trailing" constant="16" id="k3d-00-001"/>"#,
            #"<constraint firstAttribute="bottom" secondItem="lbl-00-001" secondAttribute="bottom" constant="8" id="k4e-00-001"/>"#,
            #"<constraint firstItem="ico-00-001" firstAttribute="centerY" secondItem="lbl-00-001" secondAttribute="centerY" id="k5f-00-001"/>"#,
        ]
        return """
            <view contentMode="scaleToFill" id="row-00-001" customClass="RowView">
                <subviews>
                    <label opaque="NO" text="Title" id="lbl-00-001"/>
                    <view contentMode="scaleToFill" id="ico-00-001" customClass="BadgeView">
                        <connections>
                            <outlet property="rowHeight" destination="k2c-00-001" id="o3c-00-001"/>
                        </connections>
                    </view>
                </subviews>
                <constraints>
                    \(order.map { constraints[$0] }.joined(separator: "\n"))
                </constraints>
                <variation key="heightClass=compact">
                    <mask key="constraints">
                        <exclude reference="k4e-00-001"/>
                        <exclude reference="k3d-00-001"/>
                    </mask>
                </variation>
                <connections>
                    <outlet property="heightConstraint" destination="k2c-00-001" id="o1a-00-001"/>
                    <outlet property="leadingConstraint" destination="k0a-00-001" id="o2b-00-001"/>
                </connections>
            </view>
            """
    }

    static func fingerprint(_ xml: String) throws -> String {
        let document = try DocumentFactory.parse(DocumentFactory.storyboard(subviews: xml))
        let root = try #require(document.elements.indices.first { document.id(of: $0) == "row-00-001" })
        return Canonicalizer(document: document, index: ReferenceIndex(document)).canonicalize(root).fingerprint
    }

    /// All 720 orders of the six constraints.
    static func permutations(_ items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    @Test func everyOrderOfTheConstraintsGivesOneFingerprint() throws {
        let orders = Self.permutations(Array(0..<6))
        #expect(orders.count == 720)
        let expected = try Self.fingerprint(Self.row(order: orders[0]))
        for order in orders {
            #expect(try Self.fingerprint(Self.row(order: order)) == expected, "\(order)")
        }
    }

    @Test func theReferencedConstraintsContentStillCounts() throws {
        let order = Array(0..<6)
        let base = try Self.fingerprint(Self.row(order: order))
        #expect(try Self.fingerprint(Self.row(order: order, heightConstant: "48")) != base)
        // The same content, but the outlet names another constraint: another layout.
        let other = Self.row(order: order).replacingOccurrences(
            of: #"property="heightConstraint" destination="k2c-00-001""#,
            with: #"property="heightConstraint" destination="k1b-00-001""#)
        #expect(try Self.fingerprint(other) != base)
        // The variation excludes other constraints: another layout.
        let variation = Self.row(order: order).replacingOccurrences(
            of: #"<exclude reference="k4e-00-001"/>"#, with: #"<exclude reference="k1b-00-001"/>"#)
        #expect(try Self.fingerprint(variation) != base)
    }
}
