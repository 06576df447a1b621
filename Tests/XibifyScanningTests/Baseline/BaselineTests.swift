import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyScanning

/// The baseline model on its own: paths relative to its folder, a stable encoding, the filter.
@Suite struct BaselineTests {
    @Test(arguments: [
        ("/repo/App/A.xib", "/repo", "App/A.xib"), ("/repo/App/A.xib", "/repo/ci", "../App/A.xib"),
        ("/other/A.xib", "/repo/ci", "../../other/A.xib"), ("/repo/A.xib", "/repo/", "A.xib"),
        ("Relative/A.xib", "/repo", "Relative/A.xib"),
    ])
    func pathsAreRelativeToTheBaselineFolder(_ path: String, _ folder: String, _ expected: String) {
        #expect(Baseline.relativePath(of: path, from: folder) == expected)
    }

    @Test func recordingTheScanThenFilteringItHidesEverything() throws {
        let scan = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/ShopApp/Settings"], workingDirectory: TestPaths.packageRoot))
        let folder = TestPaths.packageRoot.appendingPathComponent("ci").path
        let baseline = Baseline(recording: scan, folder: folder)
        #expect(baseline.findings.map(\.fingerprint) == baseline.findings.map(\.fingerprint).sorted())
        #expect(baseline.findings.count == scan.clusters.count && !scan.clusters.isEmpty)
        #expect(baseline.findings.flatMap(\.copies).allSatisfy { $0.file.hasPrefix("../Fixtures/ShopApp/Settings/") })
        // Encoded, read back, equal; and the encoding is stable.
        let decoded = try JSONDecoder().decode(Baseline.self, from: baseline.encoded)
        #expect(decoded == baseline && decoded.encoded == baseline.encoded)
        let filtered = baseline.filter(scan, folder: folder, file: "ci/b.json")
        #expect(filtered.clusters.isEmpty)
        #expect(filtered.baseline?.hiddenClusters == scan.clusters.count)
        #expect(filtered.baseline?.knownCopies == scan.instanceCount)
        // The same baseline read from another folder matches nothing: paths are part of the match.
        let elsewhere = baseline.filter(scan, folder: TestPaths.packageRoot.path, file: "b.json")
        #expect(elsewhere.clusters.count == scan.clusters.count && elsewhere.baseline?.knownCopies == 0)
        let first = try #require(elsewhere.clusters.first)
        #expect(elsewhere.baseline?.isNew(0, inCluster: first.fingerprint) == true)
    }

    @Test func removingOneRecordedCopyMakesOnlyThatCopyNew() throws {
        let scan = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/ShopApp/Settings"], workingDirectory: TestPaths.packageRoot))
        let folder = TestPaths.packageRoot.path
        var baseline = Baseline(recording: scan, folder: folder)
        let cluster = try #require(scan.clusters.first { $0.instances.count == 3 })
        let index = try #require(baseline.findings.firstIndex { $0.fingerprint == cluster.fingerprint })
        let dropped = try #require(
            baseline.findings[index].copies.firstIndex { $0.objectID == cluster.instances[1].objectID })
        baseline.findings[index].copies.remove(at: dropped)
        let filtered = baseline.filter(scan, folder: folder, file: "b.json")
        #expect(filtered.clusters.map(\.fingerprint) == [cluster.fingerprint])
        #expect(filtered.baseline?.newCopies[cluster.fingerprint] == [1])
        #expect(filtered.baseline?.hiddenClusters == scan.clusters.count - 1)
    }
}
