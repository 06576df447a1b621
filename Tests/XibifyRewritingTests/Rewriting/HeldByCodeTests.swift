import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWorkspace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the app's code does with the plain card an outlet, a collection or a tag lookup hands it
/// (`Fixtures/FieldCases/HeldByCode`, #30): code that styles the card leaves it to the NibView
/// wrapper, which takes its content's looks; code that reaches inside it (its subviews, its
/// constraints or margins), in Swift or Objective-C, keeps the copy inline, naming the line.
@Suite struct HeldByCodeTests {
    private static func scan() -> ScanReport {
        Pipeline.scan(
            ScanOptions(paths: ["Fixtures/FieldCases/HeldByCode"], workingDirectory: TestPaths.packageRoot))
    }

    /// Each copy's scene class, for the six scenes of the fixture.
    private static func scene(_ instance: ClusterInstance) -> String { instance.scene ?? "" }

    @Test func theCodesUsesOfEachHeldCardAreReadFromItsSources() throws {
        let report = Self.scan()
        let cluster = try #require(report.clusters.first)
        #expect(report.clusters.count == 1 && cluster.instances.count == 6)
        func uses(_ scene: String) -> [String] {
            cluster.instances.first { Self.scene($0) == scene }.map {
                $0.heldUses.map {
                    "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.member) \($0.kind.rawValue)"
                }
            } ?? ["missing"]
        }
        // A comment and a string that say `card.subviews` are not code.
        #expect(
            uses("CardStyleController") == [
                "CardStyleController.swift:10 backgroundColor appearance",
                "CardStyleController.swift:11 layer appearance", "CardStyleController.swift:12 alpha appearance",
            ])
        #expect(
            uses("CardThemeController") == [
                "CardThemeController.m:8 backgroundColor appearance", "CardThemeController.m:9 layer appearance",
                "CardThemeController.m:10 setClipsToBounds appearance",
            ])
        #expect(uses("CardReorderController").contains("CardReorderController.swift:11 subviews subviews"))
        #expect(uses("CardMarginsController").contains("CardMarginsController.m:9 layoutMargins constraints"))
        #expect(uses("CardListController") == ["CardListController.swift:11 insertSubview subviews"])
        #expect(uses("CardTagController") == ["CardTagController.swift:7 constraints constraints"])
    }

    @Test func codeThatReachesInsideTheCardKeepsItInlineAndStylingDoesNot() throws {
        let report = Self.scan()
        let result = try Rewriter.prepareAll(
            report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        let plan = try #require(result.plans.first)
        #expect(plan.style == .nibView)
        #expect(plan.replaced.map(Self.scene).sorted() == ["CardStyleController", "CardThemeController"])
        var blockedAt: [String: [String]] = [:]
        for skipped in plan.skipped {
            for case .blocker(let blocker) in skipped.reasons where blocker.kind == .codeReachesInside {
                blockedAt[Self.scene(skipped.instance), default: []].append(
                    String(blocker.message.prefix { $0 != " " }))
                #expect(blocker.reason == .codeReachesInside)
            }
        }
        #expect(
            blockedAt == [
                "CardReorderController": ["CardReorderController.swift:11"],
                "CardMarginsController": ["CardMarginsController.m:8", "CardMarginsController.m:9"],
                "CardListController": ["CardListController.swift:11"],
                "CardTagController": ["CardTagController.swift:7"],
            ])
        // The storyboard keeps the four cards the code reaches inside as they were.
        let storyboard = try #require(result.files.first { $0.path.hasSuffix("Cards.storyboard") })
        let edited = try IBDocumentParser.parse(storyboard.contents, path: storyboard.displayPath)
        let index = ReferenceIndex(edited)
        for id in ["Rcd-cD-c03", "Mcd-cD-c04", "Lcd-cD-c05", "Gcd-cD-c06"] {
            let card = try #require(index.elementByID[id])
            #expect(edited.attribute("customClass", of: card) == nil && edited.child("subviews", of: card) != nil)
        }
        for id in ["Scd-cD-c01", "Tcd-cD-c02"] {
            #expect(index.elementByID[id].flatMap { edited.attribute("customClass", of: $0) } == plan.className)
        }
    }

    /// A repository's files are untrusted: a FIFO and a link to an endless device, named as
    /// sources beside the holders, are passed over at once (a FIFO used to be opened for reading,
    /// waiting for a writer), and the real sources give the same uses.
    @Test func specialFilesNamedAsSourcesAreNotRead() throws {
        let expected = Self.scan().clusters.first.map { $0.instances.map(\.heldUses) }
        try FixtureCopy.with(TestPaths.packageRoot.appendingPathComponent("Fixtures/FieldCases/HeldByCode")) { copy in
            #expect(mkfifo(copy.appendingPathComponent("CardPipeController.swift").path, 0o644) == 0)
            try FileManager.default.createSymbolicLink(
                atPath: copy.appendingPathComponent("CardStreamController.m").path, withDestinationPath: "/dev/zero")
            let report = Pipeline.scan(
                ScanOptions(paths: [copy.lastPathComponent], workingDirectory: copy.deletingLastPathComponent()))
            let uses = try #require(report.clusters.first).instances.map(\.heldUses)
            #expect(uses.map { $0.map(\.line) } == expected?.map { $0.map(\.line) })
            #expect(uses.map { $0.map(\.member) } == expected?.map { $0.map(\.member) })
        }
    }

    @Test func theSubstitutionStyleServesTheCodeThatReachesInside() {
        let blocker = Blocker(
            direction: .incoming, kind: .codeReachesInside, message: "", location: SourceLocation(line: 1, column: 1),
            referringTag: "view", attribute: "", targetID: "x", advice: "")
        #expect(RewriteStyles.style(.nibView).isBlocking(blocker))
        #expect(!RewriteStyles.style(.substitution).isBlocking(blocker))
    }
}
