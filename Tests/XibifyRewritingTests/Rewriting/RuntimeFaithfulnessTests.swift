import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `rewrite` on Fixtures/RuntimeCases: after the rewrite, every reference receives an object of
/// the class it had, launch screens and XIBs' top-level views are left alone, the state of a
/// copy's place is on one layer, and the verifier's runtime model refuses tampered outputs.
@Suite struct RuntimeFaithfulnessTests {
    static let report = Pipeline.scan(
        ScanOptions(
            paths: ["Fixtures/RuntimeCases"], workingDirectory: TestPaths.packageRoot,
            clustering: ClusteringOptions(minViews: 1)))
    static let result = Result { try Rewriter.prepareAll(report, options: Self.options()) }

    /// The NibView style these rules were written for (`SubstitutionStyleTests` has the other).
    static func options(_ root: URL = TestPaths.packageRoot) -> ExtractionOptions {
        var options = RewriteTests.options(root)
        options.style = .nibView
        return options
    }

    static func cluster(_ name: String) throws -> DuplicateCluster {
        try #require(report.clusters.first { $0.name == name }, "no cluster \(name)")
    }

    static func plan(_ className: String) throws -> ExtractionPlan {
        try #require(try result.get().plans.first { $0.className == className })
    }

    static func file(_ suffix: String) throws -> RenderedFile {
        try #require(try result.get().files.first { $0.displayPath.hasSuffix(suffix) }, "no output \(suffix)")
    }

    static func parse(_ file: RenderedFile) throws -> IBDocument {
        try IBDocumentParser.parse(file.contents, path: file.displayPath)
    }

    /// The element with an id.
    static func element(_ id: String, in document: IBDocument) throws -> Int {
        try #require(document.elements.indices.first { document.id(of: $0) == id }, "no element \(id)")
    }

