import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWorkspace

/// Classes of problems the field trial met on real apps, each reproduced by a fixture of
/// `Fixtures/FieldCases` (#26).
@Suite struct FieldCaseTests {
    static func scan(_ paths: [String]) -> ScanReport {
        Pipeline.scan(
            ScanOptions(
                paths: paths.map { "Fixtures/FieldCases/" + $0 }, workingDirectory: TestPaths.packageRoot))
    }

    /// Whether the verifier refuses the batch with one text replaced in the file at `path` (and
    /// the replacement changed something).
    static func refuses(
        _ result: RewriteResult, report: ScanReport, in path: String, replacing old: String, with new: String
    ) -> Bool {
        var changed = false
        let tampered = result.files.map { file in
            var file = file
            if file.path == path {
                let text = String(decoding: file.contents, as: UTF8.self)
                file.contents = Array(text.replacingOccurrences(of: old, with: new).utf8)
                changed = text.contains(old)
            }
            return file
        }
        guard changed else { return false }
        do {
            try RewriteVerifier(report: report).verify(tampered, plans: result.plans)
            return false
        } catch {
            return true
        }
    }

    /// A document copied whole per language (before Base internationalisation) holds one view
    /// per language, not pastes of it.
    @Test func perLanguageCopiesOfOneDocumentAreNotPastes() throws {
        let languages = Self.scan(["PerLanguage/en.lproj", "PerLanguage/fr.lproj", "PerLanguage/de.lproj"])
        #expect(languages.documents.count == 3)
        #expect(languages.clusters.isEmpty, "\(languages.clusters.map(\.summary))")
        // A real paste in another document makes them a cluster again: each language's copy
        // stays a copy of its own (its texts differ), beside the pasted one.
        let withPaste = Self.scan(["PerLanguage"])
        let cluster = try #require(withPaste.clusters.first)
        #expect(withPaste.clusters.count == 1)
        #expect(
            cluster.instances.map(\.file) == [
                "Fixtures/FieldCases/PerLanguage/Sheet.xib", "Fixtures/FieldCases/PerLanguage/de.lproj/Panel.xib",
                "Fixtures/FieldCases/PerLanguage/en.lproj/Panel.xib",
                "Fixtures/FieldCases/PerLanguage/fr.lproj/Panel.xib",
            ])
    }

    /// Old Xcode versions wrote a text view's `minSize` and `maxSize` twice; a xib made of such a
    /// copy keeps the repeats it had, and is verified against the copy, not against none.
    @Test func aCopyThatRepeatsAKeyIsExtractedWithItsRepeats() throws {
        let report = Self.scan(["RepeatedKeys"])
        let options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        let result = try Rewriter.prepareAll(report, options: options)
        let plan = try #require(result.plans.first)
        #expect(result.plans.count == 1 && plan.replaced.count == 2)
        let xib = try #require(result.files.first { $0.path == plan.xibPath })
        let text = String(decoding: xib.contents, as: UTF8.self)
        #expect(text.components(separatedBy: "<size key=\"minSize\"").count - 1 == 2)
        // One repeat more than the copy had is still refused.
        let doubled = Array(
            text.replacingOccurrences(
                of: "<size key=\"maxSize\"",
                with: "<size key=\"maxSize\" width=\"1\" height=\"1\"/><size key=\"maxSize\""
            ).utf8)
        let tampered = result.files.map { file in
            var file = file
            if file.path == plan.xibPath { file.contents = doubled }
            return file
        }
        #expect(throws: VerificationError.self) {
            try RewriteVerifier(report: report).verify(tampered, plans: result.plans)
        }
    }

    /// An app whose project XcodeGen generates from `project.yml` (no `.xcodeproj`) is one module.
    ///
    /// Every folder under `App/` is compiled by its target. Its wrappers take names unique in the module and never a
    /// SwiftUI type's (a SwiftUI file there calls `ProgressView()`), share one `NibView`, and
    /// never subclass the module's `final` class in another folder; a class IB names by the
    /// Objective-C name of a Swift class (`@objc(XGBadgeView) class BadgeView`) is subclassed by
    /// its Swift name.
    /// A class subclassed by its Swift name must be one the generated class's targets compile:
    /// with `BadgeView.swift` moved to a framework target (another module), the badges stay
    /// inline (`objective-c-name-only`) instead of naming a type the app module cannot see.
    @Test func aSwiftNameFromAnotherModuleIsNotSubclassed() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/XcodeGenApp")) { copy in
            let spec = copy.appendingPathComponent("project.yml")
            let text = try String(contentsOf: spec, encoding: .utf8)
                .replacingOccurrences(
                    of: "    sources: [App]\n",
                    with: """
                            sources:
                              - path: App
                                excludes: ["Common/BadgeView.swift"]
                          Kit:
                            type: framework
                            platform: iOS
                            sources: [App/Common/BadgeView.swift]

                        """)
            try Data(text.utf8).write(to: spec)
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: root))
            #expect(!result.plans.contains { $0.rootClass == "XGBadgeView" })
            #expect(
                result.skipped.map(\.reason).contains(
                    .rootClassRestricted(
                        .objectiveCNameOnly(className: "XGBadgeView", swiftName: "BadgeView", file: "BadgeView.swift"))),
                "\(result.skipped.map(\.reason.id))")
        }
    }

    @Test func anXcodeGenAppIsOneModuleAcrossItsFolders() throws {
        let report = Self.scan(["XcodeGenApp"])
        let options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        let result = try Rewriter.prepareAll(report, options: options)
        let names = result.plans.map(\.className).sorted()
        // The badges (`XGBadgeView`, labelled "Progress") take the downloads' name first.
        #expect(names == ["DownloadsProgressView", "ProgressView2", "UploadsProgressView"])
        #expect(names.allSatisfy { !FrameworkTypeNames.unprefixed.contains($0) })
        let bases = result.files.filter { $0.declaresBaseClass == "NibView" }
        #expect(bases.count == 1, "\(bases.map(\.path))")
        let reasons = result.skipped.map(\.reason)
        #expect(
            reasons.contains(
                .rootClassRestricted(.final(className: "CardBackgroundView", file: "CardBackgroundView.swift"))))
        // A root whose class IB names by the Objective-C name of a Swift class is subclassed by its
        // Swift name.
        let badge = try #require(result.plans.first { $0.rootClass == "XGBadgeView" })
        #expect(badge.rootSwiftName == "BadgeView")
        let badgeSource = try #require(result.files.first { $0.path == badge.swiftPath })
        #expect(String(decoding: badgeSource.contents, as: UTF8.self).contains("class \(badge.className): BadgeView {"))
        #expect(!reasons.contains { $0.id.hasPrefix("root-class-objective-c") })
        // The spec's target App builds every folder: the files join it when the project is
        // generated again, and the module is the target's.
        let projects = ExtractionPlanner(options: options).projects(of: report)
        for file in result.files where file.kind == .swift {
            #expect(file.joins.map(\.target.name) == ["App"], "\(file.path)")
            #expect(file.joins.allSatisfy { $0.way == .specSources(projects.specs.keys.first ?? "") })
        }
        // A second NibView in the module is refused.
        var second = try #require(bases.first)
        second.path = (second.path as NSString).deletingLastPathComponent + "/../Uploads/NibView.swift"
        second.path = (second.path as NSString).standardizingPath
        #expect(throws: VerificationError.self) {
            try RewriteVerifier(report: report, projects: projects).verify(result.files + [second], plans: result.plans)
        }
    }

    /// The targets of an XcodeGen spec decide which module builds each new file.
    ///
    /// `Fixtures/FieldCases/XcodeGenTargets` (#29): targets declared in included specs, the app's
    /// module named by a template; a banner pasted twice into a folder that the app and its
    /// widget both build; price and stock rows pasted into the app's checkout and the kit
    /// framework's screen. A new file joins a spec target only through the folders its sources
    /// take in: the banner's class and one `NibView` serve the app and the widget from `Shared/`;
    /// the rows' class is the app's, and the kit's copies stay inline (no folder serves both).
    @Test func anXcodeGenSpecsTargetsDecideTheModule() throws {
        let report = Self.scan(["XcodeGenTargets"])
        let options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        let result = try Rewriter.prepareAll(report, options: options)
        let projects = ExtractionPlanner(options: options).projects(of: report)
        #expect(result.plans.count == 2 && result.skipped.isEmpty, "\(result.skipped.map(\.reason.id))")
        func joined(_ suffix: String) -> [String] {
            result.files.first { $0.path.hasSuffix(suffix) }?.joins.map(\.target.name) ?? []
        }
        let banner = try #require(result.plans.first { $0.template.file.hasSuffix("Banner.xib") })
        let rows = try #require(result.plans.first { $0.template.file.hasSuffix("Checkout.xib") })
        #expect(joined("Shared/\(banner.className).swift") == ["Shop Mobile", "ShopWidget"])
        #expect(joined("Shared/\(banner.className).xib") == ["Shop Mobile", "ShopWidget"])
        #expect(joined("App/Checkout/\(rows.className).swift") == ["Shop Mobile"])
        // The test bundle names Checkout.xib itself: it copies the document, not the new xib.
        #expect(joined("App/Checkout/\(rows.className).xib") == ["Shop Mobile"])
        #expect(banner.module == .target("Shop") && rows.module == .target("Shop"))
        #expect(rows.replaced.count == 3)
        let kit = rows.skipped.filter { $0.instance.file.hasSuffix("KitScreen.xib") }
        #expect(kit.count == 2 && kit.allSatisfy { $0.reasons == [.builtByOtherTargets(["ShopKit (project.yml)"])] })
        // A document under the spec that no target builds gets no class either.
        let drafts = rows.skipped.filter { $0.instance.file.hasSuffix("Drafts/Draft.xib") }
        #expect(drafts.count == 1 && drafts.allSatisfy { $0.reasons == [.builtByOtherTargets([])] })
        // One NibView for both modules, in the folder both build.
        let bases = result.files.filter { $0.declaresBaseClass == "NibView" }
        #expect(bases.map { ($0.path as NSString).lastPathComponent } == ["NibView.swift"])
        #expect(bases.first?.path.hasSuffix("Shared/NibView.swift") == true)
        #expect(bases.first?.joins.map(\.target.name) == ["Shop Mobile", "ShopWidget"])
        #expect(VerificationCase.refusal(result.files, plans: result.plans, report: report, projects: projects) == nil)
        // A second one in the app's folder, which the app's sources take in by themselves, makes
        // two in module Shop: refused, whatever the plan says it joins.
        var second = try #require(bases.first)
        second.path = (second.path as NSString).deletingLastPathComponent + "/../App/Checkout/NibView.swift"
        second.path = (second.path as NSString).standardizingPath
        second.joins = []
        let error = VerificationCase.refusal(
            result.files + [second], plans: result.plans, report: report, projects: projects)
        #expect(error?.check == "module" && error?.code == "base-class-count", "\(String(describing: error))")
    }

    /// An app whose project Tuist generates from `Project.swift` (no `.xcodeproj`) is one module
    /// across its folders, as far as the manifest's literals say.
    ///
    /// `Fixtures/FieldCases/TuistApp`: the app target Shop takes in `App/**` and `Shared/**`
    /// (its IB files by resource globs); the promo card pasted into `App/Screens/Cart.storyboard`
    /// and `Shared/Views/Promo.xib` gets one class and one `NibView.swift` in module Shop; the
    /// copy in `Features/Search`, built by a target that code makes, stays inline.
    @Test func aTuistAppIsOneModuleAcrossItsFolders() throws {
        let report = Self.scan(["TuistApp"])
        let options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        let result = try Rewriter.prepareAll(report, options: options)
        let projects = ExtractionPlanner(options: options).projects(of: report)
        let manifest = try #require(projects.specs.keys.first)
        #expect(projects.specs.count == 1 && manifest.hasSuffix("TuistApp/Project.swift"))
        // The feature target made by `feature("Search")` is not read.
        #expect(projects.targets(in: manifest).map(\.name) == ["Shop", "ShopKit", "ShopTests"])
        #expect(projects.targets(in: manifest).map(\.displayName).first == "Shop (Project.swift)")
        #expect(result.plans.count == 1, "\(result.skipped.map(\.reason.id))")
        let plan = try #require(result.plans.first)
        #expect(plan.module == .target("Shop") && plan.targets.map(\.name) == ["Shop"])
        #expect(plan.replaced.count == 2)
        let search = plan.skipped.filter { $0.instance.file.hasSuffix("Features/Search/SearchPromo.xib") }
        #expect(search.count == 1 && search.allSatisfy { $0.reasons == [.builtByOtherTargets([])] })
        // Every new file joins Shop by the manifest's globs: nothing to add to a project.
        let created = result.files.filter { $0.original == nil }
        #expect(created.count == 3, "\(created.map(\.path))")
        for file in created {
            #expect(file.joins.map(\.target.name) == ["Shop"], "\(file.path)")
            #expect(file.joins.allSatisfy { $0.way == .specSources(manifest) && !$0.needsProjectEdit })
        }
        let bases = result.files.filter { $0.declaresBaseClass == "NibView" }
        #expect(bases.count == 1, "\(bases.map(\.path))")
        // Both documents, in two folders of the module, name the class in module Shop.
        for document in ["App/Screens/Cart.storyboard", "Shared/Views/Promo.xib"] {
            let file = try #require(result.files.first { $0.path.hasSuffix(document) })
            let text = String(decoding: file.contents, as: UTF8.self)
            #expect(text.contains("customClass=\"\(plan.className)\" customModule=\"Shop\""), "\(document)")
        }
        #expect(VerificationCase.refusal(result.files, plans: result.plans, report: report, projects: projects) == nil)
        // A second NibView in the other folder of the module is refused.
        var second = try #require(bases.first)
        let otherFolder = second.path.contains("/Shared/") ? "App/Screens" : "Shared/Views"
        second.path = (manifest as NSString).deletingLastPathComponent + "/" + otherFolder + "/NibView.swift"
        second.joins = []
        let error = VerificationCase.refusal(
            result.files + [second], plans: result.plans, report: report, projects: projects)
        #expect(error?.check == "module" && error?.code == "base-class-count", "\(String(describing: error))")
    }

    /// An Objective-C app's targets receive a Swift class only where Xcode can compile it.
    ///
    /// `Fixtures/FieldCases/ObjectiveCApp` (#29): Notes sets no `SWIFT_VERSION`, Archive names a
    /// bridging header that does not exist, Outbox's copies are of an Objective-C class no
    /// bridging header shows Swift. Inbox sets its version in an `.xcconfig` it includes, and its
    /// bridging header imports, through another header, the class its copies are of.
    @Test func anObjectiveCTargetGetsSwiftOnlyWhereXcodeCompilesIt() throws {
        let report = Self.scan(["ObjectiveCApp"])
        let options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        let result = try Rewriter.prepareAll(report, options: options)
        #expect(result.plans.map(\.className) == ["UnreadRowView"])
        let inbox = try #require(result.plans.first)
        #expect(inbox.style == .substitution && inbox.rootClass == "UnreadBadge")
        #expect(inbox.joins[inbox.swiftPath]?.map(\.target.name) == ["Inbox"])
        var reasons: [String: SkipReason] = [:]
        for label in ["Note Row", "Archive Row", "Status Row"] {
            reasons[label] = result.skipped.first { $0.summary.contains("\"\(label)\"") }?.reason
        }
        #expect(
            reasons["Note Row"]
                == .targetNotReady(
                    .noSwiftVersion(target: "Notes (Notes.xcodeproj)", configurations: ["Debug", "Release"])),
            "\(reasons.mapValues(\.id))")
        #expect(
            reasons["Archive Row"]
                == .targetNotReady(
                    .missingBridgingHeader(
                        target: "Archive (Notes.xcodeproj)",
                        header: "Fixtures/FieldCases/ObjectiveCApp/Archive/Archive-Bridging-Header.h")),
            "\(reasons.mapValues(\.id))")
        #expect(
            reasons["Status Row"]
                == .targetNotReady(
                    .hiddenObjectiveCClass(
                        className: "SendStatusView",
                        header: "Fixtures/FieldCases/ObjectiveCApp/Outbox/SendStatusView.h",
                        target: "Outbox (Notes.xcodeproj)", hasBridgingHeader: false)),
            "\(reasons.mapValues(\.id))")
        // The verifier refuses the class in a target that cannot compile it: Inbox's plan, moved
        // to Notes's target.
        let projects = ProjectIndex.load(
            for: report.documents.map { TestPaths.packageRoot.appendingPathComponent($0.path).path }, files: .disk)
        let notes = try #require(projects.projects.values.first?.targets.first { $0.name == "Notes" })
        var tampered = inbox
        tampered.joins[inbox.swiftPath] = inbox.joins[inbox.swiftPath]?.map { join in
            var join = join
            join.target = notes
            return join
        }
        #expect(throws: VerificationError.self) {
            try CompiledSwiftCheck(files: result.files, projects: projects, plans: [tampered]).run()
        }
        try CompiledSwiftCheck(files: result.files, projects: projects, plans: result.plans).run()
    }

    /// What the targets' settings say about Swift, read through `.xcconfig` includes, and what a
    /// bridging header shows Swift, through the headers it imports.
    @Test func swiftSettingsAreReadThroughConfigurationFilesAndHeaders() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("FieldCases/ObjectiveCApp").path
        let project = try #require(XcodeProject(path: folder + "/Notes.xcodeproj/project.pbxproj", files: .disk))
        let targets = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.swift) })
        #expect(targets["Notes"]?.configurationsWithoutVersion == ["Debug", "Release"])
        #expect(targets["Inbox"]?.configurationsWithoutVersion == [])
        #expect(targets["Inbox"]?.bridgingHeaders == [folder + "/Inbox/Inbox-Bridging-Header.h"])
        #expect(targets["Archive"]?.bridgingHeaders == [folder + "/Archive/Archive-Bridging-Header.h"])
        #expect(targets["Outbox"]?.bridgingHeaders == [] && targets["Outbox"]?.configurationsWithoutVersion == [])
        let imports = ObjectiveCImports(roots: [folder], files: .disk)
        #expect(imports.interfaces(reachedFrom: [folder + "/Inbox/Inbox-Bridging-Header.h"]) == ["UnreadBadge"])
        #expect(imports.interfaceHeaders()["SendStatusView"] == folder + "/Outbox/SendStatusView.h")
        // A category or class extension declares no class.
        #expect(
            ObjectiveCImports.interfaces(in: "@interface UIView (Badge)\n@end\n@interface Row : UIView\n") == ["Row"])
        #expect(
            SwiftSettings.expanded("$(PROJECT_DIR)/A/B.h", variables: ["PROJECT_DIR": "/p", "SRCROOT": "/p"])
                == "/p/A/B.h")
        #expect(SwiftSettings.expanded("$(CONFIGURATION)/B.h", variables: ["SRCROOT": "/p"]) == nil)
        // A file included twice is read each time, where it stands; a cycle ends.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        for (name, text) in [
            ("A.xcconfig", "#include \"D.xcconfig\"\nSWIFT_VERSION = 4.0\n#include \"C.xcconfig\"\n"),
            ("C.xcconfig", "#include \"D.xcconfig\"\n#include \"A.xcconfig\"\n"),
            ("D.xcconfig", "SWIFT_VERSION = 5.0 // the shared one\n"),
        ] {
            try Data(text.utf8).write(to: temporary.appendingPathComponent(name))
        }
        var reads = 0
        let settings = SwiftSettings.xcconfigSettings(
            at: temporary.appendingPathComponent("A.xcconfig").path, reads: &reads, files: .disk)
        #expect(settings["SWIFT_VERSION"] == "5.0" && reads == 5, "\(settings) \(reads)")
    }

    /// An inner view's accessibility identifier identifies that view in each copy.
    ///
    /// `Fixtures/FieldCases/InnerIdentity` (element-ios's server fields, the field trial's
    /// review): two rows whose label and chevron carry identifiers of their own become one layout
    /// with the identifiers as parameters, each placeholder restating its own; a third row with
    /// none is another layout. The identifiers were once dropped with the copy, every copy then
    /// answering to the template's.
    @Test func innerAccessibilityIdentifiersStayPerCopy() throws {
        let report = Self.scan(["InnerIdentity"])
        let cluster = try #require(report.clusters.first)
        #expect(report.clusters.count == 1 && cluster.instances.count == 2)
        #expect(
            cluster.parameters.map(\.name) == [
                "titleText", "titleAccessibilityIdentifier", "chevronAccessibilityIdentifier",
            ])
        let options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        let result = try Rewriter.prepareAll(report, options: options)
        let edited = try #require(result.files.first { $0.displayPath.hasSuffix("ServerSettings.xib") })
        let text = String(decoding: edited.contents, as: UTF8.self)
        for identifier in ["SettingsHSLabel", "SettingsHSChevron", "SettingsISLabel", "SettingsISChevron"] {
            #expect(text.contains("value=\"\(identifier)\""), "\(identifier)")
        }
        // A placeholder that does not restate its copy's identifier is refused.
        #expect(
            Self.refuses(
                result, report: report, in: edited.path,
                replacing:
                    #"<userDefinedRuntimeAttribute type="string" keyPath="titleAccessibilityIdentifier" value="SettingsISLabel"/>"#,
                with: ""))
    }

    /// A root with a class of its own keeps each copy's identity.
    ///
    /// `Fixtures/FieldCases/RootIdentity` (#30, element-ios's call buttons): three buttons alike
    /// but for their images and their accessibility identifiers and labels. A button's identity is
    /// the button's, so it stays in the canonical form: the identifiers and labels are parameters
    /// that each placeholder restates, in either style, and UI tests find every button by its own
    /// identifier, not all three by the template's. A fourth button with no identifier is another
    /// layout. Two buttons alike but for their identifiers, connected to nothing, are still a
    /// styling duplicate: left inline, each with its own.
    @Test(arguments: [StylePreference.substitution, .nibView])
    func aRootsOwnIdentityStaysPerCopy(style: StylePreference) throws {
        let report = Pipeline.scan(
            ScanOptions(
                paths: ["Fixtures/FieldCases/RootIdentity"], workingDirectory: TestPaths.packageRoot,
                clustering: ClusteringOptions(minViews: 1)))
        #expect(report.clusters.count == 2, "\(report.clusters.map(\.summary))")
        let buttons = try #require(report.clusters.first { $0.instances.count == 3 })
        #expect(
            buttons.parameters.map(\.path).sorted() == [
                "button/accessibility#accessibilityConfiguration@identifier",
                "button/accessibility#accessibilityConfiguration@label", "button/state#normal@image",
            ])
        let keys = try #require(report.clusters.first { $0.instances.count == 2 })
        #expect(keys.parameters.map(\.path) == ["button/accessibility#accessibilityConfiguration@identifier"])
        #expect(keys.isStylingDuplicate && !keys.isExtractable)

        var options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        options.style = style
        let result = try Rewriter.prepareAll(report, options: options)
        #expect(result.plans.count == 1 && result.plans.first?.replaced.count == 3)
        #expect(result.skipped.map(\.reason) == [.stylingDuplicate(identifiersDiffer: true)])
        let edited = try #require(result.files.first { $0.displayPath.hasSuffix("CallControls.xib") })
        let text = String(decoding: edited.contents, as: UTF8.self)
        let document = try IBDocumentParser.parse(edited.contents, path: edited.displayPath)
        let index = ReferenceIndex(document)
        let identifierKey = try #require(
            result.plans.first?.parameters.first { $0.path.hasSuffix("@identifier") }?.name)
        for (copy, identifier) in [
            ("Bv1-Bt-001", "CallVideoMuteButton"), ("Bm1-Bt-002", "CallAudioMuteButton"),
            ("Bs1-Bt-003", "CallSpeakerButton"),
        ] {
            let placeholder = try #require(index.elementByID[copy])
            let attributes = try #require(document.child("userDefinedRuntimeAttributes", of: placeholder))
            let restated = document.children(attributes).first {
                document.attribute("keyPath", of: $0) == identifierKey
            }
            #expect(restated.flatMap { document.attribute("value", of: $0) } == identifier, "\(copy)")
        }
        // The copies left inline keep their own identifiers.
        for identifier in ["CallInfoButton", "CallDetailsButton"] {
            #expect(text.contains("identifier=\"\(identifier)\""), "\(identifier)")
        }
        // A placeholder that does not restate its copy's identifier is refused.
        #expect(
            Self.refuses(
                result, report: report, in: edited.path,
                replacing: #"keyPath="\#(identifierKey)" value="CallAudioMuteButton"/>"#,
                with: #"keyPath="\#(identifierKey)" value="CallVideoMuteButton"/>"#))
    }

    /// The cells substituted macOS placeholders keep still find what they name.
    ///
    /// `Fixtures/FieldCases/MacCells` (#30, the review of the kept cells): two export buttons whose
    /// cells show the image `export_arrow`, and two captions whose cells use the named colour
    /// `CaptionColor`, each used by nothing else in the document. The placeholders keep the
    /// copies' cells, so the document keeps both `<resources>` entries (Xcode needs one for every
    /// image and colour name a document uses); the xibs get their own.
    @Test func theCellsMacPlaceholdersKeepKeepTheirResources() throws {
        let report = Pipeline.scan(
            ScanOptions(
                paths: ["Fixtures/FieldCases/MacCells"], workingDirectory: TestPaths.packageRoot,
                clustering: ClusteringOptions(minViews: 1)))
        let result = try Rewriter.prepareAll(
            report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        #expect(result.plans.count == 2 && result.plans.allSatisfy { $0.style == .substitution })
        let file = try #require(result.files.first { $0.path.hasSuffix("MacCells/Export.xib") })
        let edited = try IBDocumentParser.parse(file.contents, path: file.displayPath)
        let index = ReferenceIndex(edited)
        let entries = ResourceReferences.entries(of: edited)
        #expect(Set(entries.keys.map(\.name)) == ["export_arrow", "CaptionColor"], "\(entries.keys)")
        for id in ["Eb1-bT-e01", "Eb2-bT-e02"] {
            let placeholder = try #require(index.elementByID[id])
            let cell = try #require(edited.child("buttonCell", key: "cell", of: placeholder))
            #expect(edited.attribute("image", of: cell) == "export_arrow")
        }
        for id in ["Et1-tF-e01", "Et2-tF-e02"] {
            let placeholder = try #require(index.elementByID[id])
            let cell = try #require(edited.child("textFieldCell", key: "cell", of: placeholder))
            #expect(
                edited.child("color", key: "textColor", of: cell).flatMap { edited.attribute("name", of: $0) }
                    == "CaptionColor")
        }
    }

    /// Code that colours, rounds or shadows the view an outlet holds still shows.
    ///
    /// `Fixtures/FieldCases/StyledByCode`, #30: the outlet holds the `NibView` placeholder, which
    /// carries no background or layer looks of its own, so the `NibView` takes its plain content's
    /// background, corners, clipping, border and shadow when it loads it and the content is clear.
    /// The xib keeps them (the cards' green, their 8-point corners set as a runtime attribute,
    /// `clipsSubviews`), their one source.
    @Test func theViewCodeStylesShowsTheBackground() throws {
        let report = Self.scan(["StyledByCode"])
        let result = try Rewriter.prepareAll(
            report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        let plan = try #require(result.plans.first)
        #expect(result.plans.count == 1 && plan.style == .nibView && plan.replaced.count == 2)
        let storyboard = try #require(result.files.first { $0.path.hasSuffix("Habits.storyboard") })
        let edited = try IBDocumentParser.parse(storyboard.contents, path: storyboard.displayPath)
        let index = ReferenceIndex(edited)
        for (card, controller) in [("Dc1-cD-s01", "Dy1-vC-s01"), ("Tc1-cD-s02", "Td1-vC-s02")] {
            // The controller's outlet still names the card: the placeholder, of the generated class.
            let placeholder = try #require(index.elementByID[card])
            #expect(edited.attribute("customClass", of: placeholder) == plan.className)
            #expect(edited.child("color", key: "backgroundColor", of: placeholder) == nil)
            // The tint is the placeholder's, so a tint code gives it reaches the content.
            #expect(edited.child("color", key: "tintColor", of: placeholder) != nil)
            let holder = try #require(index.elementByID[controller])
            let outlets = try #require(edited.child("connections", of: holder))
            #expect(
                edited.children(outlets).contains {
                    edited.attribute("property", of: $0) == "statusCard"
                        && edited.attribute("destination", of: $0) == card
                })
        }
        let xib = try #require(result.files.first { $0.path == plan.xibPath })
        let component = try IBDocumentParser.parse(xib.contents, path: xib.displayPath)
        let root = try #require(ParsedOutput.topLevelView(of: component))
        #expect(component.child("color", key: "backgroundColor", of: root) != nil)
        #expect(component.child("color", key: "tintColor", of: root) == nil, "the content inherits the tint")
        #expect(component.attribute("clipsSubviews", of: root) == "YES")
        let attributes = try #require(component.child("userDefinedRuntimeAttributes", of: root))
        #expect(component.children(attributes).map { component.attribute("keyPath", of: $0) } == ["layer.cornerRadius"])
        for placeholder in ["Dc1-cD-s01", "Tc1-cD-s02"].compactMap({ index.elementByID[$0] }) {
            #expect(edited.attribute("clipsSubviews", of: placeholder) == nil)
            // Its runtime attributes are the copy's parameters only.
            let own = edited.child("userDefinedRuntimeAttributes", of: placeholder).map(edited.children) ?? []
            #expect(!own.contains { edited.attribute("keyPath", of: $0) == "layer.cornerRadius" })
        }
        // The base class takes what the xib's view has at run time, and only from a plain view.
        let base = try #require(result.files.first { $0.declaresBaseClass == NibViewStyle.baseClassName })
        let source = String(decoding: base.contents, as: UTF8.self)
        for line in [
            "guard Swift.type(of: view) == UIView.self else { return }",
            "if backgroundColor == nil { backgroundColor = view.backgroundColor }", "view.backgroundColor = nil",
            "outer.cornerRadius = inner.cornerRadius", "outer.masksToBounds = inner.masksToBounds",
            "outer.borderWidth = inner.borderWidth", "outer.shadowOpacity = inner.shadowOpacity",
            "inner.cornerRadius = 0", "inner.masksToBounds = false", "inner.borderWidth = 0",
            "inner.shadowOpacity = 0",
        ] {
            #expect(source.contains(line), "\(line)")
        }
    }
}
