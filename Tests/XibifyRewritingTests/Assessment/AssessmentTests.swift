import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWorkspace

/// The assessment (#28): the one stage that turns what the scan found into each copy's verdict,
/// per style, from values alone.
@Suite struct AssessmentTests {
    /// Fixtures/RuntimeCases, as the substitution style's tests scan it.
    static let report = SubstitutionStyleTests.report

    static func tagRow() throws -> DuplicateCluster {
        try #require(report.clusters.first { $0.name == "Tag Row" })
    }

    @Test func theRootClassRuleDependsOnTheStyle() throws {
        let cluster = try Self.tagRow()
        for copy in cluster.instances {
            let document = Self.report.documents[copy.documentIndex]
            let rootClass = copy.references.filter { $0.kind == .rootClass }
            #expect(!rootClass.isEmpty, "\(copy.copyKey): the fixture's outlet expects the root's class")
            let nibView = Assessment.verdict(of: copy, style: NibViewStyle(), translations: nil, in: document)
            #expect(nibView.blockers == copy.references && nibView.substituted.isEmpty && !nibView.isFree)
            let substituted = Assessment.verdict(
                of: copy, style: SubstitutionStyle(), translations: nil, in: document)
            #expect(substituted.isFree && substituted.substituted == rootClass)
            // The report shows the verdict of the style `--style auto` gives the cluster.
            #expect(copy.verdict == substituted)
        }
    }

    @Test func translationsXibifyCannotMoveBlockInEveryStyle() throws {
        let cluster = try Self.tagRow()
        let copy = cluster.instances[0]
        let document = Self.report.documents[copy.documentIndex]
        let inner = try #require(TranslationCounter.innerIDs(of: copy, in: document).sorted().first)
        let translations = DocumentTranslations(
            languages: [], unreadable: ["App/fr.lproj/Tags.strings"],
            catalogs: [
                DocumentTranslations.Catalog(
                    path: "App/mul.lproj/Tags.xcstrings",
                    entries: [
                        .init(key: inner + ".text", languages: ["fr"]),
                        .init(key: "Not-An-Inner-ID.text", languages: ["de"]),
                    ])
            ])
        for style in [NibViewStyle() as any RewriteStyle, SubstitutionStyle()] {
            let verdict = Assessment.verdict(of: copy, style: style, translations: translations, in: document)
            let translation = verdict.blockers.filter { $0.kind == .translationFile }
            #expect(translation.count == 2, "\(style.kind): the unreadable file and one catalog")
            #expect(translation.first?.message.contains("Tags.strings in fr.lproj") == true)
            #expect(translation.last?.message.hasPrefix("1 of its texts are translated") == true)
            // After the references, in the order found.
            #expect(verdict.blockers.suffix(2) == translation[...])
        }
        // A catalog naming none of the copy's objects blocks nothing.
        let elsewhere = DocumentTranslations(
            languages: [], unreadable: [],
            catalogs: [.init(path: "App/mul.lproj/Tags.xcstrings", entries: [.init(key: "X.text", languages: ["fr"])])])
        #expect(
            Assessment.verdict(of: copy, style: SubstitutionStyle(), translations: elsewhere, in: document).isFree)
    }

    @Test func theVerdictNeverFeedsBackIntoTheFacts() throws {
        // Assessed again, in any style, the scan's facts give the same verdicts: nothing a verdict
        // set apart is lost, and planning in the other style sees every reference.
        let again = Assessment.assess(
            Self.report.clusters, documents: Self.report.documents, translations: Self.report.translations)
        #expect(again.map { $0.instances.map(\.verdict) } == Self.report.clusters.map { $0.instances.map(\.verdict) })
        let cluster = try Self.tagRow()
        var selection = CopySelection()
        let (free, left) = selection.select(cluster, style: NibViewStyle(), in: Self.report)
        #expect(free.isEmpty)
        #expect(left.map(\.instance.blockers) == cluster.instances.map(\.references))
    }

    @Test func anUnassessedCopyIsBlockedByEverythingFound() throws {
        let copy = try Self.tagRow().instances[0]
        let unassessed = ClusterInstance(
            file: copy.file, documentIndex: copy.documentIndex, element: copy.element, objectID: copy.objectID,
            location: copy.location, endLine: copy.endLine, scene: copy.scene, userLabel: copy.userLabel,
            values: copy.values, references: copy.references, crossings: copy.crossings,
            connections: copy.connections, staleCaches: copy.staleCaches, slots: copy.slots)
        #expect(unassessed.blockers == copy.references && !unassessed.verdict.isFree)
    }
}
