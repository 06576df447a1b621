import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWriting

/// Modules, projects and components: one base class per module, copies of two projects left
/// inline, and new copies of a layout an earlier run extracted made placeholders of its class.
@Suite struct ModulesAndComponentsTests {
    @Test func aModuleWhoseSourcesDeclareNibViewGetsNoOther() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            // App/AppDelegate.swift is compiled by ShopApp and ShopClip.
            let delegate = copy.appendingPathComponent("App/AppDelegate.swift")
            var text = try String(contentsOf: delegate, encoding: .utf8)
            text += "\nclass NibView: UIView {}\n"
            try Data(text.utf8).write(to: delegate)
            let root = copy.deletingLastPathComponent()
            let report = RewriteTests.scan(copy.lastPathComponent, in: root)
            let result = try Rewriter.prepareAll(report, options: RewriteTests.options(root))
            let bases = result.files.filter { $0.declaresBaseClass != nil }.map(\.displayPath)
            #expect(bases == ["ShopApp/Settings/NibView.swift"])
            #expect(result.files.first { $0.declaresBaseClass != nil }?.joins.map(\.target.name) == ["ShopAdmin"])
        }
    }

    @Test func theModuleInterfaceBuilderWroteWinsOverTheTargetsName() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            // As when PRODUCT_NAME comes from an .xcconfig file xibify does not read: the target
            // is named ShopApp, the module IB recorded is ShopKit.
            for name in ["Checkout/Checkout.storyboard", "Profile/Profile.storyboard"] {
                let url = copy.appendingPathComponent(name)
                let text = try String(contentsOf: url, encoding: .utf8)
                try Data(
                    text.replacingOccurrences(of: "customModule=\"ShopApp\"", with: "customModule=\"ShopKit\"").utf8
                )
                .write(to: url)
            }
            let root = copy.deletingLastPathComponent()
            let result = try Rewriter.prepareAll(
                RewriteTests.scan(copy.lastPathComponent, in: root), options: RewriteTests.options(root))
            let card = try #require(result.plans.first { $0.className == "PaymentSummaryView" })
            #expect(card.targets.map(\.moduleName) == ["ShopApp"])
            #expect(card.module == .target("ShopKit"))
        }
    }

    @Test func copiesBuiltByTwoProjectsStayInline() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-two-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for app in ["StoreA", "StoreB"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(app), withIntermediateDirectories: true)
            for item in ["Checkout", "ShopApp.xcodeproj", "App"] {
                try FileManager.default.copyItem(
                    at: TestPaths.fixtures.appendingPathComponent("ShopApp/" + item),
                    to: folder.appendingPathComponent(app + "/" + item))
            }
        }
        // The second store's card shows another amount, so the copies differ in content.
        let storyboard = folder.appendingPathComponent("StoreB/Checkout/Checkout.storyboard")
        let text = try String(contentsOf: storyboard, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "$42.00", with: "$9.99").utf8).write(to: storyboard)
        let report = Pipeline.scan(ScanOptions(paths: ["StoreA", "StoreB"], workingDirectory: folder))
        let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: folder))
        let card = try #require(result.skipped.first { $0.reason.id == "separate-projects" })
        #expect(card.summary.contains("Payment Summary"))
        #expect(!result.plans.contains { $0.className.contains("PaymentSummary") })
    }

    @Test func newCopiesOfAnExtractedLayoutBecomePlaceholdersOfItsClass() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let options = RewriteTests.options(root)
            let first = try Rewriter.prepareAll(RewriteTests.scan(copy.lastPathComponent, in: root), options: options)
            try BatchWriter().write(first.files)
            // The same layouts pasted again, in new storyboards.
            for (from, to) in [
                ("Checkout/Checkout", "Checkout/CheckoutAgain"), ("Orders/Orders", "Orders/OrdersAgain"),
            ] {
                try FileManager.default.copyItem(
                    at: TestPaths.fixtures.appendingPathComponent("ShopApp/\(from).storyboard"),
                    to: copy.appendingPathComponent("\(to).storyboard"))
            }
            let report = RewriteTests.scan(copy.lastPathComponent, in: root)
            // Nothing inside a generated xib is a copy to extract.
            let inside = report.clusters.flatMap(\.instances).filter { $0.file.hasSuffix("View.xib") }
            #expect(inside.allSatisfy { !$0.blockers.isEmpty })
            let second = try Rewriter.prepareAll(report, options: options)
            #expect(
                Set(second.plans.map(\.className)) == ["PaymentSummaryView", "AvatarRowView", "CouponFieldView"])
            #expect(second.plans.allSatisfy { $0.adoptsExistingClass })
            // The coupon field's copies differ from its xib by the delegate outlet its port now
            // hands over: matched once ported, and connected through the existing port.
            let coupon = try #require(second.plans.first { $0.className == "CouponFieldView" })
            #expect(
                Set(coupon.ports.map(\.port.name)) == [
                    "applyButtonTarget", "codeTextFieldDelegate", "titleLabelConstraint",
                ])
            #expect(second.files.allSatisfy { $0.original != nil })
            #expect(
                second.files.filter { $0.original != $0.contents }.map(\.displayPath).sorted() == [
                    "ShopApp/Checkout/CheckoutAgain.storyboard", "ShopApp/Orders/OrdersAgain.storyboard",
                ])
            try BatchWriter().write(second.files)
            let third = try Rewriter.prepareAll(RewriteTests.scan(copy.lastPathComponent, in: root), options: options)
            #expect(!third.hasChanges)
        }
    }

    @Test func anExistingClassWithoutTheNeededPropertyIsNotGuessedAt() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let options = RewriteTests.options(root)
            let first = try Rewriter.prepareAll(RewriteTests.scan(copy.lastPathComponent, in: root), options: options)
            try BatchWriter().write(first.files)
            // The user commented a property out of the wrapper; a pasted copy that differs there stays
            // inline (its key path would raise in the nib loader).
            let swift = copy.appendingPathComponent("Checkout/PaymentSummaryView.swift")
            var text = try String(contentsOf: swift, encoding: .utf8)
            let start = try #require(text.range(of: "    @IBInspectable var amountText"))
            let end = try #require(text.range(of: "\n    }\n", range: start.upperBound..<text.endIndex))
            text.insert(contentsOf: "    */\n", at: end.upperBound)
            text.insert(contentsOf: "    /*\n", at: start.lowerBound)
            try Data(text.utf8).write(to: swift)
            var storyboard = try String(
                contentsOf: TestPaths.fixtures.appendingPathComponent("ShopApp/Checkout/Checkout.storyboard"),
                encoding: .utf8)
            storyboard = storyboard.replacingOccurrences(of: "$42.00", with: "$7.50")
            try Data(storyboard.utf8).write(to: copy.appendingPathComponent("Checkout/CheckoutAgain.storyboard"))
            let second = try Rewriter.prepareAll(RewriteTests.scan(copy.lastPathComponent, in: root), options: options)
            #expect(!second.plans.contains { $0.className == "PaymentSummaryView" })
            let skipped = try #require(second.skipped.first { $0.reason.id == "component-lacks-property" })
            guard case .componentLacksProperty(let className, _, _) = skipped.reason else { return }
            #expect(className == "PaymentSummaryView")
            #expect(!second.plans.contains { $0.className.hasPrefix("PaymentSummary") })
        }
    }
}
