import Foundation
import Testing
import XibifyTestSupport

/// The binary end to end: a cluster whose output fails verification is dropped (#26).
///
/// The dropped cluster is named with its
/// check, file and line, and the others are written; the exit status is 3. The failure is
/// made by the executable's test hook `XIBIFY_TEST_BREAK_CLUSTER`, which breaks that cluster's xib.
@Suite struct DroppedClusterEndToEndTests {
    /// The avatar row of the sample app, and the payment card.
    static let avatar = "4ed33c7a"
    static let payment = "b67ef5ed"
    static let breakAvatar = ["XIBIFY_TEST_BREAK_CLUSTER": avatar]
    static let dropped =
        "ShopApp/Checkout/Checkout.storyboard:63: error: cluster 4ed33c7a view \"Avatar Row\" (4 views) (AvatarRowView) "
        + "was dropped: the parse check found that ShopApp/Checkout/AvatarRowView.xib:"

    @Test func writeDropsTheClusterAndWritesTheOthers() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let write = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--write"] + InterruptionTests.clean, in: root, environment: Self.breakAvatar)
            #expect(write.status == 3, "\(write.stderr)")
            #expect(write.stdout.contains("created ShopApp/Checkout/PaymentSummaryView.xib"))
            #expect(!write.stdout.contains("AvatarRowView"))
            #expect(write.stdout.contains("Summary: 5 extracted, 2 skipped, 1 dropped by a failed check;"))
            #expect(write.stderr.contains(Self.dropped), "\(write.stderr)")
            #expect(
                write.stderr.contains(
                    "the other clusters were written; this is a bug in xibify, please report it with the input files"))
            #expect(
                !FileManager.default.fileExists(atPath: copy.appendingPathComponent("Checkout/AvatarRowView.xib").path))
            let profile = try String(
                contentsOf: copy.appendingPathComponent("Profile/Profile.storyboard"), encoding: .utf8)
            #expect(profile.contains("userLabel=\"Avatar Row\""), "the dropped cluster's copies stay inline")
            #expect(profile.contains("customClass=\"PaymentSummaryView\""))
            // Without the hook, the next run extracts what was dropped, and only that.
            let again = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + InterruptionTests.clean, in: root)
            #expect(again.status == 0, "\(again.stderr)")
            #expect(again.stdout.contains("created ShopApp/Checkout/AvatarRowView.xib"))
            #expect(!again.stdout.contains("created ShopApp/Checkout/PaymentSummaryView.xib"))
        }
    }

    @Test func quietStillNamesTheDroppedCluster() throws {
        let result = try BinaryRunner.run(
            ["rewrite", "Fixtures/ShopApp", "--quiet"] + InterruptionTests.clean, environment: Self.breakAvatar)
        #expect(result.status == 3)
        #expect(result.stderr.contains("cluster 4ed33c7a view \"Avatar Row\""))
        #expect(!result.stderr.contains("note:"))
        #expect(!result.stdout.contains("AvatarRowView") && result.stdout.contains("PaymentSummaryView.xib"))
    }

    @Test func checkDropsTheClusterAndExitsThree() throws {
        let result = try BinaryRunner.run(
            ["rewrite", "Fixtures/ShopApp", "--check"] + InterruptionTests.clean, environment: Self.breakAvatar)
        #expect(result.status == 3, "a dropped cluster wins over pending changes (1)")
        #expect(result.stderr.contains("the other clusters are unaffected") || result.stderr.contains("nothing of it"))
        #expect(!result.stdout.contains("AvatarRowView") && result.stdout.contains("PaymentSummaryView.xib"))
    }

    @Test func jsonListsTheDroppedCluster() throws {
        let result = try BinaryRunner.run(
            ["rewrite", "Fixtures/ShopApp", "--format", "json"] + InterruptionTests.clean, environment: Self.breakAvatar
        )
        #expect(result.status == 3)
        struct Output: Decodable {
            struct Dropped: Decodable {
                var id, check, code, file, message: String
                var line: Int?
            }
            struct Cluster: Decodable { var id: String }
            struct Summary: Decodable { var droppedClusters: Int }
            var droppedClusters: [Dropped]
            var clusters: [Cluster]
            var summary: Summary
        }
        let json = try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
        let dropped = try #require(json.droppedClusters.first)
        #expect(json.droppedClusters.count == 1 && json.summary.droppedClusters == 1)
        #expect(dropped.id == Self.avatar && dropped.check == "parse" && dropped.code == "unparsable")
        #expect(dropped.file == "Fixtures/ShopApp/Checkout/Checkout.storyboard" && dropped.line == 63)
        #expect(dropped.message.hasSuffix("please report it with the input files"))
        #expect(!json.clusters.contains { $0.id == Self.avatar })
    }

    @Test func extractNamesTheDroppedClusterAndGoesOn() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let result = try BinaryRunner.run(
                ["extract", "ShopApp", "--cluster", Self.avatar, "--cluster", Self.payment, "--yes"]
                    + InterruptionTests.clean, in: root, environment: Self.breakAvatar)
            #expect(result.status == 3, "\(result.stdout)\(result.stderr)")
            #expect(
                result.stdout.contains("cluster 4ed33c7a view \"Avatar Row\" (4 views) (AvatarRowView) was dropped"))
            #expect(result.stdout.contains("created ShopApp/Checkout/PaymentSummaryView.xib"))
            #expect(
                !FileManager.default.fileExists(atPath: copy.appendingPathComponent("Checkout/AvatarRowView.xib").path))
        }
    }
}
