import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Real apps' IB files in ../shared/corpus; skipped when the folder is absent.
@Suite(.enabled(if: TestPaths.corpusAvailable, "../shared/corpus is not present"))
struct CorpusTests {
    static let report = CorpusFixture.report

    /// Whether a file's root is a legacy `<archive>`, judged from its first bytes, independently of the parser.
    static func startsAsArchive(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 512), as: UTF8.self)
        return head.contains("<archive ")
    }

    @Test func everyModernFileParsesAndArchivesAreSkipped() throws {
        #expect(Self.report.files.count >= 200)
        var archives = 0
        for file in Self.report.files {
            let path = TestPaths.corpus.appendingPathComponent(file.path).path
            if Self.startsAsArchive(path) {
                archives += 1
                #expect(file.skipped?.reason == .legacyArchive && file.error == nil, "\(file.path)")
                #expect(file.skipped?.message.contains("legacy pre-Xcode 5 <archive> XIB") == true)
            } else {
                #expect(file.error == nil, "\(file.error?.errorDescription ?? "")")
            }
        }
        #expect(archives >= 1)
        #expect(Self.report.documents.count == Self.report.files.count - archives)
    }

    @Test func clustersAreRealDuplicates() {
        #expect(!Self.report.clusters.isEmpty)
        for cluster in Self.report.clusters {
            #expect(cluster.instances.count >= 2)
            #expect(cluster.elementCount >= ClusteringOptions.defaultMinElements)
            #expect(cluster.viewCount >= ClusteringOptions.defaultMinViews)
            // Every instance's canonical text is the cluster's.
            for instance in cluster.instances {
                let document = Self.report.documents.first { $0.path == instance.file }!
                let canonical = Canonicalizer(document: document, index: ReferenceIndex(document)).canonicalize(
                    instance.element)
                #expect(canonical.text == cluster.canonicalText)
            }
        }
    }

    @Test func shapeHashIsCoarserThanTheFingerprint() {
        // Equal canonical forms must share the parse-time shape hash, or the prefilter would miss copies.
        var shapeByFingerprint: [String: UInt64] = [:]
        for document in Self.report.documents {
            let canonicalizer = Canonicalizer(document: document, index: ReferenceIndex(document))
            for root in DuplicateClusterer.candidateRoots(in: document) {
                let fingerprint = canonicalizer.canonicalize(root).fingerprint
                let shape = document.elements[root].shapeHash
                if let known = shapeByFingerprint[fingerprint] {
                    #expect(known == shape, "\(document.path) element \(root)")
                } else {
                    shapeByFingerprint[fingerprint] = shape
                }
            }
        }
        #expect(shapeByFingerprint.count > 1000)
    }
}
