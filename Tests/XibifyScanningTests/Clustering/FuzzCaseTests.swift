import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Inputs the fuzz harness (Fuzz/README.md) led to, each reproduced by a fixture of
/// `Fixtures/FuzzCases` (#27).
@Suite struct FuzzCaseTests {
    static func scan(_ path: String) -> ScanReport {
        Pipeline.scan(
            ScanOptions(paths: ["Fixtures/FuzzCases/" + path], workingDirectory: TestPaths.packageRoot))
    }

    /// A copy whose clip view has no frame is left out of its copies' cluster.
    ///
    /// It has their canonical bytes (a `<rect key="frame">` is layout noise) but not their slots:
    /// the clip view is a view, with a view's `toolTip` slot, only by its frame. Before, as a later
    /// copy it made the scan trap (an index past its slots), and as the first copy it gave a xib
    /// that verification refused (the cluster dropped, exit 3).
    @Test(arguments: [
        ("FramelessClipView/FirstCopy.xib", ["Bs-sV-c00", "Cs-sV-c00"]),
        ("FramelessClipView/LaterCopy.xib", ["As-sV-c00", "Cs-sV-c00"]),
    ])
    func aCopyWithoutAViewsSlotsIsNoCopy(path: String, copies: [String]) throws {
        let report = Self.scan(path)
        #expect(report.refused.isEmpty)
        let cluster = try #require(report.clusters.first)
        #expect(report.clusters.count == 1)
        #expect(cluster.instances.compactMap(\.objectID) == copies)
        #expect(Set(cluster.instances.map(\.slots.count)).count == 1)
        let options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        let result = try Rewriter.prepareAll(report, options: options)
        #expect(result.plans.count == 1)
        #expect(result.plans.first?.replaced.compactMap(\.objectID) == copies)
    }
}
