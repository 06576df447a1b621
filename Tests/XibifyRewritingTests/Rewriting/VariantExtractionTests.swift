import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning

/// Variant groups extracted (#31): each layout value the copies differ in is a typed parameter of
/// the wrapper, each placeholder sets its copy's own, and re-inflation with those values gives
/// each copy back (`Fixtures/FieldCases/Variants`, `Fixtures/FieldCases/NearMiss/Offers.xib`).
@Suite struct VariantExtractionTests {
    static func rewrite(_ fixture: String, style: StylePreference = .automatic, tamper: Rewriter.Tamper? = nil)
        throws -> (report: ScanReport, result: RewriteResult)
    {
        let report = FieldCaseTests.scan([fixture])
        var options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        options.style = style
        return (report, try Rewriter.prepare(report, options: options, tamper: tamper))
    }

    static func text(_ result: RewriteResult, suffix: String) throws -> String {
        let file = try #require(result.files.first { $0.displayPath.hasSuffix(suffix) }, "no output \(suffix)")
        return String(decoding: file.contents, as: UTF8.self)
    }

    /// A tamper that replaces a text in the rendered file whose path ends so.
    static func replacing(_ old: String, with new: String, in suffix: String) -> Rewriter.Tamper {
        { files, _ in
            files.map { file in
                guard file.displayPath.hasSuffix(suffix) else { return file }
                var file = file
                file.contents = Array(
                    String(decoding: file.contents, as: UTF8.self).replacingOccurrences(of: old, with: new).utf8)
                return file
            }
        }
    }

    /// The placeholder of a copy, by its root's id, as the rewritten document has it.
    static func placeholder(_ id: String, in text: String) throws -> String {
        let start = try #require(text.range(of: #"id="\#(id)""#)).lowerBound
        let end = try #require(text.range(of: "</userDefinedRuntimeAttributes>", range: start..<text.endIndex))
        return String(text[start..<end.upperBound])
    }

    /// The card pasted with another margin and the brand colour: one group, two layout parameters
    /// (a colour and a constraint's constant), extracted; each copy keeps its own values.
    @Test func aCardWithAnotherMarginAndColourKeepsEachCopysValues() throws {
        let (report, result) = try Self.rewrite("NearMiss")
        let group = try #require(report.variants.first)
        #expect(report.withVariantClusters().clusters.map(\.id).suffix(1) == [group.id])
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let plan = try #require(result.plans.first { $0.cluster.id == group.id })
        #expect(plan.replaced.count == 2)
        let layout = plan.parameters.filter(\.type.isLayout)
        #expect(layout.map(\.type) == [.color, .number])
        #expect(layout.map(\.name) == ["offerCardBackgroundColor", "offerCardLeadingConstant"])
        // The constant through a strong outlet to its constraint; the plain root's background is the
        // wrapper's own, which `NibView` takes from the xib's view.
        let swift = try HolderPortTests.text(result, plan.swiftPath)
        #expect(swift.contains("@IBOutlet private var offerCardLeadingConstraint: NSLayoutConstraint!"))
        #expect(swift.contains("@IBInspectable var offerCardLeadingConstant: CGFloat {"))
        #expect(swift.contains("set { offerCardLeadingConstraint?.constant = newValue }"))
        #expect(swift.contains("set { self.backgroundColor = newValue }"))
        let document = try Self.text(result, suffix: "NearMiss/Offers.xib")
        let first = try Self.placeholder("OAv-vW-000", in: document)
        let second = try Self.placeholder("OBv-vW-000", in: document)
        #expect(first.contains(#"<integer key="value" value="16"/>"#))
        #expect(second.contains(#"<integer key="value" value="20"/>"#))
        #expect(first.contains(#"<color key="value" red="1" green="1" blue="1" alpha="1""#))
        #expect(second.contains(#"<color key="value" red="0.1" green="0.4" blue="0.8" alpha="1""#))
        #expect(second.contains(#"<userDefinedRuntimeAttribute type="color" keyPath="offerCardBackgroundColor">"#))
        // The xib holds one copy's values, the template's.
        let xib = try HolderPortTests.text(result, plan.xibPath)
        #expect(xib.contains(#"secondAttribute="leading" constant="16""#))
    }

