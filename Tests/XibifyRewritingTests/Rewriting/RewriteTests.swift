import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `rewrite` on Fixtures/ShopApp: the outputs, their verification, and what must not change.
@Suite struct RewriteTests {
    static let excludes = ShopAppFixture.excludes

    static func scan(_ folder: String = "Fixtures/ShopApp", in root: URL = TestPaths.packageRoot) -> ScanReport {
        ShopAppFixture.scan(folder, in: root)
    }

    static func options(_ root: URL = TestPaths.packageRoot) -> ExtractionOptions { ShopAppFixture.options(root) }

    static let report = ShopAppFixture.report
    static let result = ShopAppFixture.result

    static func rewritten() throws -> RewriteResult { try result.get() }

    static func file(_ suffix: String, in result: RewriteResult) throws -> RenderedFile {
        try #require(result.files.first { $0.displayPath.hasSuffix(suffix) })
    }

    static func text(_ file: RenderedFile) -> String { String(decoding: file.contents, as: UTF8.self) }

    @Test func diffAndOutputsMatchGoldens() throws {
        let result = try Self.rewritten()
        #expect(Golden.check(UnifiedDiffRenderer().render(result.files), against: "rewrite/ShopApp.diff") == nil)
        for file in result.files where file.original == nil {
            let name = (file.displayPath as NSString).lastPathComponent
            let directory = (file.displayPath as NSString).deletingLastPathComponent.replacingOccurrences(
                of: "/", with: "_")
            #expect(Golden.check(Self.text(file), against: "rewrite/files/\(directory)/\(name)") == nil, "\(name)")
        }
        // No golden is left over from a file the rewrite no longer writes.
        let written = Set(
            result.files.filter { $0.original == nil }.map { file in
                (file.displayPath as NSString).deletingLastPathComponent.replacingOccurrences(of: "/", with: "_") + "/"
                    + (file.displayPath as NSString).lastPathComponent
            })
        let folder = TestPaths.goldens.appendingPathComponent("rewrite/files")
        for directory in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where directory.hasPrefix("Fixtures_ShopApp") {
            for name in try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent(directory).path)
            {
                #expect(written.contains(directory + "/" + name), "stale golden \(directory)/\(name)")
            }
        }
    }

    @Test func paymentCardComesOutAsTheClassicRefactoring() throws {
        let result = try Self.rewritten()
        let plan = try #require(result.plans.first { $0.cluster.name == "Payment Summary" })
        #expect(plan.className == "PaymentSummaryView")
        #expect(plan.parameters.map(\.name) == ["amountText", "cardNumberText"])
        #expect(plan.module == .target("ShopApp"))
        let swift = Self.text(try Self.file("PaymentSummaryView.swift", in: result))
        #expect(swift.contains("@IBDesignable\nfinal class PaymentSummaryView: NibView {"))
        #expect(swift.contains("@IBInspectable var amountText: String? {"))
        #expect(swift.contains("@IBInspectable var cardNumberText: String? {"))
        let xib = Self.text(try Self.file("PaymentSummaryView.xib", in: result))
        #expect(xib.contains(#"customClass="PaymentSummaryView" customModule="ShopApp" customModuleProvider="target""#))
        #expect(xib.contains(#"<outlet property="amountLabel" destination="Am0-uN-t01""#))
        let checkout = Self.text(try Self.file("Checkout.storyboard", in: result))
        let profile = Self.text(try Self.file("Profile.storyboard", in: result))
        for (text, amount, card) in [(checkout, "$42.00", "•••• 4242"), (profile, "$19.99", "•••• 1881")] {
            #expect(
                text.contains(#"<userDefinedRuntimeAttribute type="string" keyPath="amountText" value="\#(amount)""#))
            #expect(
                text.contains(#"<userDefinedRuntimeAttribute type="string" keyPath="cardNumberText" value="\#(card)""#))
        }
        #expect(checkout.contains(#"id="Pm5-cD-a11" userLabel="Payment Summary" customClass="PaymentSummaryView""#))
        // The near-copy in the receipt scene is not part of the cluster and stays as it was.
        #expect(checkout.contains(#"text="$108.50""#))
    }

    @Test func everyByteOutsideTheReplacedViewsIsKept() throws {
        let result = try Self.rewritten()
        for file in result.files where file.kind == .edited {
            let original = try #require(file.original)
            let first = try #require(file.edits.map(\.span.start).min())
            let last = try #require(file.edits.map(\.span.end).max())
            #expect(file.contents.prefix(first).elementsEqual(original.prefix(first)), "\(file.displayPath)")
            #expect(file.contents.suffix(original.count - last).elementsEqual(original.suffix(original.count - last)))
            // Only the replaced copies, unused resource entries, stale designable caches, outlets
            // into moved objects (now handed over by incoming ports), and the item and constant of
            // constraints outside on inner views (now carried by constraint ports) are touched.
            for edit in file.edits {
                let removed = String(decoding: original[edit.span.range], as: UTF8.self)
                let trimmed = removed.trimmingCharacters(in: .whitespacesAndNewlines)
                let lineStart = original[..<edit.span.start].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                let lineEnd = original[edit.span.end...].firstIndex(of: 0x0A) ?? original.count
                let line = String(decoding: original[lineStart..<lineEnd], as: UTF8.self)
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("<constraint ") && !removed.contains("<") {
                    #expect(["Lb2-cT-o02", "28"].contains(removed), "\(removed)")
                    continue
                }
                #expect(
                    trimmed.hasPrefix("<view") || trimmed.hasPrefix("<customView") || trimmed.hasPrefix("<image ")
                        || trimmed.hasPrefix("<systemColor") || trimmed.hasPrefix("<namedColor")
                        || trimmed.hasPrefix("<designable") || trimmed.hasPrefix("<outlet property=\"nameLabel\""),
                    "\(trimmed.prefix(60))")
            }
        }
    }

    @Test func blockedCopyStaysUntouched() throws {
        let result = try Self.rewritten()
        let coupon = try #require(result.plans.first { $0.cluster.name == "Coupon Field" })
        let blocked = try #require(coupon.skipped.first)
        #expect(blocked.instance.file == "Fixtures/ShopApp/Orders/Orders.storyboard")
        #expect(blocked.reasons.first?.id == "ancestor-constraint")
        #expect(
            blocked.reasons.first.map(SkipReasonText.sentence)?.contains(
                "constraint points at the interior label Title")
                == true)
        let document = try #require(Self.report.documents.first { $0.path == blocked.instance.file })
        let original = document.source(of: blocked.instance.element)
        #expect(Self.text(try Self.file("Orders.storyboard", in: result)).contains(original))
    }

    @Test func anOutletFromTheControllerIntoTheCopyGoesThroughAnIncomingPort() throws {
        let result = try Self.rewritten()
        let avatar = try #require(result.plans.first { $0.cluster.name == "Avatar Row" })
        #expect(avatar.replaced.count == 3)
        #expect(avatar.ports.map(\.port.name) == ["nameLabelHolder"])
        let profile = Self.text(try Self.file("Profile.storyboard", in: result))
        // The controller's outlet to the inner label is gone; the placeholder connects the port to it.
        #expect(!profile.contains(#"<outlet property="nameLabel" destination="Zq2-hN-7aR""#))
        #expect(profile.contains(#"<outlet property="nameLabelHolder" destination="Pf3-vC-p01""#))
        let swift = Self.text(try Self.file("AvatarRowView.swift", in: result))
        #expect(swift.contains(#"(nameLabelHolder as? NSObject)?.setValue(nameLabel, forKey: "nameLabel")"#))
    }

    @Test func tamperedPlanIsRefused() throws {
        var plans = try Self.rewritten().plans
        let index = try #require(plans.firstIndex { $0.cluster.name == "Payment Summary" })
        // Swap the runtime attribute of one copy: its placeholder would now show the other's amount.
        let slot = plans[index].parameters[0].slotIndex
        plans[index].replaced[1].slots[slot].value = "$0.00"
        let files = Rewriter.render(plans, report: Self.report, options: Self.options())
        #expect(throws: VerificationError.self) { try RewriteVerifier(report: Self.report).verify(files, plans: plans) }
        do {
            try RewriteVerifier(report: Self.report).verify(files, plans: plans)
        } catch {
            guard case .valueMismatch(_, let objectID, _, let expected, let actual) = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(objectID == "Gy7-Nw-b3C")
            #expect(expected == "$19.99")
            #expect(actual == "$0.00")
        }
    }

    @Test func tamperedOutputsAreRefused() throws {
        let result = try Self.rewritten()
        let verifier = RewriteVerifier(report: Self.report)
        // A constraint lost from the xib: the placeholder no longer re-inflates to the same layout.
        var files = result.files
        let xibIndex = try #require(files.firstIndex { $0.displayPath.hasSuffix("PaymentSummaryView.xib") })
        var xib = Self.text(files[xibIndex])
        let constraint = try #require(xib.range(of: #"<constraint firstAttribute="trailing" secondItem="Am0-uN-t01""#))
        let lineEnd = try #require(xib[constraint.lowerBound...].firstIndex(of: "\n"))
        xib.removeSubrange(constraint.lowerBound...lineEnd)
        files[xibIndex].contents = Array(xib.utf8)
        #expect(
            throws: VerificationError.layoutMismatch(
                path: "Fixtures/ShopApp/Checkout/Checkout.storyboard", objectID: "Pm5-cD-a11")
        ) {
            try verifier.verify(files, plans: result.plans)
        }
        // A byte changed outside every replaced view.
        files = result.files
        let checkout = try #require(files.firstIndex { $0.displayPath.hasSuffix("Checkout.storyboard") })
        files[checkout].contents = Array(Self.text(files[checkout]).replacingOccurrences(of: "pay:", with: "buy:").utf8)
        #expect(throws: VerificationError.self) { try verifier.verify(files, plans: result.plans) }
        // An id reference left dangling.
        files = result.files
        files[checkout].contents = Array(
            Self.text(files[checkout]).replacingOccurrences(
                of: #"destination="Py9-bT-n01""#, with: #"destination="Am0-uN-t01""#
            ).utf8)
        #expect(throws: VerificationError.self) { try verifier.verify(files, plans: result.plans) }
    }

    @Test func writeThenRewriteIsANoOp() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let first = try Rewriter.prepareAll(Self.scan("ShopApp", in: root), options: Self.options(root))
            #expect(first.hasChanges)
            try BatchWriter().write(first.files)
            for file in first.files {
                #expect(FileManager.default.contents(atPath: file.path) == Data(file.contents))
            }
            let second = try Rewriter.prepareAll(Self.scan("ShopApp", in: root), options: Self.options(root))
            #expect(second.plans.isEmpty)
            #expect(!second.hasChanges)
            let leftovers = try FileManager.default.subpathsOfDirectory(atPath: copy.path).filter {
                $0.contains(".xibify-")
            }
            #expect(leftovers.isEmpty)
        }
    }

    @Test func selectionNamesAndModuleOverride() throws {
        let payment = try #require(Self.report.clusters.first { $0.name == "Payment Summary" })
        var options = Self.options()
        options.clusterIDs = [payment.id]
        options.classNames = [payment.id: "CheckoutTotalCard"]
        options.parameterNames = ["amountText": "total"]
        options.module = "ShopKit"
        options.outputDirectory = "Generated"
        let result = try Rewriter.prepareAll(Self.report, options: options)
        #expect(result.plans.map(\.className) == ["CheckoutTotalCard"])
        #expect(result.plans[0].parameters.map(\.name) == ["total", "cardNumberText"])
        #expect(result.files.map(\.displayPath).contains("Generated/CheckoutTotalCard.xib"))
        #expect(result.files.map(\.displayPath).contains("Generated/NibView.swift"))
        #expect(Self.text(try Self.file("Checkout.storyboard", in: result)).contains(#"customModule="ShopKit""#))
        options.classNames = [payment.id: "not a name"]
        #expect(throws: Rewriter.Failure.extraction(.invalidClassName("not a name"))) {
            try Rewriter.prepareAll(Self.report, options: options)
        }
        options.classNames = [payment.id: "CheckoutViewController"]
        #expect(throws: Rewriter.Failure.extraction(.classNameTaken("CheckoutViewController"))) {
            try Rewriter.prepareAll(Self.report, options: options)
        }
        options.classNames = [:]
        options.clusterIDs = ["nope"]
        #expect(throws: Rewriter.Failure.self) { try Rewriter.prepareAll(Self.report, options: options) }
    }
}
