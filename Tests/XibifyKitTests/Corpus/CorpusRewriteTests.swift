import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `rewrite --write` on a temporary copy of ../shared/corpus: verified, parseable, idempotent.
@Suite(.enabled(if: TestPaths.corpusAvailable, "../shared/corpus is not present"))
struct CorpusRewriteTests {
    /// Default thresholds, and single views too (`--min-views 1`), where most ports are used.
    @Test(arguments: [2, 1])
    func writeVerifiesParsesAndIsIdempotent(minViews: Int) throws {
        try FixtureCopy.with(TestPaths.corpus) { copy in
            let root = copy.deletingLastPathComponent()
            let clustering = ClusteringOptions(minViews: minViews)
            let scan = {
                Pipeline.scan(
                    ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root, clustering: clustering))
            }
            let options = ExtractionOptions(workingDirectory: root)
            let first = try Rewriter.prepare(scan(), options: options)
            try BatchWriter().write(first.files)
            for file in first.files where file.kind != .swift {
                let bytes = try #require(FileManager.default.contents(atPath: file.path))
                #expect(throws: Never.self) { try IBDocumentParser.parse(Array(bytes), path: file.displayPath) }
            }
            let second = try Rewriter.prepare(scan(), options: options)
            #expect(!second.hasChanges, "\(second.plans.map(\.className))")
            // Record what was extracted, for the note on the issue.
            let replaced = first.plans.reduce(0) { $0 + $1.replaced.count }
            let ports = first.plans.reduce(0) { $0 + $1.ports.count }
            print(
                "corpus rewrite (--min-views \(minViews)): \(first.plans.count) clusters extracted, "
                    + "\(first.skipped.count) skipped, \(replaced) copies replaced, \(ports) ports")
            if minViews == 1 { #expect(ports > 0, "the corpus has copies whose actions go through ports") }
        }
    }
}
