import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `extract` scans again each round; the clusters `.xibify.yml` ignores stay out of every round.
@Suite struct IgnoredClusterSessionTests {
    /// Records the clusters offered, then quits.
    struct OfferRecorder: ExtractionDecisionProvider {
        var offered: [String] = []

        mutating func chooseCluster(from choices: [ExtractionChoice]) -> String? {
            offered = choices.map(\.cluster.id)
            return nil
        }
        mutating func className(for cluster: DuplicateCluster, proposed: String, check: (String) -> String?)
            -> String?
        { nil }
        mutating func propertyName(for parameter: Parameter, in cluster: DuplicateCluster, check: (String) -> String?)
            -> String?
        { nil }
        mutating func module(proposed: String?) -> String? { nil }
        mutating func outputDirectory(proposed: String) -> String? { nil }
        mutating func confirm(_ result: RewriteResult) -> Bool { false }
        mutating func report(_ event: ExtractionEvent) {}
        mutating func continueWithAnother() -> Bool { false }
    }

    @Test func ignoredClustersAreNotOffered() throws {
        let options = ScanOptions(
            paths: ["Fixtures/ShopApp/Checkout", "Fixtures/ShopApp/Profile"], workingDirectory: TestPaths.packageRoot)
        var session = ExtractionSession(
            scanOptions: options, extraction: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        var all = OfferRecorder()
        _ = session.run(with: &all)
        try #require(all.offered.count >= 2)
        session.ignored = [IgnoredCluster(cluster: all.offered[0], reason: "kept")]
        var filtered = OfferRecorder()
        _ = session.run(with: &filtered)
        #expect(filtered.offered == Array(all.offered.dropFirst()))
    }
}
