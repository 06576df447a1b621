import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Copies that talk to their surroundings (Fixtures/ShopApp/Orders and Settings/Preferences.xib):
/// actions and delegates carried by ports, designable caches cleaned, the rest blocked with a fix.
@Suite struct BoundaryPortTests {
    static let report = RewriteTests.report
    static let result = RewriteTests.result

    static func cluster(_ name: String) throws -> DuplicateCluster {
        try #require(report.clusters.first { $0.name == name })
    }

    static func plan(_ className: String) throws -> ExtractionPlan {
        try #require(try result.get().plans.first { $0.className == className })
    }

    static func text(_ suffix: String) throws -> String {
        RewriteTests.text(try RewriteTests.file(suffix, in: try result.get()))
    }

    @Test func couponFieldHasAnActionPortAndADelegatePort() throws {
        let coupon = try Self.cluster("Coupon Field")
        #expect(coupon.ports.map(\.name) == ["applyButtonTarget", "codeTextFieldDelegate", "titleLabelConstraint"])
        #expect(coupon.ports.map(\.kind) == [.action, .outlet, .incomingConstraint])
        #expect(coupon.ports.map(\.member) == ["applyCoupon:", "delegate", "1"])
        // Each copy connects the ports to its own controller; the second, its constraint port to the
        // constraint outside on its title label (ConstraintPortTests).
        #expect(
            coupon.instances.map { $0.connections.map(\.destinationID) } == [
                ["Ct1-vC-o01", "Ct1-vC-o01"], ["Gc2-vC-o02", "Gc2-vC-o02", "X2a-lN-o02"], ["Or3-vC-o03", "Or3-vC-o03"],
                ["Or3-vC-o03", "Or3-vC-o03"],
            ])
        // The First Responder action needs no port.
        #expect(
            coupon.instances[0].crossings.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [
                .action, .outlet, .responderAction,
            ])
        // The text field's designable cache entry belongs to the copy.
        #expect(coupon.instances.map(\.staleCaches.count) == [1, 1, 1, 1])
    }

    @Test func remainingBlockersSayWhyAndWhatToChange() throws {
        let coupon = try Self.cluster("Coupon Field")
        #expect(
            coupon.instances.map { Set($0.blockers.map(\.reason)) } == [
                [], [], [.ancestorConstraint], [.traitVariationMask],
            ])
        // The root as Interface Builder's outline names it, and where in IB to change the constraint; no id.
        let advice = coupon.instances[2].blockers[0].advice
        #expect(advice.contains("pin the copy's root view, \"Coupon Field\" (Orders View Controller › View),"))
        #expect(advice.contains("in the Size inspector, change its item to the root view"))
        #expect(!advice.contains("Cp3-fD-o03"))
        // A constraint is named by its equation, as the outline lists it.
        #expect(
            coupon.instances[3].blockers[0].message
                == "trait-variation mask points at the interior constraint \"Apply Button.leading = Code Field.trailing + 8\""
        )
        // The second copy's inner label is pinned from outside: a constraint port carries it.
        let pinned = try #require(coupon.instances[1].crossings.first { $0.kind == .incomingConstraint })
        #expect(pinned.targetID == "X2a-lN-o02" && pinned.member == "firstItem" && pinned.ordinal == 1)
        #expect(coupon.ports.contains { $0.kind == .incomingConstraint && $0.name == "titleLabelConstraint" })
        let rows = try Self.cluster("Order Row")
        #expect(rows.instances.allSatisfy { $0.blockers.map(\.kind) == [.segue] })
        #expect(rows.instances[0].blockers[0].advice.contains("performSegue(withIdentifier:sender:)"))
        #expect(!rows.isExtractable)
        let sync = try Self.cluster("Sync Row")
        #expect(sync.instances.allSatisfy { $0.blockers.map(\.reason) == [.binding] })
        // The controller's outlet into the avatar row is carried by an incoming port, not a blocker.
        let avatar = try Self.cluster("Avatar Row")
        #expect(avatar.instances.allSatisfy { $0.blockers.isEmpty })
        #expect(avatar.instances[1].connections.map(\.destinationID) == ["Pf3-vC-p01"])
        #expect(Self.report.blockedInstancesByReason.first?.reason == .binding)
        #expect(Blocker.Reason.binding.title == "Cocoa bindings")
        #expect(Self.report.extractableClusterCount == 6)
    }

    @Test func xibSendsPortedActionsToFilesOwnerAndDropsTheOutgoingOutlet() throws {
        let xib = try Self.text("CouponFieldView.xib")
        #expect(xib.contains(#"<action selector="applyCoupon:" destination="-1" eventType="touchUpInside""#))
        #expect(xib.contains(#"<action selector="codeDidChange:" destination="-2" eventType="editingChanged""#))
        #expect(!xib.contains(#"property="delegate""#))
        #expect(!xib.contains("Ct1-vC-o01"))
        #expect(xib.contains(#"<designable name="Tf1-cD-o01">"#))
        let macOS = try Self.text("OptionRowView.xib")
        #expect(macOS.contains(#"<action selector="optionToggled:" target="-2""#))
    }

    @Test func placeholdersConnectEachPortToTheirOwnObjects() throws {
        let orders = try Self.text("Orders.storyboard")
        #expect(orders.contains(#"<outlet property="applyButtonTarget" destination="Ct1-vC-o01""#))
        #expect(orders.contains(#"<outlet property="codeTextFieldDelegate" destination="Ct1-vC-o01""#))
        #expect(orders.contains(#"<outlet property="applyButtonTarget" destination="Gc2-vC-o02""#))
        // Caches of the moved text fields are gone; those of the copies left inline stay.
        #expect(!orders.contains(#"<designable name="Tf1-cD-o01">"#))
        #expect(!orders.contains(#"<designable name="Tf2-cD-o02">"#))
        #expect(orders.contains(#"<designable name="Tf3-cD-o03">"#))
        let swift = try Self.text("CouponFieldView.swift")
        #expect(swift.contains("@IBOutlet weak var applyButtonTarget: AnyObject?"))
        #expect(swift.contains("@IBAction @objc(applyCoupon:)"))
        #expect(
            swift.contains(#"_ = target.perform(Selector(("applyCoupon:")), with: sender)"#))
        // Nothing that app extensions may not use.
        #expect(!swift.contains("UIApplication.shared"))
        #expect(swift.contains(#"didSet { codeTextField?.setValue(codeTextFieldDelegate, forKey: "delegate") }"#))
        let appKit = try Self.text("OptionRowView.swift")
        #expect(appKit.contains(#"_ = target.perform(Selector(("optionToggled:")), with: sender)"#))
        #expect(!appKit.contains("NSApp"))
    }

    @Test func aDroppedConnectionAbortsTheBatch() throws {
        let verifier = RewriteVerifier(report: Self.report)
        var plans = try Self.result.get().plans
        let index = try #require(plans.firstIndex { $0.className == "CouponFieldView" })
        // The plan forgets one copy's delegate: its placeholder would lose the connection.
        plans[index].replaced[1].connections.removeAll { $0.port == "codeTextFieldDelegate" }
        let files = Rewriter.render(plans, report: Self.report, options: RewriteTests.options())
        #expect(
            throws: VerificationError.unaccountedCrossing(
                path: "Fixtures/ShopApp/Orders/Orders.storyboard", objectID: "Cp2-fD-o02",
                reference: "outlet `delegate` to viewController GiftCardViewController")
        ) {
            try verifier.verify(files, plans: plans)
        }
    }

    @Test func aConnectionToAnotherObjectOrAMissingPortAbortsTheBatch() throws {
        let verifier = RewriteVerifier(report: Self.report)
        let original = try Self.result.get().plans
        let index = try #require(original.firstIndex { $0.className == "CouponFieldView" })
        // The second copy's action would go to the first copy's controller.
        var plans = original
        plans[index].replaced[1].connections = plans[index].replaced[1].connections.map {
            var connection = $0
            connection.destinationID = "Ct1-vC-o01"
            return connection
        }
        var files = Rewriter.render(plans, report: Self.report, options: RewriteTests.options())
        #expect(throws: VerificationError.self) { try verifier.verify(files, plans: plans) }
        // The wrapper without the forwarding action.
        plans = original
        plans[index].ports.removeAll { $0.port.kind == .action }
        files = Rewriter.render(plans, report: Self.report, options: RewriteTests.options())
        #expect(throws: VerificationError.self) { try verifier.verify(files, plans: plans) }
        // The untouched plans verify.
        files = Rewriter.render(original, report: Self.report, options: RewriteTests.options())
        try verifier.verify(files, plans: original)
    }

    @Test func anOutputStillNamingAMovedObjectAbortsTheBatch() throws {
        let verifier = RewriteVerifier(report: Self.report)
        let result = try Self.result.get()
        var files = result.files
        let index = try #require(files.firstIndex { $0.displayPath.hasSuffix("Orders.storyboard") })
        // A cache entry of a moved text field left behind, under a name that is no reference.
        let text = RewriteTests.text(files[index]).replacingOccurrences(
            of: #"<designable name="Tf3-cD-o03">"#, with: #"<designable name="Tf3-cD-o03" userLabel="Tf1-cD-o01">"#)
        files[index].contents = Array(text.utf8)
        #expect(throws: VerificationError.self) { try verifier.verify(files, plans: result.plans) }
        do {
            try verifier.verify(files, plans: result.plans)
        } catch {
            guard case .removedIDNamed(_, let id, _) = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(id == "Tf1-cD-o01")
        }
    }
}