    @Test func aRootThatAnOutletTypesAsAButtonStaysInline() throws {
        // In this style; by default the scan sets these references apart for the substitution style.
        let cluster = try Self.cluster("Action Button")
        let messages = cluster.instances.flatMap { $0.blockers + $0.substitutedReferences }.filter {
            $0.kind == .rootClass
        }.map(\.message)
        #expect(
            messages.contains(
                "outlet `actionButton` of viewController SignInViewController expects a UIButton; "
                    + "the placeholder would be a UIView"))
        #expect(
            messages.contains(
                "a constraint on the root's `firstBaseline` expects a UIButton; the placeholder would be a UIView"))
        #expect(try Self.result.get().plans.allSatisfy { $0.cluster.id != cluster.id })
    }

    @Test func aCustomClassRootIsReplacedOnlyWhereNothingOutsideNeedsItsClass() throws {
        let cluster = try Self.cluster("Glass Card")
        let blocked = cluster.instances.filter { !($0.blockers + $0.substitutedReferences).isEmpty }
        #expect(blocked.map(\.objectID) == ["Gc2-vW-c02"])
        #expect(
            (blocked[0].blockers + blocked[0].substitutedReferences).map(\.message) == [
                "outlet `cardView` of viewController RegisterViewController expects a GlassCardView; "
                    + "the placeholder would be a UIView"
            ])
        // The two copies held only by edge constraints are replaced; the xib's view keeps the class.
        let plan = try Self.plan("AccountGlassCardView")
        #expect(plan.replaced.map(\.objectID) == ["Gc1-vW-c01", "Gc3-vW-c03"])
        let xib = try Self.parse(Self.file("AccountGlassCardView.xib"))
        let view = try Self.element("Gc1-vW-c01", in: xib)
        #expect(xib.attribute("customClass", of: view) == "GlassCardView")
    }

    @Test func launchScreensAreNeverRewritten() throws {
        let cluster = try Self.cluster("Logo Lockup")
        #expect(cluster.instances.allSatisfy { $0.blockers.map(\.kind) == [.launchScreen] })
        #expect(try Self.result.get().files.allSatisfy { !$0.displayPath.hasSuffix("LaunchScreen.storyboard") })
    }

    @Test func identicalXIBFilesAreReportedAndLeftAlone() throws {
        let cluster = try Self.cluster("TitleBannerView")
        #expect(cluster.isIdenticalXIBFiles)
        #expect(cluster.instances.allSatisfy { $0.blockers.map(\.kind) == [.xibTopLevelView] })
        #expect(
            cluster.xibFilesHoldingIt == [
                "Fixtures/RuntimeCases/Banner/TitleBannerView.xib", "Fixtures/RuntimeCases/Widget/TitleBannerView.xib",
            ])
        let text = TextReporter().render(Self.report)
        // Paths relative to the folder that holds every scanned file, which the summary names.
        #expect(text.contains("scanned in Fixtures/RuntimeCases/ "))
        #expect(text.contains("identical XIB files: Banner/TitleBannerView.xib"))
        #expect(text.contains("keep one of them"))
        #expect(try Self.result.get().files.allSatisfy { !$0.displayPath.hasSuffix("TitleBannerView.xib") })
    }

    /// Two identical XIB files under different names are not one file to keep: each is loaded
    /// by its own name (as two components of one layout, each with its placeholders).
    @Test func identicalXIBFilesUnderDifferentNamesAreNotToDelete() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases/Widget")) { copy in
            try FileManager.default.moveItem(
                at: copy.appendingPathComponent("TitleBannerView.xib"),
                to: copy.appendingPathComponent("WidgetBannerView.xib"))
            try FileManager.default.copyItem(
                at: TestPaths.fixtures.appendingPathComponent("RuntimeCases/Banner/TitleBannerView.xib"),
                to: copy.appendingPathComponent("TitleBannerView.xib"))
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let cluster = try #require(report.clusters.first { $0.isIdenticalXIBFiles })
            #expect(!cluster.xibFilesShareAName)
            let text = TextReporter().render(report)
            #expect(text.contains("under different names") && !text.contains("keep one of them"))
        }
    }

    @Test func aWrapperWithNothingToSetIsNotExtracted() throws {
        let cluster = try Self.cluster("Divider")
        #expect(cluster.isStylingDuplicate)
        #expect(!cluster.isExtractable)
        #expect(TextReporter().render(Self.report).contains("styling duplicate: the copies differ in no value"))
        let skipped = try #require(try Self.result.get().skipped.first { $0.id == cluster.id })
        #expect(skipped.reason == .stylingDuplicate(identifiersDiffer: false))
    }

    /// One row of docs/rewrite.md's table: a root attribute, and the layers that carry it.
    struct Row: Sendable, CustomTestStringConvertible {
        var attribute: String
        var copy: String
        var onPlaceholder: Bool
        var inXIB: Bool
        var testDescription: String { attribute }
    }

    static let rows: [Row] = [
        Row(attribute: "hidden", copy: "Bg1-rW-b01", onPlaceholder: true, inXIB: false),
        Row(attribute: "alpha", copy: "Bg1-rW-b01", onPlaceholder: true, inXIB: false),
        Row(attribute: "userInteractionEnabled", copy: "Gc1-vW-c01", onPlaceholder: true, inXIB: false),
        Row(
            attribute: "translatesAutoresizingMaskIntoConstraints", copy: "Bg1-rW-b01", onPlaceholder: true,
            inXIB: false),
        Row(attribute: "userLabel", copy: "Bg1-rW-b01", onPlaceholder: true, inXIB: false),
        Row(attribute: "tag", copy: "Bg1-rW-b01", onPlaceholder: true, inXIB: true),
        Row(attribute: "tag", copy: "Gc1-vW-c01", onPlaceholder: true, inXIB: true),
        Row(attribute: "horizontalHuggingPriority", copy: "Bg1-rW-b01", onPlaceholder: true, inXIB: true),
        Row(attribute: "verticalHuggingPriority", copy: "Bg1-rW-b01", onPlaceholder: true, inXIB: true),
        Row(attribute: "horizontalCompressionResistancePriority", copy: "Bg1-rW-b01", onPlaceholder: true, inXIB: true),
        Row(attribute: "verticalCompressionResistancePriority", copy: "Bg1-rW-b01", onPlaceholder: true, inXIB: true),
        Row(attribute: "semanticContentAttribute", copy: "Bg1-rW-b01", onPlaceholder: true, inXIB: true),
        Row(attribute: "preservesSuperviewLayoutMargins", copy: "Bg1-rW-b01", onPlaceholder: true, inXIB: true),
        // Identity: with the plain root on the placeholder, with a root of its own class in the xib.
        Row(attribute: "restorationIdentifier", copy: "Bg1-rW-b01", onPlaceholder: true, inXIB: false),
        Row(attribute: "restorationIdentifier", copy: "Gc1-vW-c01", onPlaceholder: false, inXIB: true),
        Row(attribute: "opaque", copy: "Gc1-vW-c01", onPlaceholder: false, inXIB: true),
        Row(attribute: "customClass", copy: "Gc1-vW-c01", onPlaceholder: false, inXIB: true),
    ]

    @Test(arguments: rows)
    func eachRootAttributeGoesToItsLayer(_ row: Row) throws {
        let input = try #require(Self.report.documents.first { $0.path.hasSuffix("Account.storyboard") })
        let original = try #require(input.attribute(row.attribute, of: Self.element(row.copy, in: input)))
        let edited = try Self.parse(Self.file("Account.storyboard"))
        let placeholder = try Self.element(row.copy, in: edited)
        let xibName = row.copy.hasPrefix("Bg") ? "StatusBadgeView.xib" : "AccountGlassCardView.xib"
        let xib = try Self.parse(Self.file(xibName))
        let view = try Self.element(row.copy, in: xib)
        if row.attribute == "customClass" {
            #expect(edited.attribute("customClass", of: placeholder) == "AccountGlassCardView")
        } else {
            #expect(edited.attribute(row.attribute, of: placeholder) == (row.onPlaceholder ? original : nil))
        }
        #expect(xib.attribute(row.attribute, of: view) == (row.inXIB ? original : nil))
    }

    @Test func aPlainRootsAccessibilityIsOnThePlaceholderAndAClassRootsInTheXIB() throws {
        let edited = try Self.parse(Self.file("Account.storyboard"))
        let badge = try #require(edited.child("accessibility", of: try Self.element("Bg1-rW-b01", in: edited)))
        #expect(edited.attribute("identifier", of: badge) == "statusBadge")
        let badgeXIB = try Self.parse(Self.file("StatusBadgeView.xib"))
        #expect(badgeXIB.child("accessibility", of: try Self.element("Bg1-rW-b01", in: badgeXIB)) == nil)
        // A placeholder is no accessibility element: a root with its own class keeps its own.
        #expect(edited.child("accessibility", of: try Self.element("Gc1-vW-c01", in: edited)) == nil)
        let cardXIB = try Self.parse(Self.file("AccountGlassCardView.xib"))
        let card = try #require(cardXIB.child("accessibility", of: try Self.element("Gc1-vW-c01", in: cardXIB)))
        #expect(cardXIB.attribute("identifier", of: card) == "glassCard")
    }

    @Test func aPlaceholderPassesItsSuperviewsMarginsOnUnchanged() throws {
        // The badge preserves its superview's margins: the placeholder's own must add nothing.
        let edited = try Self.parse(Self.file("Account.storyboard"))
        let placeholder = try Self.element("Bg1-rW-b01", in: edited)
        let margins = try #require(
            edited.child("directionalEdgeInsets", key: "directionalLayoutMargins", of: placeholder))
        for side in ["top", "leading", "bottom", "trailing"] {
            #expect(edited.attribute(side, of: margins) == "0.0")
        }
    }

    @Test func aControlInABaselineAlignedStackStaysInline() throws {
        let cluster = try Self.cluster("Help Button")
        let blocked = try #require(cluster.instances.first { $0.objectID == "Hb1-bT-h01" })
        #expect(
            (blocked.blockers + blocked.substitutedReferences).map(\.message) == [
                "the stack view it is arranged in aligns its views by their `firstBaseline`, which needs a UIButton; "
                    + "the placeholder would be a UIView"
            ])
        #expect(cluster.instances.first { $0.objectID == "Hb2-bT-h02" }?.blockers.isEmpty == true)
    }

    @Test func anAppKitControlsPlaceholderTakesItsAlignmentRectangle() throws {
        // The label field's frame is 154 wide; its own constraint, and so its alignment rectangle, 150.
        let edited = try Self.parse(Self.file("GeneralPane.xib"))
        let placeholder = try Self.element("Pl1-tF-p01", in: edited)
        let frame = try #require(edited.child("rect", key: "frame", of: placeholder))
        #expect(edited.attribute("x", of: frame) == "20")
        #expect(edited.attribute("width", of: frame) == "150")
        #expect(edited.attribute("height", of: frame) == "20")
    }

    @Test func aCopyWhoseHeightCameFromItsContentKeepsItsDesignSize() throws {
        let edited = try Self.parse(Self.file("Account.storyboard"))
        for (id, height) in [("Bg1-rW-b01", "44"), ("Gc1-vW-c01", "80"), ("Gc3-vW-c03", "80")] {
            let placeholder = try Self.element(id, in: edited)
            #expect(edited.attribute("placeholderIntrinsicHeight", of: placeholder) == height, "\(id)")
            // Leading and trailing are tied to the safe area of the scene's view: the width is fixed.
            #expect(edited.attribute("placeholderIntrinsicWidth", of: placeholder) == nil, "\(id)")
        }
        let xib = try Self.parse(Self.file("StatusBadgeView.xib"))
        #expect(xib.attribute("placeholderIntrinsicHeight", of: try Self.element("Bg1-rW-b01", in: xib)) == nil)
    }

    @Test func theXIBHasOneSimulatedMetricsChildWhenTheSourceHadOne() throws {
        // The template copy (Bg1) carries its own simulated metrics in the source.
        let input = try #require(Self.report.documents.first { $0.path.hasSuffix("Account.storyboard") })
        #expect(input.child("freeformSimulatedSizeMetrics", of: try Self.element("Bg1-rW-b01", in: input)) != nil)
        let xib = Self.text(try Self.file("StatusBadgeView.xib"))
        #expect(xib.components(separatedBy: #"key="simulatedDestinationMetrics""#).count == 2)
    }

    static func text(_ file: RenderedFile) -> String { String(decoding: file.contents, as: UTF8.self) }

    @Test func forwardersOfEveryArityTypeCheckWithoutTheSharedApplication() throws {
        let source = Self.text(try Self.file("StatusBadgeView.swift"))
        #expect(source.contains(#"_ = target.perform(Selector(("refresh")))"#))
        #expect(source.contains(#"_ = target.perform(Selector(("badgeTapped:forEvent:")), with: sender, with: event)"#))
        // Named as the actions, so Interface Builder finds the methods the xib's connections name.
        #expect(source.contains("private func refresh() {"))
        #expect(source.contains("private func badgeTapped(_ sender: Any?, forEvent event: UIEvent?) {"))
        #expect(!source.contains("UIApplication.shared"))
        let check = try GeneratedSwiftTests.typeCheck([source], against: "UIKit")
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func anActionNamedAsAnInheritedMethodIsNotForwarded() throws {
        // The badge's refresh button sends `copy:` instead: a UIResponder edit action.
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases")) { copy in
            let storyboard = copy.appendingPathComponent("Account/Account.storyboard")
            let text = try String(contentsOf: storyboard, encoding: .utf8)
            try Data(text.replacingOccurrences(of: #"selector="refresh""#, with: #"selector="copy:""#).utf8)
                .write(to: storyboard)
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(
                ScanOptions(
                    paths: [copy.lastPathComponent], workingDirectory: root, clustering: ClusteringOptions(minViews: 1))
            )
            let result = try Rewriter.prepareAll(report, options: Self.options(root))
            let badge = try #require(report.clusters.first { $0.name == "Status Badge" })
            let skipped = try #require(result.skipped.first { $0.id == badge.id })
            #expect(skipped.reason == .actionOverridesViewMethod(selector: "copy:", macOS: false))
            #expect(!result.plans.contains { $0.cluster.id == badge.id })
        }
    }

    @Test func aTranslatedParameterMovesToItsPlaceholder() throws {
        // The schedule storyboard in Base.lproj, with a French translation of one card's title.
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases/Schedule")) { copy in
            let base = copy.appendingPathComponent("Base.lproj")
            let french = copy.appendingPathComponent("fr.lproj")
            for folder in [base, french] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            try FileManager.default.moveItem(
                at: copy.appendingPathComponent("Schedule.storyboard"),
                to: base.appendingPathComponent("Schedule.storyboard"))
            var strings = Data([0xFF, 0xFE])  // UTF-16 with a byte-order mark, as Xcode may write it
            strings.append(
                "/* Class = \"UILabel\"; */\n\"Dt1-lB-s01.text\" = \"Départ\";\n".data(using: .utf16LittleEndian)!)
            try strings.write(to: french.appendingPathComponent("Schedule.strings"))
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepareAll(report, options: Self.options(root))
            // The title differs between the cards: a parameter, whose French value goes to the
            // placeholder's first localized runtime attribute (its `titleText`).
            let card = try #require(result.plans.first { $0.cluster.name == "Date Card" })
            #expect(card.parameters.first?.name == "titleText")
            #expect(card.translations.parameterEntries == 1)
            #expect(!card.translations.localizesXIB)
            let file = try #require(result.files.first { $0.path.hasSuffix("fr.lproj/Schedule.strings") })
            #expect(file.contents.starts(with: [0xFF, 0xFE]))
            let read = try StringsFile(bytes: file.contents)
            let rootID = try #require(card.replaced.first { $0.objectID == "Dc1-vW-s01" }?.objectID)
            #expect(
                read.entries.map(\.key) == [rootID + ".ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]"])
            #expect(read.entries.map(\.value) == ["Départ"])
            #expect(result.plans.contains { $0.cluster.name == "Seat Badge" })
        }
    }

    // MARK: Tampered outputs the runtime model refuses

    @Test func forcingACopyWhoseRootIsTypedFromOutsideIsRefused() throws {
        var plans = try Self.result.get().plans
        let index = try #require(plans.firstIndex { $0.className == "AccountGlassCardView" })
        let cluster = try Self.cluster("Glass Card")
        var blocked = try #require(cluster.instances.first { $0.objectID == "Gc2-vW-c02" })
        blocked.verdict = .free
        plans[index].replaced.append(blocked)
        let files = Rewriter.render(plans, report: Self.report, options: Self.options())
        #expect(throws: VerificationError.self) { try RewriteVerifier(report: Self.report).verify(files, plans: plans) }
        do {
            try RewriteVerifier(report: Self.report).verify(files, plans: plans)
        } catch {
            guard case .classChanged(_, let objectID, let reference, let expected, let received) = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(objectID == "Gc2-vW-c02")
            #expect(reference.hasPrefix("outlet `cardView`"))
            #expect(expected == "GlassCardView")
            #expect(received == "AccountGlassCardView")
        }
    }

    @Test func replacingAXIBsTopLevelViewIsRefused() throws {
        var plans = try Self.result.get().plans
        let index = try #require(plans.firstIndex { $0.className == "AccountGlassCardView" })
        let banners = try Self.cluster("TitleBannerView").instances.map { instance in
            var instance = instance
            instance.verdict = .free
            return instance
        }
        // A plan that would put the banner XIBs' own views behind placeholders.
        var plan = plans[index]
        plan.cluster = try Self.cluster("TitleBannerView")
        plan.template = banners[0]
        plan.replaced = banners
        plan.parameters = []
        plan.outlets = []
        plans = [plan]
        let files = Rewriter.render(plans, report: Self.report, options: Self.options())
        do {
            try RewriteVerifier(report: Self.report).verify(files, plans: plans)
            Issue.record("verified")
        } catch {
            guard case .classChanged(_, _, let reference, let expected, _) = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(reference.contains("top-level object"))
            #expect(expected == "TitleBannerView")
        }
    }

    @Test func aLaunchScreenGainingACustomClassIsRefused() throws {
        let input = try #require(Self.report.documents.first { $0.path.hasSuffix("LaunchScreen.storyboard") })
        let root = try Self.element("Lk1-rW-l01", in: input)
        let at = Int(input.elements[root].startTagEnd) - 1
        let edit = TextEdit(span: ByteSpan(start: at, end: at), replacement: #" customClass="LogoLockupView""#)
        // An edited file, as if a rewrite had given one of the launch screen's copies a class.
        var file = try Self.file("Account.storyboard")
        file.path = TestPaths.packageRoot.appendingPathComponent(input.path).path
        file.displayPath = input.path
        file.original = input.bytes
        file.contents = TextEdit.apply([edit], to: input.bytes)
        file.edits = [edit]
        #expect(throws: VerificationError.launchScreenChanged(path: input.path, className: "LogoLockupView")) {
            try RewriteVerifier(report: Self.report).verify([file], plans: [])
        }
    }

    @Test func stateOnBothLayersIsRefused() throws {
        let result = try Self.result.get()
        var files = result.files
        let index = try #require(files.firstIndex { $0.displayPath.hasSuffix("StatusBadgeView.xib") })
        // The xib's view, hidden as well as its placeholder.
        let text = Self.text(files[index]).replacingOccurrences(
            of: #"<view tag="7""#, with: #"<view hidden="YES" tag="7""#)
        #expect(text != Self.text(files[index]))
        files[index].contents = Array(text.utf8)
        #expect(
            throws: VerificationError.placementOnBothLayers(
                path: try Self.plan("StatusBadgeView").xibPath, objectID: "Bg1-rW-b01", attribute: "hidden")
        ) {
            try RewriteVerifier(report: Self.report).verify(files, plans: result.plans)
        }
    }

    @Test func aSecondChildWithOneKeyIsRefused() throws {
        let result = try Self.result.get()
        var files = result.files
        let index = try #require(files.firstIndex { $0.displayPath.hasSuffix("StatusBadgeView.xib") })
        let metrics = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        let text = Self.text(files[index]).replacingOccurrences(of: metrics, with: metrics + metrics)
        files[index].contents = Array(text.utf8)
        do {
            try RewriteVerifier(report: Self.report).verify(files, plans: result.plans)
            Issue.record("verified")
        } catch {
            guard case .duplicateKey(_, let key, _) = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(key == "simulatedDestinationMetrics")
        }
    }

    @Test func anEmptyWrapperIsRefused() throws {
        let result = try Self.result.get()
        var files = result.files
        let index = try #require(files.firstIndex { $0.displayPath.hasSuffix("AccountGlassCardView.swift") })
        files[index].declaration?.properties = []
        #expect(
            throws: VerificationError.emptyWrapper(
                path: try Self.plan("AccountGlassCardView").swiftPath, className: "AccountGlassCardView")
        ) {
            try RewriteVerifier(report: Self.report).verify(files, plans: result.plans)
        }
    }

    @Test func theUntouchedBatchVerifies() throws {
        let result = try Self.result.get()
        try RewriteVerifier(report: Self.report).verify(result.files, plans: result.plans)
        #expect(
            result.plans.map(\.className).sorted() == [
                "AccountGlassCardView", "DateCardView", "PaneLabelView", "SeatBadgeView", "StatusBadgeView",
            ])
    }
}