    /// A row pasted three times, each copy its own values.
    ///
    /// A label's colour and font size differ in one copy, the stack's spacing and the row's height
    /// in another. The height is the root's own size constraint, which each placeholder keeps: no
    /// parameter.
    @Test func fontSizeSpacingAndColourAreParametersAndTheRootsHeightStaysOnThePlaceholder() throws {
        let (report, result) = try Self.rewrite("Variants")
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let group = try #require(report.variants.first { $0.name == "Profile Row" })
        #expect(group.copies.count == 3 && group.properties.count == 4)
        let plan = try #require(result.plans.first { $0.cluster.id == group.id })
        #expect(plan.replaced.count == 3)
        #expect(
            plan.parameters.filter(\.type.isLayout).map(\.name) == ["spacing", "nameTextColor", "nameFontSize"])
        let swift = try HolderPortTests.text(result, plan.swiftPath)
        #expect(swift.contains("set { nameLabel.font = nameLabel.font?.withSize(newValue) }"))
        #expect(swift.contains("set { stackView.spacing = newValue }"))
        let document = try Self.text(result, suffix: "Variants/Profiles.xib")
        let third = try Self.placeholder("RCv-Rw-000", in: document)
        #expect(third.contains(#"<constraint firstAttribute="height" constant="56" id="RCc-Rw-006"/>"#))
        #expect(third.contains(#"keyPath="spacing">"#) && third.contains(#"<integer key="value" value="8"/>"#))
        let second = try Self.placeholder("RBv-Rw-000", in: document)
        #expect(second.contains(#"<integer key="value" value="17"/>"#))
    }

    /// Copies that differ in words: a label's alignment and an image view's content mode, each an
    /// `Int` parameter that sets the enumeration from its raw value; each placeholder carries its
    /// copy's raw value (`NSTextAlignment.natural` is 4 on iOS, `.center` 1; `UIView.ContentMode`
    /// `.scaleAspectFit` 1, `.center` 4).
    @Test func wordsAreRawValueParametersAndEachCopyKeepsItsOwn() throws {
        let (report, result) = try Self.rewrite("Variants")
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let group = try #require(report.variants.first { $0.copies.first?.objectID == "NAv-Nt-000" })
        let plan = try #require(result.plans.first { $0.cluster.id == group.id })
        #expect(plan.replaced.count == 2)
        #expect(plan.parameters.filter(\.type.isLayout).map(\.type) == [.enumeration, .enumeration])
        let swift = try HolderPortTests.text(result, plan.swiftPath)
        #expect(swift.contains("UIView.ContentMode(rawValue: newValue)"))
        #expect(swift.contains("NSTextAlignment(rawValue: newValue)"))
        let document = try Self.text(result, suffix: "Variants/Notices.xib")
        let first = try Self.placeholder("NAv-Nt-000", in: document)
        let second = try Self.placeholder("NBv-Nt-000", in: document)
        let mode = try #require(plan.parameters.first { $0.name.hasSuffix("ContentMode") }).name
        let alignment = try #require(plan.parameters.first { $0.name.hasSuffix("TextAlignment") }).name
        func value(_ key: String, in placeholder: String) -> String? {
            guard let start = placeholder.range(of: #"keyPath="\#(key)">"#) else { return nil }
            let rest = placeholder[start.upperBound...]
            guard let open = rest.range(of: #"value=""#), let close = rest[open.upperBound...].range(of: #"""#)
            else { return nil }
            return String(rest[open.upperBound..<close.lowerBound])
        }
        #expect(value(mode, in: first) == "1" && value(alignment, in: first) == "4")
        #expect(value(mode, in: second) == "4" && value(alignment, in: second) == "1")
    }

    /// Three exact copies and a paste nudged from them, extracted as one group: the four
    /// placeholders carry their constants, the three the same.
    @Test func aNudgedPasteAndTheExactCopiesItCameFromAreExtractedTogether() throws {
        let (report, result) = try Self.rewrite("Variants")
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let group = try #require(report.variants.first { $0.copies.first?.objectID == "TAv-Tl-000" })
        let plan = try #require(result.plans.first { $0.cluster.id == group.id })
        #expect(plan.replaced.count == 4)
        #expect(plan.parameters.filter(\.type.isLayout).map(\.name) == ["tileLeadingConstant"])
        let document = try Self.text(result, suffix: "Variants/Tiles.xib")
        for (id, constant) in [("TAv-Tl-000", "16"), ("TBv-Tl-000", "16"), ("TCv-Tl-000", "16"), ("TDv-Tl-000", "24")] {
            let placeholder = try Self.placeholder(id, in: document)
            #expect(placeholder.contains(#"<integer key="value" value="\#(constant)"/>"#), "\(id)")
        }
    }

    /// Two constants a copy leaves at 0 (no attribute) and the other sets, in a view whose own
    /// height stays on the placeholder: the xib lacks that constraint, and the values are still
    /// found at the copy's places when re-inflated.
    @Test func constantsAreFoundAtTheCopysPlacesBesideTheRootsOwnSize() throws {
        let (_, result) = try Self.rewrite("Variants")
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let plan = try #require(result.plans.first { $0.className == "SectionTitleView" })
        #expect(plan.parameters.filter(\.type.isLayout).map(\.type) == [.number, .number])
        let document = try Self.text(result, suffix: "Variants/Sections.xib")
        let second = try Self.placeholder("TBv-Tt-000", in: document)
        #expect(second.components(separatedBy: #"<integer key="value" value="19"/>"#).count == 3)
        #expect(second.contains(#"<constraint firstAttribute="height" constant="24" id="TBc-Tt-003"/>"#))
        let first = try Self.placeholder("TAv-Tt-000", in: document)
        #expect(first.components(separatedBy: #"<integer key="value" value="0"/>"#).count == 3)
    }

    /// A classic button's font size through its title label; a field's minimum font size.
    @Test func aButtonsFontSizeAndAFieldsMinimumFontSize() throws {
        let (_, result) = try Self.rewrite("Variants")
        let plan = try #require(result.plans.first { $0.className == "SearchFormView" })
        let swift = try HolderPortTests.text(result, plan.swiftPath)
        #expect(
            swift.contains("set { searchButton.titleLabel?.font = searchButton.titleLabel?.font.withSize(newValue) }"))
        #expect(swift.contains("set { queryTextField.minimumFontSize = newValue }"))
        let document = try Self.text(result, suffix: "Variants/Searches.xib")
        let second = try Self.placeholder("SBv-Sf-000", in: document)
        #expect(
            second.contains(#"<integer key="value" value="17"/>"#)
                && second.contains(#"<integer key="value" value="11"/>"#))
    }

    /// Copies whose subviews come in another order (a label before the image where the other has
    /// the image first; the canonical form sorts such siblings) line their texts up by path, and
    /// re-inflation compares each copy's texts by path too.
    @Test func copiesWithTheirSubviewsInAnotherOrderKeepTheirTexts() throws {
        let (_, result) = try Self.rewrite("Variants")
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let plan = try #require(result.plans.first { $0.className == "BannerView" })
        #expect(plan.replaced.count == 2)
        let document = try Self.text(result, suffix: "Variants/Banners.xib")
        let second = try Self.placeholder("NBv-Bn-000", in: document)
        #expect(second.contains(#"keyPath="bannerText" value="Update ready""#))
        #expect(second.contains(#"<color key="value" red="0.1" green="0.4" blue="0.8""#))
        #expect(try Self.placeholder("NAv-Bn-000", in: document).contains(#"value="Offline mode""#))
    }

    /// A colour of a label of the app's own class is not a parameter.
    ///
    /// The class may set its colour when it wakes, before the placeholder's values, which would
    /// undo it. The group stays inline, with the reason.
    @Test func aLayoutValueOfAViewOfTheAppsOwnClassIsNotAParameter() throws {
        let (report, result) = try Self.rewrite("Variants")
        let group = try #require(report.variants.first { $0.name == "Brand Card" })
        #expect(!result.plans.contains { $0.cluster.id == group.id })
        let skipped = try #require(result.skipped.first { $0.id == group.id })
        #expect(
            skipped.reason
                == .layoutValueOfOwnClass(
                    name: "brandTitleTextColor", path: "view/subviews/label[0]/color#textColor@textColor",
                    className: "BrandLabel"))
        #expect(skipped.reason.id == "layout-value-of-own-class")
    }

    /// AppKit: a text field cell's colour set through the field, a constant through its constraint.
    @Test func appKitTextColourAndConstant() throws {
        let (_, result) = try Self.rewrite("Variants")
        let plan = try #require(result.plans.first { $0.className == "SettingFieldView" })
        #expect(plan.parameters.filter(\.type.isLayout).map(\.type) == [.number, .color])
        let swift = try HolderPortTests.text(result, plan.swiftPath)
        #expect(swift.contains("@IBInspectable var settingValueTextColor: NSColor? {"))
        #expect(swift.contains("set { settingValueField.textColor = newValue }"))
    }

    /// Substituted, a layout value of the root is the class's own property (`self.spacing`).
    @Test func theSubstitutionStyleSetsTheRootsOwnValueOnItself() throws {
        let (_, result) = try Self.rewrite("Variants", style: .substitution)
        #expect(result.dropped.isEmpty, "\(result.dropped.map(\.failure.problem))")
        let plan = try #require(result.plans.first { $0.className == "BadgeView" })
        #expect(plan.style == .substitution)
        let swift = try HolderPortTests.text(result, plan.swiftPath)
        #expect(swift.contains("set { self.spacing = newValue }"))
        #expect(swift.contains("private var designTimeBadgeSpacing: CGFloat = 0"))
        let document = try Self.text(result, suffix: "Variants/Badges.xib")
        #expect(try Self.placeholder("BBk-Bg-000", in: document).contains(#"<integer key="value" value="10"/>"#))
    }

    /// Every wrapper of both fixtures type-checks against the stubs, in both styles.
    @Test(arguments: [StylePreference.automatic, .substitution])
    func theWrappersTypeCheck(_ style: StylePreference) throws {
        var plans: [ExtractionPlan] = []
        for fixture in ["NearMiss", "Variants"] {
            plans += try Self.rewrite(fixture, style: style).result.plans
        }
        #expect(plans.contains { $0.parameters.contains(where: \.type.isLayout) })
        for (framework, platform) in [("UIKit", Platform.iOS), ("AppKit", Platform.macOS)] {
            let wrappers = plans.filter { $0.platform == platform }.map { plan in
                plan.style == .substitution
                    ? SubstitutionSourceRenderer.render(plan).source : SwiftSourceRenderer.wrapper(for: plan)
            }
            guard !wrappers.isEmpty else { continue }
            let check = try GeneratedSwiftTests.typeCheck(wrappers, against: framework)
            #expect(check.status == 0, "\(framework): \(check.output)")
        }
    }

    /// A placeholder that carries another value than its copy had is refused by re-inflation, and
    /// the group alone is dropped.
    @Test func aPlaceholderWithAnotherValueIsRefused() throws {
        let tamper = Self.replacing(
            #"<integer key="value" value="20"/>"#, with: #"<integer key="value" value="24"/>"#,
            in: "NearMiss/Offers.xib")
        let (report, result) = try Self.rewrite("NearMiss", tamper: tamper)
        let dropped = try #require(result.dropped.first)
        #expect(dropped.id == report.variants.first?.id)
        guard case .layoutMismatch = dropped.failure else {
            Issue.record("\(dropped.failure)")
            return
        }
    }

    /// A colour value that names another colour is refused as well.
    @Test func aPlaceholderWithAnotherColourIsRefused() throws {
        let tamper = Self.replacing(
            #"<color key="value" red="0.1" green="0.4""#, with: #"<color key="value" red="0.1" green="0.5""#,
            in: "Variants/Profiles.xib")
        let (_, result) = try Self.rewrite("Variants", tamper: tamper)
        #expect(result.dropped.map(\.className) == ["ProfileRowView"])
    }

    /// The run after the rewrite finds nothing more to do.
    @Test func theNextRunIsANoOp() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/Variants")) { copy in
            let root = copy.deletingLastPathComponent()
            let scan = {
                Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            }
            let options = ExtractionOptions(workingDirectory: root)
            let first = try Rewriter.prepareAll(scan(), options: options)
            #expect(first.plans.count == 8)
            try BatchWriter().write(first.files)
            let second = try Rewriter.prepareAll(scan(), options: options)
            #expect(!second.hasChanges, "\(second.plans.map(\.className))")
        }
    }
}
