import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyKit
@testable import XibifyReporting
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifySupport
@testable import XibifyWorkspace

/// The substitution style (#17) on Fixtures/RuntimeCases: copies whose outside needs the root's
/// own class (an outlet typed `UIStackView`, `UIButton`, `NSBox`, a baseline constraint, a root of
/// its own custom class) become placeholders of a `…Placeholder` class that hands out the xib's
/// object, a subclass of the root's class.
@Suite struct SubstitutionStyleTests {
    static let report = Pipeline.scan(
        ScanOptions(
            paths: ["Fixtures/RuntimeCases"], workingDirectory: TestPaths.packageRoot,
            clustering: ClusteringOptions(minViews: 1)))
    static let result = Result { try Rewriter.prepareAll(report, options: RewriteTests.options()) }

    static func plan(_ className: String) throws -> ExtractionPlan {
        try #require(try result.get().plans.first { $0.className == className }, "no plan \(className)")
    }

    static func file(_ suffix: String) throws -> RenderedFile {
        try #require(try result.get().files.first { $0.displayPath.hasSuffix(suffix) }, "no file \(suffix)")
    }

    static func document(_ suffix: String) throws -> IBDocument {
        try IBDocumentParser.parse(try file(suffix).contents, path: suffix)
    }

    @Test func diffAndOutputsMatchGoldens() throws {
        let result = try Self.result.get()
        let chosen = result.files.filter { $0.displayPath.contains("/Tags/") || $0.displayPath.contains("/Inspector/") }
        #expect(Golden.check(UnifiedDiffRenderer().render(chosen), against: "rewrite/Substitution.diff") == nil)
        for file in chosen where file.original == nil {
            let name = (file.displayPath as NSString).lastPathComponent
            #expect(
                Golden.check(RewriteTests.text(file), against: "rewrite/files/Substitution/\(name)") == nil, "\(name)")
        }
    }

    @Test func aStackViewTheControllerFillsStaysAStackView() throws {
        let plan = try Self.plan("TagRowView")
        #expect(plan.style == .substitution && plan.rootClass == "UIStackView")
        #expect(plan.replaced.count == 2)
        #expect(
            plan.notes.first
                == .substitutionStyle(
                    reason: .rootClass("UIStackView"), placeholder: "TagRowViewPlaceholder", className: "TagRowView",
                    rootClass: "UIStackView"))
        // The placeholder keeps the element kind and its id: the outlet `tagStack` names it.
        let storyboard = try Self.document("Tags/Tags.storyboard")
        let placeholder = try #require(ReferenceIndex(storyboard).elementByID["Ts1-sV-t01"])
        #expect(storyboard.tag(placeholder) == "stackView")
        #expect(storyboard.attribute("customClass", of: placeholder) == "TagRowViewPlaceholder")
        #expect(storyboard.child("subviews", of: placeholder) == nil)
        // The xib's object is the class, with its outlets, and File's Owner is nobody's.
        let xib = try Self.document("Tags/TagRowView.xib")
        let root = try #require(ParsedOutput.topLevelView(of: xib))
        #expect(xib.tag(root) == "stackView" && xib.attribute("customClass", of: root) == "TagRowView")
        let outlets = xib.child("connections", of: root).map { xib.children($0) } ?? []
        #expect(
            outlets.compactMap { xib.attribute("property", of: $0) }.sorted() == ["tagCountLabel", "tagTitleLabel"])
        #expect(FilesOwner.element(in: xib).flatMap { xib.attribute("customClass", of: $0) } == nil)
        // The Swift: a subclass of the root's class, and the placeholder that loads it.
        let swift = String(decoding: try Self.file("Tags/TagRowView.swift").contents, as: UTF8.self)
        #expect(swift.contains("class TagRowView: UIStackView {"))
        #expect(swift.contains("final class TagRowViewPlaceholder: TagRowView {"))
        #expect(swift.contains(#"UINib(nibName: "TagRowView""#))
        let files = try Self.result.get().files
        #expect(!files.contains { $0.displayPath.hasSuffix("Tags/NibView.swift") })
    }

    @Test func rootsThatNibViewKeepsInlineAreExtracted() throws {
        // The action button (outlets typed UIButton, a baseline constraint), the third glass card
        // (an outlet typed by its class) and the help button (baseline-aligned in a stack view).
        let button = try Self.plan("ActionButtonView")
        #expect(button.style == .substitution && button.rootClass == "UIButton" && button.replaced.count == 2)
        let card = try Self.plan("AccountGlassCardView")
        #expect(card.rootClass == "GlassCardView")
        #expect(card.replaced.compactMap(\.objectID).sorted() == ["Gc1-vW-c01", "Gc2-vW-c02", "Gc3-vW-c03"])
        // No member of a substituted class takes a name its root's class already has (the button's
        // title label would be `titleLabel`, which UIButton declares).
        for plan in try Self.result.get().plans where plan.style == .substitution {
            let chain = SubstitutionSourceRenderer.runtimeClass(of: plan).superclasses
            let inherited = InheritedMembers.names(of: chain)
            let declared =
                plan.outlets.map(\.name) + plan.parameters.map(\.name) + plan.ports.map(\.port.name)
                + plan.ports.compactMap(\.method)
            #expect(declared.allSatisfy { !inherited.contains($0) }, "\(plan.className): \(declared)")
        }
        #expect(button.outlets.allSatisfy { $0.name != "titleLabel" })
        let box = try Self.plan("InfoView")
        #expect(box.platform == .macOS && box.rootClass == "NSBox")
        // With --style nibview they stay inline, as before.
        var options = RewriteTests.options()
        options.style = .nibView
        let nibView = try Rewriter.prepareAll(Self.report, options: options)
        #expect(!nibView.plans.contains { ["ActionButtonView", "TagRowView", "InfoView"].contains($0.className) })
    }

    @Test func theReportCountsSubstitutableCopiesAsExtractable() throws {
        let cluster = try #require(Self.report.clusters.first { $0.name == "Tag Row" })
        #expect(cluster.isExtractable)
        #expect(cluster.instances.allSatisfy { $0.blockers.isEmpty && $0.substitutedReferences.count == 1 })
        let text = TextReporter().render(Self.report)
        #expect(text.contains("substitution: 2 references in 2 copies need the root's own class"))
        let json = try JSONDecoder().decode(
            JSONReport.self, from: Data(ReportFormat.json.reporter(color: false).render(Self.report).utf8))
        let tags = try #require(json.clusters.first { $0.name == "Tag Row" })
        #expect(tags.instances.allSatisfy { $0.substitutedReferences?.first?.kind == "rootClass" })
    }

    @Test func aRootConstraintHeldByAnOutletKeepsItsCopyInline() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases/Tags")) { copy in
            let storyboard = copy.appendingPathComponent("Tags.storyboard")
            var text = try String(contentsOf: storyboard, encoding: .utf8)
            // A height constraint of each row's own; the first scene's controller holds the first.
            for (row, y) in [("1", "75"), ("2", "75")] {
                let frame = #"<rect key="frame" x="16" y="\#(y)" width="361" height="21"/>"#
                guard let start = text.range(of: #"id="Ts\#(row)-sV-t0\#(row)""#),
                    let place = text.range(of: frame, range: start.upperBound..<text.endIndex)
                else { continue }
                text.replaceSubrange(
                    place,
                    with: frame
                        + #"<constraints><constraint firstAttribute="height" constant="21" id="Th\#(row)-cN-t0\#(row)"/></constraints>"#
                )
            }
            text = text.replacingOccurrences(
                of: #"<outlet property="tagStack" destination="Ts1-sV-t01" id="To1-oT-t01"/>"#,
                with:
                    #"<outlet property="tagStack" destination="Ts1-sV-t01" id="To1-oT-t01"/><outlet property="rowHeight" destination="Th1-cN-t01" id="Tp1-oT-t01"/>"#
            )
            try Data(text.utf8).write(to: storyboard)
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(
                ScanOptions(
                    paths: [copy.lastPathComponent], workingDirectory: root, clustering: ClusteringOptions(minViews: 1))
            )
            let result = try Rewriter.prepareAll(report, options: RewriteTests.options(root))
            let left = result.skipped.flatMap(\.skippedInstances) + result.plans.flatMap(\.skipped)
            #expect(
                left.contains {
                    $0.instance.objectID == "Ts1-sV-t01"
                        && $0.reasons.contains {
                            if case .ownConstraintOutlet(property: "rowHeight", _) = $0 { true } else { false }
                        }
                })
        }
    }

    @Test func theVerifierRefusesAPlaceholderThatHandsOutAPlainView() throws {
        let result = try Self.result.get()
        let plans = result.plans
        var files = result.files
        // The wrapper declared as a UIView subclass: the outlet `tagStack` would receive no stack view.
        let index = try #require(files.firstIndex { $0.displayPath.hasSuffix("Tags/TagRowView.swift") })
        files[index].declaration?.runtimeClass = RuntimeClass.wrapper("TagRowView", base: "NibView", platform: .iOS)
        #expect(throws: VerificationError.self) {
            try RewriteVerifier(report: Self.report).verify(files, plans: plans)
        }
        // A placeholder of the generated class itself (no substitution): not a placeholder of the plan.
        files = result.files
        let storyboard = try #require(files.firstIndex { $0.displayPath.hasSuffix("Tags/Tags.storyboard") })
        let text = String(decoding: files[storyboard].contents, as: UTF8.self)
        files[storyboard].contents = Array(
            text.replacingOccurrences(of: #"customClass="TagRowViewPlaceholder""#, with: #"customClass="TagRowView""#)
                .utf8)
        #expect(throws: VerificationError.self) {
            try RewriteVerifier(report: Self.report).verify(files, plans: plans)
        }
    }

    @Test func aFinalClassOfTheAppIsNotSubclassed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-final-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            """
            // A final class
            @objc public final class VibrantButton: UIButton {}
            class Open: UIView {}
            @objc(XRenamed) class Renamed: UIView {}
            @objc(XSealedSwift) public final class SealedSwift: UIView {}
            @objc(XAvailable) // shown since iOS 13
            @available(iOS 13.0, *)
            package class Available: UIView {}
            extension Badges {
                @objc(XNested) class Nested: UIView {}
            }

            """.utf8
        ).write(to: folder.appendingPathComponent("Buttons.swift"))
        try Data("__attribute__((objc_subclassing_restricted))\n@interface Sealed : UIView\n@end\n".utf8)
            .write(to: folder.appendingPathComponent("Sealed.h"))
        // A category of the renamed class, in a header that sorts first: no declaration of it.
        try Data("@interface XRenamed (Pulse)\n- (void)pulse;\n@end\n".utf8)
            .write(to: folder.appendingPathComponent("A+Pulse.h"))
        func read(_ name: String) -> AppClass? {
            var found = SourceClassNames.appClass(named: name, under: folder.path, files: .disk)
            found?.path = nil
            return found
        }
        #expect(
            read("VibrantButton")
                == AppClass(
                    swiftName: "VibrantButton", restriction: .final(className: "VibrantButton", file: "Buttons.swift")))
        #expect(
            read("Sealed")
                == AppClass(
                    swiftName: "Sealed", restriction: .subclassingRestricted(className: "Sealed", file: "Sealed.h")))
        #expect(read("Open") == AppClass(swiftName: "Open"))
        // IB names a Swift class by its Objective-C name; Swift subclasses it by its Swift name,
        // whatever attributes, comments and modifiers stand between.
        #expect(read("XRenamed") == AppClass(swiftName: "Renamed"))
        #expect(read("XAvailable") == AppClass(swiftName: "Available"))
        #expect(
            read("XSealedSwift")
                == AppClass(
                    swiftName: "SealedSwift", restriction: .final(className: "XSealedSwift", file: "Buttons.swift")))
        // A nested class is not named by its own name alone: left inline.
        #expect(
            read("XNested")
                == AppClass(
                    swiftName: "Nested",
                    restriction: .objectiveCNameOnly(className: "XNested", swiftName: "Nested", file: "Buttons.swift")))
        #expect(read("Missing") == nil)
    }

    @Test func aGlassCardOfAFinalClassStaysInline() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases/Account")) { copy in
            try Data("import UIKit\n\nfinal class GlassCardView: UIView {}\n".utf8)
                .write(to: copy.appendingPathComponent("GlassCardView.swift"))
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(
                ScanOptions(
                    paths: [copy.lastPathComponent], workingDirectory: root, clustering: ClusteringOptions(minViews: 1))
            )
            let result = try Rewriter.prepareAll(report, options: RewriteTests.options(root))
            let card = try #require(result.skipped.first { $0.summary.contains("Glass Card") })
            #expect(
                card.reason == .rootClassRestricted(.final(className: "GlassCardView", file: "GlassCardView.swift")))
            #expect(!result.plans.contains { $0.rootClass == "GlassCardView" })
        }
    }

    /// A substituted AppKit control's placeholder keeps a cell that draws the copy: its own title,
    /// font and colours, under a new id (#30: GNUstep, which does not run the swap, stopped at a
    /// text cell with no font; Interface Builder without the designable showed a blank control).
    @Test func aSubstitutedAppKitControlKeepsTheCopysCell() throws {
        let plan = try Self.plan("PaneLabelView")
        #expect(plan.style == .substitution && plan.rootClass == "NSTextField")
        let pane = try Self.document("Preferences/GeneralPane.xib")
        let index = ReferenceIndex(pane)
        for (copy, title) in [("Pl1-tF-p01", "Default View:"), ("Pl2-tF-p02", "Startup Page:")] {
            let placeholder = try #require(index.elementByID[copy])
            #expect(pane.tag(placeholder) == "textField")
            let cell = try #require(pane.child("textFieldCell", key: "cell", of: placeholder))
            #expect(pane.attribute("title", of: cell) == title && pane.attribute("alignment", of: cell) == "right")
            #expect(!["Pc1-tC-p01", "Pc2-tC-p02"].contains(pane.attribute("id", of: cell) ?? ""))
            #expect(
                pane.child("font", key: "font", of: cell).flatMap { pane.attribute("metaFont", of: $0) } == "system")
            #expect(pane.child("color", key: "textColor", of: cell) != nil)
        }
    }

    @Test func aMacCustomViewAndAPlainContainerAreNotSubstituted() throws {
        var options = RewriteTests.options()
        options.style = .substitution
        // A plain container gains nothing from substitution, and its identity would be lost.
        let report = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/ShopApp/Settings"], workingDirectory: TestPaths.packageRoot))
        let result = try Rewriter.prepareAll(report, options: options)
        let plain = try #require(result.skipped.first { $0.summary.contains("Form Row") })
        #expect(plain.reason == .substitutedPlainContainer)
        // AppKit makes a custom view of a class with init(frame:): never sent awakeAfter(using:).
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp/Settings")) { copy in
            let xib = copy.appendingPathComponent("AccountSettings.xib")
            let text = try String(contentsOf: xib, encoding: .utf8).replacingOccurrences(
                of: #"userLabel="Form Row">"#, with: #"userLabel="Form Row" customClass="FormRowBox">"#)
            try Data(text.utf8).write(to: xib)
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepareAll(
                report,
                options: {
                    var o = options; o.workingDirectory = root; return o
                }())
            let custom = try #require(result.skipped.first { $0.summary.contains("Form Row") })
            #expect(custom.reason == .substitutedCustomView)
        }
    }

    /// A layout an earlier run extracted in the substitution style, pasted again: the scan groups
    /// the new copies with the xib (whose root is of the generated class and holds its outlets),
    /// and the rewrite makes them placeholders of the existing class, in the style it was written
    /// in, creating nothing; a third run is a no-op (#29, iTerm2's `CommandInfoFieldRow`).
    @Test func newCopiesOfASubstitutedLayoutBecomeItsPlaceholders() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases/Tags")) { copy in
            let root = copy.deletingLastPathComponent()
            let options = RewriteTests.options(root)
            let scan = { RewriteTests.scan(copy.lastPathComponent, in: root) }
            try BatchWriter().write(try Rewriter.prepareAll(scan(), options: options).files)
            // Both scenes pasted again into a new storyboard, one with a text of its own.
            let original = try String(
                contentsOf: TestPaths.fixtures.appendingPathComponent("RuntimeCases/Tags/Tags.storyboard"),
                encoding: .utf8)
            try Data(original.replacingOccurrences(of: #"text="Alice""#, with: #"text="Bob""#).utf8)
                .write(to: copy.appendingPathComponent("TagsAgain.storyboard"))
            let report = scan()
            let cluster = try #require(
                report.clusters.first { $0.instances.contains { $0.file.hasSuffix("TagRowView.xib") } })
            #expect(cluster.instances.filter { $0.file.hasSuffix("TagsAgain.storyboard") }.count == 2)
            let second = try Rewriter.prepareAll(report, options: options)
            let plan = try #require(second.plans.first { $0.className == "TagRowView" })
            #expect(plan.adoptsExistingClass && plan.style == .substitution)
            #expect(plan.replaced.count == 2 && plan.parameters.map(\.name) == ["tagTitle", "tagCountText"])
            #expect(second.files.allSatisfy { $0.original != nil })
            let again = try #require(second.files.first { $0.displayPath.hasSuffix("TagsAgain.storyboard") })
            let document = try IBDocumentParser.parse(again.contents, path: "TagsAgain.storyboard")
            let placeholders = document.elements.indices.filter {
                document.attribute("customClass", of: $0) == "TagRowViewPlaceholder"
            }
            #expect(placeholders.map { document.tag($0) } == ["stackView", "stackView"])
            #expect(String(decoding: again.contents, as: UTF8.self).contains(#"keyPath="tagTitle" value="Bob""#))
            try BatchWriter().write(second.files)
            #expect(!(try Rewriter.prepareAll(scan(), options: options).hasChanges))
        }
    }

    /// Tag rows with an action port: pasted again, they are grouped with the component and adopted.
    ///
    /// Each row has a "Remove" button whose action goes to its scene's controller; the class
    /// forwards it through an action port, so the xib's button sends it to the xib's object. The
    /// scan aims the port's actions outside again when it compares, and each new placeholder
    /// connects the port.
    @Test func newCopiesOfASubstitutedLayoutWithAnActionPortBecomeItsPlaceholders() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases/Tags")) { copy in
            let storyboard = copy.appendingPathComponent("Tags.storyboard")
            var text = try String(contentsOf: storyboard, encoding: .utf8)
            for row in ["1", "2"] {
                let label = #"id="Tc\#(row)-lB-t0\#(row)" userLabel="Tag Count">"#
                let start = try #require(text.range(of: label))
                let end = try #require(text.range(of: "</label>\n", range: start.upperBound..<text.endIndex))
                let button =
                    #"<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" "#
                    + #"contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" "#
                    + #"translatesAutoresizingMaskIntoConstraints="NO" id="Tb\#(row)-bT-t0\#(row)" userLabel="Remove">"#
                    + #"<rect key="frame" x="361" y="0.0" width="0.0" height="21"/>"#
                    + #"<state key="normal" title="Remove"/><connections>"#
                    + #"<action selector="removeTag:" destination="Tv\#(row)-vC-t0\#(row)" eventType="touchUpInside" "#
                    + #"id="Ta\#(row)-aC-t0\#(row)"/></connections></button>\#n"#
                text.insert(contentsOf: button, at: end.upperBound)
            }
            try Data(text.utf8).write(to: storyboard)
            let root = copy.deletingLastPathComponent()
            let options = RewriteTests.options(root)
            let scan = { RewriteTests.scan(copy.lastPathComponent, in: root) }
            let first = try Rewriter.prepareAll(scan(), options: options)
            let made = try #require(first.plans.first { $0.className == "TagRowView" })
            #expect(made.ports.contains { $0.port.kind == .action && $0.port.member == "removeTag:" })
            try BatchWriter().write(first.files)
            try Data(text.utf8).write(to: copy.appendingPathComponent("TagsAgain.storyboard"))
            let second = try Rewriter.prepareAll(scan(), options: options)
            let plan = try #require(second.plans.first, "\(second.skipped.map(\.reason.id))")
            #expect(plan.className == "TagRowView" && plan.adoptsExistingClass && plan.replaced.count == 2)
            #expect(second.files.allSatisfy { $0.original != nil })
            try BatchWriter().write(second.files)
            #expect(!(try Rewriter.prepareAll(scan(), options: options).hasChanges))
        }
    }

    /// New copies of a substituted layout that the run is told to extract in the NibView style
    /// stay inline with the reason, instead of a second class of that layout.
    @Test func aComponentOfTheOtherStyleIsNamedNotDuplicated() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases/Tags")) { copy in
            let root = copy.deletingLastPathComponent()
            try BatchWriter().write(
                try Rewriter.prepareAll(
                    RewriteTests.scan(copy.lastPathComponent, in: root), options: RewriteTests.options(root)
                ).files)
            try FileManager.default.copyItem(
                at: TestPaths.fixtures.appendingPathComponent("RuntimeCases/Tags/Tags.storyboard"),
                to: copy.appendingPathComponent("TagsAgain.storyboard"))
            var options = RewriteTests.options(root)
            options.style = .nibView
            let second = try Rewriter.prepareAll(RewriteTests.scan(copy.lastPathComponent, in: root), options: options)
            #expect(second.plans.isEmpty && !second.hasChanges)
            let skipped = try #require(second.skipped.first)
            guard case .componentOfOtherStyle(let className, let written, let wanted) = skipped.reason else {
                Issue.record("skipped for \(skipped.reason.id)")
                return
            }
            #expect(className == "TagRowView" && written == .substitution && wanted == .nibView)
        }
    }

    /// A substitution wrapper read back: its style, base class, outlets and properties; any
    /// conditional compilation other than the two the renderer writes makes it unreadable.
    @Test func aSubstitutionWrapperIsReadBack() throws {
        let source = try Self.file("Tags/TagRowView.swift").contents
        let path = "/project/Tags/TagRowView.swift"
        let read = { (bytes: [UInt8]) in
            ExistingWrapper.read(
                path: path, className: "TagRowView", platform: .iOS,
                files: WorkspaceFiles(overlay: [path: bytes]))
        }
        let wrapper = try #require(read(source))
        #expect(wrapper.style == .substitution && wrapper.baseClass == "UIStackView")
        #expect(Set(wrapper.declaration.outlets) == ["tagTitleLabel", "tagCountLabel"])
        #expect(Set(wrapper.properties.values) == ["tagTitle", "tagCountText"])
        let text = String(decoding: source, as: UTF8.self)
        let hidden = text.replacingOccurrences(
            of: "    @IBInspectable var tagTitle", with: "    #if DEBUG\n    #endif\n    @IBInspectable var tagTitle")
        #expect(read(Array(hidden.utf8)) == nil)
        // A property declared only for Interface Builder is not the app's: not counted.
        let designOnly = text.replacingOccurrences(
            of: "    @IBInspectable var tagCountText",
            with: "    #if TARGET_INTERFACE_BUILDER\n    @IBInspectable var tagCountText"
        )
        .replacingOccurrences(
            of: "        set { tagCountLabel.text = newValue }\n    }\n",
            with: "        set { tagCountLabel.text = newValue }\n    }\n    #endif\n")
        let read2 = try #require(read(Array(designOnly.utf8)))
        #expect(Set(read2.properties.values) == ["tagTitle"])
        // Without its placeholder class it is not a wrapper of either style.
        let alone = text.replacingOccurrences(of: "final class TagRowViewPlaceholder", with: "final class Other")
        #expect(read(Array(alone.utf8)) == nil)
    }

    /// macOS: a pane pasted with new boxes becomes placeholders of the substituted `InfoView`.
    ///
    /// Its name is short enough that the doc comment's wrapping once split the marker a later run
    /// looks for, and its xib object holds an outlet to itself (the box's title is a parameter).
    /// A third run is a no-op.
    @Test func newBoxesOfASubstitutedMacLayoutBecomeItsPlaceholders() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("RuntimeCases/Inspector")) { copy in
            let root = copy.deletingLastPathComponent()
            let options = RewriteTests.options(root)
            let scan = { RewriteTests.scan(copy.lastPathComponent, in: root) }
            try BatchWriter().write(try Rewriter.prepareAll(scan(), options: options).files)
            let swift = try String(contentsOf: copy.appendingPathComponent("InfoView.swift"), encoding: .utf8)
            #expect(swift.contains("/// " + GeneratedMarker.wrapper) || swift.contains(" " + GeneratedMarker.wrapper))
            let pane = try String(
                contentsOf: TestPaths.fixtures.appendingPathComponent("RuntimeCases/Inspector/InspectorPane.xib"),
                encoding: .utf8)
            try Data(pane.replacingOccurrences(of: #"title="General""#, with: #"title="Privacy""#).utf8)
                .write(to: copy.appendingPathComponent("OtherPane.xib"))
            let second = try Rewriter.prepareAll(scan(), options: options)
            let plan = try #require(second.plans.first { $0.className == "InfoView" })
            #expect(plan.adoptsExistingClass && plan.style == .substitution && plan.replaced.count == 2)
            #expect(second.files.allSatisfy { $0.original != nil })
            try BatchWriter().write(second.files)
            #expect(!(try Rewriter.prepareAll(scan(), options: options).hasChanges))
        }
    }

    /// The marker is found where an earlier renderer's wrapping broke it over two comment lines,
    /// and nowhere else.
    @Test func theMarkerIsFoundAcrossADocCommentsLineBreak() {
        let split = "/// … replaced it. Generated by\n/// xibify.\nclass InfoView: NSBox {}"
        #expect(GeneratedMarker.occurs(GeneratedMarker.wrapper, in: Array(split.utf8)))
        #expect(GeneratedMarker.occurs(GeneratedMarker.wrapper, in: Array("/// Generated by xibify.".utf8)))
        #expect(!GeneratedMarker.occurs(GeneratedMarker.wrapper, in: Array("/// Generated by hand; xibify.".utf8)))
        #expect(!GeneratedMarker.occurs(GeneratedMarker.wrapper, in: Array("/// Generatedby xibify.".utf8)))
    }
}
