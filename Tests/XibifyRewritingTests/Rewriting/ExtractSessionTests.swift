import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `extract`, cluster after cluster: each round writes, and the next plans on what is on disk.
@Suite struct ExtractSessionTests {
    /// Takes every proposal, one cluster per round, each cluster once, until none is left.
    struct AcceptAll: ExtractionDecisionProvider {
        var taken: [String] = []
        var written = 0

        mutating func chooseCluster(from choices: [ExtractionChoice]) -> String? {
            guard let next = choices.first(where: { !taken.contains($0.cluster.id) }) else { return nil }
            taken.append(next.cluster.id)
            return next.cluster.id
        }
        mutating func className(for cluster: DuplicateCluster, proposed: String, check: (String) -> String?)
            -> String?
        { proposed }
        mutating func propertyName(for parameter: Parameter, in cluster: DuplicateCluster, check: (String) -> String?)
            -> String?
        { parameter.name }
        mutating func module(proposed: String?) -> String? { proposed ?? "" }
        mutating func outputDirectory(proposed: String) -> String? { proposed }
        mutating func confirm(_ result: RewriteResult) -> Bool { true }
        mutating func report(_ event: ExtractionEvent) {}
        mutating func continueWithAnother() -> Bool { true }
    }

    /// One module over several folders (Fixtures/FieldCases/XcodeGenApp: the spec's target
    /// compiles all of `App/`): sessions in a row, each extracting the wrappers of another folder,
    /// write one `NibView` for the module, and the module's names stay unique.
    @Test func sessionsInARowWriteOneBaseClassPerModule() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/XcodeGenApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let scan = ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root)
            var total = 0
            for _ in 0..<2 {
                // A new session (a new `xibify extract`) each time, one cluster each.
                let session = ExtractionSession(
                    scanOptions: scan, extraction: ExtractionOptions(workingDirectory: root))
                var provider = AcceptAll()
                let outcome = session.run(with: &provider)
                #expect(outcome.failures.isEmpty)
                total += outcome.written.count
            }
            #expect(total >= 2, "\(total)")
            let files = try FileManager.default.subpathsOfDirectory(atPath: copy.path)
            let bases = files.filter { ($0 as NSString).lastPathComponent.hasSuffix("NibView.swift") }
            #expect(bases.count == 1, "\(bases)")
            let swift = files.filter { $0.hasSuffix(".swift") }.map { ($0 as NSString).lastPathComponent }
            #expect(Set(swift).count == swift.count, "\(swift)")
        }
    }

    /// A variant group that took an exact cluster's copies is offered alone: the cluster is no
    /// choice, and a group that cannot be extracted is reported with its reason, nothing written
    /// (`Fixtures/FieldCases/NudgedPastes`: the keyboard type no accessor sets).
    @Test func aGroupThatTookAClusterIsOfferedAlone() throws {
        struct Recorder: ExtractionDecisionProvider {
            var offered: [String] = []
            var events: [ExtractionEvent] = []
            mutating func chooseCluster(from choices: [ExtractionChoice]) -> String? {
                guard offered.isEmpty else { return nil }
                offered = choices.map(\.cluster.id)
                return choices.first?.cluster.id
            }
            mutating func className(for cluster: DuplicateCluster, proposed: String, check: (String) -> String?)
                -> String?
            { proposed }
            mutating func propertyName(
                for parameter: Parameter, in cluster: DuplicateCluster, check: (String) -> String?
            ) -> String? { parameter.name }
            mutating func module(proposed: String?) -> String? { proposed ?? "" }
            mutating func outputDirectory(proposed: String) -> String? { proposed }
            mutating func confirm(_ result: RewriteResult) -> Bool { true }
            mutating func report(_ event: ExtractionEvent) { events.append(event) }
            mutating func continueWithAnother() -> Bool { false }
        }
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/NudgedPastes")) { copy in
            let root = copy.deletingLastPathComponent()
            let scan = ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root)
            let report = Pipeline.scan(scan)
            let group = try #require(report.variants.first)
            let session = ExtractionSession(scanOptions: scan, extraction: ExtractionOptions(workingDirectory: root))
            var provider = Recorder()
            let outcome = session.run(with: &provider)
            #expect(provider.offered == [group.id])
            #expect(outcome.written.isEmpty && outcome.failures.isEmpty)
            #expect(provider.events.contains { if case .notExtractable = $0 { true } else { false } })
        }
    }
}
