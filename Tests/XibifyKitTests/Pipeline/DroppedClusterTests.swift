import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// One cluster whose output fails verification is dropped; the others are planned, rendered and
/// verified again without it (#26).
@Suite struct DroppedClusterTests {
    /// The sample app without its refused and skipped files, scanned from a copy.
    static func withShopApp(_ body: (ScanReport, ExtractionOptions) throws -> Void) throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let options = ScanOptions(paths: ["ShopApp"], excludes: ShopAppFixture.excludes, workingDirectory: root)
            try body(Pipeline.scan(options), ExtractionOptions(workingDirectory: root))
        }
    }

    /// A tamper that gives the xib of each named cluster a second object with the File's Owner's id.
    static func duplicateID(in ids: Set<String>) -> Rewriter.Tamper {
        { files, plans in
            let xibs = Set(plans.filter { ids.contains($0.cluster.id) }.map(\.xibPath))
            return files.map { file in
                guard xibs.contains(file.path) else { return file }
                var file = file
                let text = String(decoding: file.contents, as: UTF8.self).replacingOccurrences(
                    of: "</objects>",
                    with: "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-1\"/></objects>")
                file.contents = Array(text.utf8)
                return file
            }
        }
    }

    @Test func theFailingClusterIsDroppedAndTheOthersAreVerified() throws {
        try Self.withShopApp { report, options in
            let whole = try Rewriter.prepareAll(report, options: options)
            let avatar = try #require(whole.plans.first { $0.className == "AvatarRowView" })
            let result = try Rewriter.prepare(
                report, options: options, tamper: Self.duplicateID(in: [avatar.cluster.id]))
            let dropped = try #require(result.dropped.first)
            #expect(result.dropped.count == 1)
            #expect(dropped.id == avatar.cluster.id && dropped.className == "AvatarRowView")
            #expect(dropped.check == "ids" && dropped.failure.code == "duplicate-id")
            // The failure is in the generated xib, which is never written: the first copy stands for it.
            let first = try #require(avatar.cluster.instances.first)
            #expect(dropped.path == first.file && dropped.line == first.location.line)
            #expect(result.plans.map(\.cluster.id) == whole.plans.map(\.cluster.id).filter { $0 != avatar.cluster.id })
            #expect(!result.files.contains { $0.path == avatar.xibPath || $0.path == avatar.swiftPath })
            // The copies of the dropped cluster stay as they were in every edited file.
            for copy in avatar.cluster.instances {
                let document = try #require(report.documents.first { $0.path == copy.file })
                let element = document.elements[copy.element]
                let bytes = Array(document.bytes[element.span.start..<element.span.end])
                let edited = result.files.first { $0.displayPath == copy.file }
                #expect(edited.map { $0.contents.firstRange(of: bytes) != nil } ?? true, "\(copy.file)")
            }
            // What remains passes the verifier on its own.
            try RewriteVerifier(report: report).verify(result.files, plans: result.plans)
        }
    }

    @Test func everyFailingClusterIsDroppedInOneRound() throws {
        try Self.withShopApp { report, options in
            let whole = try Rewriter.prepareAll(report, options: options)
            let broken = Set(whole.plans.prefix(2).map(\.cluster.id))
            let result = try Rewriter.prepare(report, options: options, tamper: Self.duplicateID(in: broken))
            #expect(Set(result.dropped.map(\.id)) == broken)
            #expect(result.plans.count == whole.plans.count - 2)
            #expect(result.dropped.allSatisfy { $0.check == "ids" })
        }
    }

    @Test func aClusterThatFailsOnlyBesideAnotherIsTheOneDropped() throws {
        try Self.withShopApp { report, options in
            let whole = try Rewriter.prepareAll(report, options: options)
            let (first, last) = (whole.plans[0].cluster.id, whole.plans[whole.plans.count - 1].cluster.id)
            // The last cluster's xib breaks only when the first is in the batch too.
            let tamper: Rewriter.Tamper = { files, plans in
                plans.contains { $0.cluster.id == first } ? Self.duplicateID(in: [last])(files, plans) : files
            }
            let result = try Rewriter.prepare(report, options: options, tamper: tamper)
            #expect(result.dropped.map(\.id) == [last])
            #expect(result.plans.map(\.cluster.id) == whole.plans.dropLast().map(\.cluster.id))
        }
    }

    @Test func aSingleSelectedClusterThatFailsLeavesAnEmptyBatch() throws {
        try Self.withShopApp { report, shopOptions in
            var options = shopOptions
            let whole = try Rewriter.prepareAll(report, options: options)
            let id = whole.plans[0].cluster.id
            options.clusterIDs = [id]
            let result = try Rewriter.prepare(report, options: options, tamper: Self.duplicateID(in: [id]))
            #expect(result.dropped.map(\.id) == [id])
            #expect(result.plans.isEmpty && !result.hasChanges)
        }
    }

    @Test func theJSONListsTheDroppedClusterWithItsCheckAndPlace() throws {
        try Self.withShopApp { report, options in
            let whole = try Rewriter.prepareAll(report, options: options)
            let id = whole.plans[0].cluster.id
            let result = try Rewriter.prepare(report, options: options, tamper: Self.duplicateID(in: [id]))
            let json = RewriteJSONReport(result, mode: "write", written: true)
            let entry = try #require(json.droppedClusters.first)
            #expect(entry.id == id && entry.check == "ids" && entry.code == "duplicate-id")
            #expect(entry.file == result.dropped[0].path && entry.line == result.dropped[0].line)
            #expect(entry.message.hasSuffix(VerificationError.reportRequest))
            #expect(entry.message.contains("the other clusters were written"))
            #expect(json.summary.droppedClusters == 1 && json.summary.extractedClusters == whole.plans.count - 1)
        }
    }
}
