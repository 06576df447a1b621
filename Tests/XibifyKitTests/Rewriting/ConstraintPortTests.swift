import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Constraint ports (#17): a constraint outside a copy on one of its inner views.
///
/// In `Fixtures/ShopApp/Orders/Orders.storyboard` the third coupon field's title label is pinned
/// from outside (`Lb3-cT-o03.leading = safeArea.leading + 28 @250`). The document keeps that
/// constraint with the placeholder in the label's place and its constant shifted by the label's
/// offset in the card (12), so it lays out as before; the placeholder connects the wrapper's
/// constraint port to it and carries the constant it had (28); the wrapper makes it again on the
/// xib's label in `awakeFromNib`.
@Suite struct ConstraintPortTests {
    static func orders(_ result: RewriteResult) throws -> (index: Int, text: String) {
        let index = try #require(result.files.firstIndex { $0.displayPath.hasSuffix("Orders/Orders.storyboard") })
        return (index, RewriteTests.text(result.files[index]))
    }

    @Test func theDocumentKeepsTheConstraintOnThePlaceholderWithItsLayout() throws {
        let result = try RewriteTests.rewritten()
        let (_, orders) = try Self.orders(result)
        // Retargeted to the card, whose leading is 12 left of the label's: 28 − 12.
        #expect(
            orders.contains(
                #"<constraint firstItem="Cp3-fD-o03" firstAttribute="leading" secondItem="Sa3-gD-o03" "#
                    + #"secondAttribute="leading" constant="16" priority="250" id="X1a-lN-o03"/>"#))
        #expect(!orders.contains(#"firstItem="Lb3-cT-o03""#))
        #expect(orders.contains(#"<outlet property="titleLabelConstraint" destination="X1a-lN-o03""#))
        #expect(
            orders.contains(
                #"<userDefinedRuntimeAttribute type="number" keyPath="titleLabelConstraintConstant">"#))
        #expect(orders.contains(#"<real key="value" value="28"/>"#))
        let plan = try #require(result.plans.first { $0.className == "CouponFieldView" })
        #expect(plan.replaced.map(\.objectID) == ["Cp1-fD-o01", "Cp2-fD-o02", "Cp3-fD-o03"])
        let swift = RewriteTests.text(try RewriteTests.file("CouponFieldView.swift", in: result))
        #expect(swift.contains("    @IBOutlet weak var titleLabelConstraint: NSLayoutConstraint?\n"))
        #expect(swift.contains("    @objc var titleLabelConstraintConstant: CGFloat = 0\n"))
        #expect(
            swift.contains(
                "        super.awakeFromNib()\n"
                    + "        moveConstraint(titleLabelConstraint, constant: titleLabelConstraintConstant, "
                    + "to: titleLabel)\n"))
        #expect(swift.contains("constraint.firstItem === self ? view : constraint.firstItem"))
    }

    @Test func aWrongConstantOrTargetIsRefused() throws {
        let result = try RewriteTests.rewritten()
        let verifier = RewriteVerifier(report: RewriteTests.report)
        let (index, orders) = try Self.orders(result)
        for (from, to) in [
            // The placeholder carries another constant than the copy's constraint had.
            (#"<real key="value" value="28"/>"#, #"<real key="value" value="27"/>"#),
            // The document's constraint changed in another attribute than the item and constant.
            (
                #"constant="16" priority="250" id="X1a-lN-o03""#,
                #"constant="16" priority="251" id="X1a-lN-o03""#
            ),
            // The port is connected to another constraint.
            (
                #"<outlet property="titleLabelConstraint" destination="X1a-lN-o03""#,
                #"<outlet property="titleLabelConstraint" destination="V3-pN-o09""#
            ),
        ] {
            #expect(orders.contains(from), "\(from)")
            var files = result.files
            files[index].contents = Array(orders.replacingOccurrences(of: from, with: to).utf8)
            #expect(throws: VerificationError.self, "\(to)") {
                try verifier.verify(files, plans: result.plans)
            }
        }
    }

    @Test func offsetsFollowEachPlatformsFrames() throws {
        // UIKit: top-down frames, a label 12 in and 8 down in a 361 × 80 card.
        let iOS = try DocumentFactory.parse(
            DocumentFactory.storyboard(
                subviews: """
                    <view id="card">
                        <rect key="frame" x="16" y="16" width="361" height="80"/>
                        <subviews>
                            <label id="lbl">
                                <rect key="frame" x="12" y="8" width="337" height="18"/>
                            </label>
                        </subviews>
                    </view>
                    """))
        let card = try #require(iOS.elements.indices.first { iOS.id(of: $0) == "card" })
        let label = try #require(iOS.elements.indices.first { iOS.id(of: $0) == "lbl" })
        let offset = try #require(InteriorOffset(of: label, under: card, in: iOS))
        #expect(offset.offset("leading") == 12)
        #expect(offset.offset("trailing") == -12)
        #expect(offset.offset("top") == 8)
        #expect(offset.offset("bottom") == -54)
        #expect(offset.offset("centerX") == 0)
        #expect(offset.offset("width") == -24)
        #expect(offset.offset("firstBaseline") == nil)
        // label.leading = guide.leading + 28 → card.leading = guide.leading + 16; with the label
        // second and a multiplier: x = 2 × label.top + 4 → x = 2 × card.top + 20.
        #expect(offset.shiftedConstant(28, attribute: "leading", innerIsFirst: true, multiplier: nil) == 16)
        #expect(offset.shiftedConstant(4, attribute: "top", innerIsFirst: false, multiplier: "2:1") == 20)
        #expect(offset.shiftedConstant(4, attribute: "top", innerIsFirst: false, multiplier: "x") == nil)
        #expect(InteriorOffset(of: card, under: card, in: iOS) == nil)
    }

    @Test func appKitFramesAreBottomUpUnlessTheSuperviewIsFlipped() throws {
        func offsets(_ superview: String, _ extra: String = "") throws -> InteriorOffset? {
            let document = try DocumentFactory.parse(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
                targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <customView id="top">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                            <subviews>
                                <\(superview)\(extra) id="row">
                                    <rect key="frame" x="10" y="10" width="200" height="80"/>
                                    <subviews>
                                        <textField id="fld">
                                            <rect key="frame" x="5" y="50" width="100" height="20"/>
                                        </textField>
                                    </subviews>
                                </\(superview)>
                            </subviews>
                        </customView>
                    </objects>
                </document>
                """)
            let row = try #require(document.elements.indices.first { document.id(of: $0) == "row" })
            let field = try #require(document.elements.indices.first { document.id(of: $0) == "fld" })
            return InteriorOffset(of: field, under: row, in: document)
        }
        // A plain custom view counts from the bottom: the field's top is 80 − 70 = 10 down.
        let plain = try #require(try offsets("customView"))
        #expect(plain.offset("top") == 10 && plain.offset("leading") == 5)
        // A stack view is flipped: its frames are top-down already.
        let stack = try #require(try offsets("stackView"))
        #expect(stack.offset("top") == 50)
        // A class of the app's may flip or not: the vertical position is unknown, the horizontal is not.
        let custom = try #require(try offsets("customView", #" customClass="RowView""#))
        #expect(custom.offset("top") == nil && custom.offset("leading") == 5 && custom.offset("height") == -60)
    }
}
