import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyScanning

/// Near-miss layouts: copies of one layout that differ in a few layout values form one variant
/// group; a structural difference, a difference in wiring or identity, and boilerplate do not
/// (#31, Fixtures/FieldCases/NearMiss).
@Suite struct VariantGroupTests {
    static func scan(_ paths: [String], maxDifferences: Int = ClusteringOptions.defaultMaxDifferences) -> ScanReport {
        var options = ScanOptions(
            paths: paths.map { "Fixtures/FieldCases/NearMiss/" + $0 }, workingDirectory: TestPaths.packageRoot)
        options.clustering.maxDifferences = maxDifferences
        return Pipeline.scan(options)
    }

    static let report = scan(["Offers.xib", "Badged.xib", "Classes.xib", "Lists.xib"])

    @Test func aCardPastedWithAnotherMarginAndColourIsOneGroupOfTwoDifferences() throws {
        #expect(Self.report.clusters.isEmpty, "\(Self.report.clusters.map(\.summary))")
        #expect(Self.report.variants.count == 1)
        let group = try #require(Self.report.variants.first)
        #expect(group.copies.map(\.objectID) == ["OAv-vW-000", "OBv-vW-000"])
        #expect(
            group.copies.map(\.file) == [
                "Fixtures/FieldCases/NearMiss/Offers.xib", "Fixtures/FieldCases/NearMiss/Offers.xib",
            ])
        // The margin (one constraint's constant) and the background colour (three components of one colour).
        let properties = Set(group.differences.map { $0.attribute == "constant" ? "constant" : $0.path })
        #expect(properties == ["constant", "view/color#backgroundColor"])
        let constant = try #require(group.differences.first { $0.attribute == "constant" })
        #expect(constant.values == ["16", "20"])
        let red = try #require(group.differences.first { $0.attribute == "red" })
        #expect(red.values == ["1", "0.1"])
        #expect(group.savings == group.elementCount)
    }

    /// Copies that differ only in words (a label's alignment, an image view's content mode) are
    /// one group: the parse's shape leaves every layout value out, words included, so the copies
    /// are canonicalised and compared (`Fixtures/FieldCases/Variants/Notices.xib`).
    @Test func copiesThatDifferInWordsAreOneGroup() throws {
        let options = ScanOptions(
            paths: ["Fixtures/FieldCases/Variants/Notices.xib"], workingDirectory: TestPaths.packageRoot)
        let report = Pipeline.scan(options)
        #expect(report.clusters.isEmpty)
        let group = try #require(report.variants.first)
        #expect(report.variants.count == 1)
        #expect(group.copies.map(\.objectID) == ["NAv-Nt-000", "NBv-Nt-000"])
        #expect(group.differences.map(\.attribute) == ["contentMode", "textAlignment"])
        #expect(group.differences.map(\.values) == [["scaleAspectFit", "center"], ["natural", "center"]])
        // The roots' shapes are one; a copy whose label is of another class keeps a shape of its own.
        let document = try #require(report.documents.first)
        let roots = group.copies.map(\.element)
        #expect(Set(roots.map { document.elements[$0].shapeHash }).count == 1)
        let classed = try DocumentFactory.parse(
            String(decoding: document.bytes, as: UTF8.self).replacingOccurrences(
                of: #"id="NBl-Nt-002""#, with: #"customClass="BadgeLabel" id="NBl-Nt-002""#))
        #expect(Set(roots.map { classed.elements[$0].shapeHash }).count == 2)
    }

    @Test func anExtraSubviewAClassOfItsOwnAndBoilerplateMakeNoGroup() {
        let copies = Set(Self.report.variants.flatMap(\.copies).map(\.file))
        #expect(!copies.contains("Fixtures/FieldCases/NearMiss/Badged.xib"))
        #expect(!copies.contains("Fixtures/FieldCases/NearMiss/Classes.xib"))
        #expect(!copies.contains("Fixtures/FieldCases/NearMiss/Lists.xib"))
        let lists = Self.scan(["Lists.xib"])
        #expect(lists.variants.isEmpty && lists.clusters.isEmpty)
    }

    /// The boilerplate shapes are near misses by the numbers (one skeleton, two differences):
    /// only the rule keeps them out.
    @Test func boilerplateIsANearMissThatTheRuleLeavesOut() throws {
        let lists = Self.scan(["Lists.xib"])
        let document = try #require(lists.documents.first)
        let canonicalizer = Canonicalizer(document: document, index: ReferenceIndex(document))
        func element(_ id: String) throws -> Int {
            try #require(document.elements.indices.first { document.id(of: $0) == id })
        }
        for (left, right) in [("LAr-vW-000", "LBr-vW-000"), ("SAs-sV-000", "SBs-sV-000")] {
            let (a, b) = (try element(left), try element(right))
            let splitA = CanonicalValues(canonicalizer.form(a).out)
            let splitB = CanonicalValues(canonicalizer.form(b).out)
            #expect(
                String(decoding: splitA.skeleton, as: UTF8.self) == String(decoding: splitB.skeleton, as: UTF8.self))
            #expect(VariantFinder.differences(splitA.values, splitB.values) == 2, "\(left)")
            #expect(Boilerplate.matches(DuplicateClusterer.Candidate(document: 0, element: a), in: document))
        }
        // A card is not boilerplate.
        let offers = Self.scan(["Offers.xib"])
        let card = try #require(offers.variants.first?.copies.first)
        #expect(
            !Boilerplate.matches(.init(document: card.documentIndex, element: card.element), in: offers.documents[0]))
    }

    /// A changed constant that moves its constraint in the sorted list leaves one skeleton: the
    /// lists are sorted again by their members' skeletons.
    @Test func aConstantThatReordersTheConstraintsStillLinesUp() {
        let a = CanonicalValues(
            Array(
                ##"view{constraints{constraint(constant="12" firstAttribute="top"),constraint(constant="16" firstAttribute="leading")}}"##
                    .utf8))
        let b = CanonicalValues(
            Array(
                ##"view{constraints{constraint(constant="16" firstAttribute="leading"),constraint(constant="30" firstAttribute="top")}}"##
                    .utf8))
        #expect(a.skeleton == b.skeleton)
        #expect(VariantFinder.differences(a.values, b.values) == 1)
        // A constant changed from its default (left out of the canonical text) is a value too.
        let zero = CanonicalValues(Array(##"view{constraints{constraint(firstAttribute="top")}}"##.utf8))
        let four = CanonicalValues(Array(##"view{constraints{constraint(constant="4" firstAttribute="top")}}"##.utf8))
        #expect(zero.skeleton == four.skeleton)
        #expect(VariantFinder.differences(zero.values, four.values) == 1)
        // Values are reported as written, not as the canonical text escapes them.
        let escaped = CanonicalValues(Array(##"view(contentMode="a\"b\\c\nd")"##.utf8))
        #expect(escaped.values[0].value == "a\"b\\c\nd")
    }

    @Test func differencesAreCountedByProperty() {
        // Two differences: none with one allowed, one group with two; none at all with 0.
        #expect(Self.scan(["Offers.xib"], maxDifferences: 1).variants.isEmpty)
        #expect(Self.scan(["Offers.xib"], maxDifferences: 2).variants.count == 1)
        #expect(Self.scan(["Offers.xib"], maxDifferences: 0).variants.isEmpty)
    }

    @Test func theSkeletonKeepsWiringAndIdentityAndLeavesLayoutValuesOut() {
        let text = Array(
            ##"view(contentMode="scaleToFill"){label(customClass="Fancy" textAlignment="natural"){fontDescription(key="fontDescription" pointSize="15" type="boldSystem")},constraints{constraint(constant="16" firstAttribute="leading" firstItem="#1")}}"##
                .utf8)
        let split = CanonicalValues(text)
        #expect(
            String(decoding: split.skeleton, as: UTF8.self)
                == ##"view(contentMode=""){label(customClass="Fancy" textAlignment=""){fontDescription(key="fontDescription" pointSize="" type="")},constraints{constraint(constant="" firstAttribute="leading" firstItem="#1" multiplier="" priority="")}}"##
        )
        // A constraint's defaults, which the canonical form leaves out, are values too.
        #expect(
            split.values.map(\.attribute) == [
                "contentMode", "textAlignment", "pointSize", "type", "constant", "multiplier", "priority",
            ])
        #expect(split.values[5].value == "1" && split.values[6].value == "1000")
        #expect(split.values[2].path == "view/label/fontDescription#fontDescription")
        #expect(split.values[2].property == split.values[3].property)
        #expect(split.values[4].property == "view/constraints/constraint@constant")
    }

    /// A paste nudged from a layout that has exact copies is found with them.
    ///
    /// One group of the four copies, the exact cluster of three no longer listed, so each copy is
    /// in one finding (`Fixtures/FieldCases/Variants/Tiles.xib`). Without variants, the three are
    /// the cluster.
    @Test func aNudgedPasteOfAnExactClusterJoinsItsCopiesInOneGroup() throws {
        let paths = ["Fixtures/FieldCases/Variants/Tiles.xib"]
        let report = Pipeline.scan(ScanOptions(paths: paths, workingDirectory: TestPaths.packageRoot))
        #expect(report.clusters.isEmpty, "\(report.clusters.map(\.summary))")
        let group = try #require(report.variants.first)
        #expect(report.variants.count == 1)
        #expect(group.copies.map(\.objectID) == ["TAv-Tl-000", "TBv-Tl-000", "TCv-Tl-000", "TDv-Tl-000"])
        #expect(group.representative == 0)
        #expect(group.differences.map(\.attribute) == ["constant"])
        #expect(group.differences.first?.values == ["16", "16", "16", "24"])
        var options = ScanOptions(paths: paths, workingDirectory: TestPaths.packageRoot)
        options.clustering.maxDifferences = 0
        let exact = Pipeline.scan(options)
        #expect(exact.variants.isEmpty)
        #expect(
            exact.clusters.map { $0.instances.compactMap(\.objectID) } == [["TAv-Tl-000", "TBv-Tl-000", "TCv-Tl-000"]])
    }

    @Test func exactCopiesStayClustersAndAreNotVariants() throws {
        // Offers.xib twice under two names: every card has an exact twin, so no variant group. The
        // two clusters differ in two values, but no copy is left outside them to be a nudged paste.
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/NearMiss")) { copy in
            try FileManager.default.copyItem(
                at: copy.appendingPathComponent("Offers.xib"), to: copy.appendingPathComponent("Again.xib"))
            let report = Pipeline.scan(
                ScanOptions(
                    paths: ["Offers.xib", "Again.xib"].map { copy.appendingPathComponent($0).path },
                    workingDirectory: copy))
            #expect(!report.clusters.isEmpty)
            #expect(report.variants.isEmpty)
        }
    }

    /// A variant group is a finding like a cluster: a baseline that holds it hides it, and a copy
    /// the baseline does not hold keeps the group, that copy new.
    @Test func aBaselineRecordsAndHidesVariantGroups() throws {
        let folder = TestPaths.packageRoot.path
        let baseline = Baseline(recording: Self.report, folder: folder)
        let group = try #require(Self.report.variants.first)
        let recorded = try #require(baseline.findings.first { $0.fingerprint == group.fingerprint })
        #expect(recorded.copies.map(\.objectID) == ["OAv-vW-000", "OBv-vW-000"])
        let hidden = baseline.filter(Self.report, folder: folder, file: "baseline.json")
        #expect(hidden.variants.isEmpty)
        #expect(hidden.baseline?.hiddenClusters == 1 && hidden.baseline?.knownCopies == 2)
        // Without one of its copies, the baseline leaves the group shown, the other copy new.
        var partial = baseline
        partial.findings = partial.findings.map { finding in
            var finding = finding
            if finding.fingerprint == group.fingerprint { finding.copies.removeLast() }
            return finding
        }
        let shown = partial.filter(Self.report, folder: folder, file: "baseline.json")
        #expect(shown.variants.count == 1)
        #expect(shown.baseline?.isNew(1, inCluster: group.fingerprint) == true)
        #expect(shown.baseline?.isNew(0, inCluster: group.fingerprint) == false)
    }
}
