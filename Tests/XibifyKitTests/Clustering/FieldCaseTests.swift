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

    /// A document copied whole per language (before Base internationalisation) holds one view
    /// per language, not pastes of it.
    @Test func perLanguageCopiesOfOneDocumentAreNotPastes() throws {
        let languages = Self.scan(["PerLanguage/en.lproj", "PerLanguage/fr.lproj"])
        #expect(languages.documents.count == 2)
        #expect(languages.clusters.isEmpty, "\(languages.clusters.map(\.summary))")
        // A real paste in another document makes them a cluster again: each language's copy
        // stays a copy of its own (its texts differ), beside the pasted one.
        let withPaste = Self.scan(["PerLanguage"])
        let cluster = try #require(withPaste.clusters.first)
        #expect(withPaste.clusters.count == 1)
        #expect(
            cluster.instances.map(\.file) == [
                "Fixtures/FieldCases/PerLanguage/Sheet.xib", "Fixtures/FieldCases/PerLanguage/en.lproj/Panel.xib",
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
    /// never subclass the module's `final` class in another folder, nor a class by the
    /// Objective-C name of a Swift class (`@objc(XGBadgeView) class BadgeView`).
    @Test func anXcodeGenAppIsOneModuleAcrossItsFolders() throws {
        let report = Self.scan(["XcodeGenApp"])
        let options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        let result = try Rewriter.prepareAll(report, options: options)
        let names = result.plans.map(\.className).sorted()
        #expect(names == ["DownloadsProgressView", "UploadsProgressView"])
        #expect(names.allSatisfy { !FrameworkTypeNames.unprefixed.contains($0) })
        let bases = result.files.filter { $0.declaresBaseClass == "NibView" }
        #expect(bases.count == 1, "\(bases.map(\.path))")
        let reasons = result.skipped.map(\.reason)
        #expect(
            reasons.contains(
                .rootClassRestricted(.final(className: "CardBackgroundView", file: "CardBackgroundView.swift"))))
        // A root whose class IB names by the Objective-C name of a Swift class stays inline too.
        #expect(
            reasons.contains(
                .rootClassRestricted(
                    .objectiveCNameOnly(className: "XGBadgeView", swiftName: "BadgeView", file: "BadgeView.swift"))),
            "\(reasons.map(\.id))")
        // A second NibView in the module is refused.
        var second = try #require(bases.first)
        second.path = (second.path as NSString).deletingLastPathComponent + "/../Uploads/NibView.swift"
        second.path = (second.path as NSString).standardizingPath
        #expect(throws: VerificationError.self) {
            try RewriteVerifier(report: report).verify(result.files + [second], plans: result.plans)
        }
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
            for: report.documents.map { TestPaths.packageRoot.appendingPathComponent($0.path).path })
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
        let project = try #require(XcodeProject(path: folder + "/Notes.xcodeproj/project.pbxproj"))
        let targets = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.swift) })
        #expect(targets["Notes"]?.configurationsWithoutVersion == ["Debug", "Release"])
        #expect(targets["Inbox"]?.configurationsWithoutVersion == [])
        #expect(targets["Inbox"]?.bridgingHeaders == [folder + "/Inbox/Inbox-Bridging-Header.h"])
        #expect(targets["Archive"]?.bridgingHeaders == [folder + "/Archive/Archive-Bridging-Header.h"])
        #expect(targets["Outbox"]?.bridgingHeaders == [] && targets["Outbox"]?.configurationsWithoutVersion == [])
        let imports = ObjectiveCImports(roots: [folder])
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
            at: temporary.appendingPathComponent("A.xcconfig").path, reads: &reads)
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
        let tampered = result.files.map { file in
            var file = file
            if file.path == edited.path {
                file.contents = Array(
                    text.replacingOccurrences(
                        of:
                            #"<userDefinedRuntimeAttribute type="string" keyPath="titleAccessibilityIdentifier" value="SettingsISLabel"/>"#,
                        with: ""
                    ).utf8)
            }
            return file
        }
        let changed = zip(tampered, result.files).contains { $0.contents != $1.contents }
        #expect(changed, "the tampering changed nothing")
        #expect(throws: VerificationError.self) {
            try RewriteVerifier(report: report).verify(tampered, plans: result.plans)
        }
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
        let tampered = result.files.map { file in
            var file = file
            if file.path == edited.path {
                file.contents = Array(
                    text.replacingOccurrences(
                        of: #"keyPath="\#(identifierKey)" value="CallAudioMuteButton"/>"#,
                        with: #"keyPath="\#(identifierKey)" value="CallVideoMuteButton"/>"#
                    ).utf8)
            }
            return file
        }
        #expect(zip(tampered, result.files).contains { $0.contents != $1.contents }, "the tampering changed nothing")
        #expect(throws: VerificationError.self) {
            try RewriteVerifier(report: report).verify(tampered, plans: result.plans)
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
