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

    @Test func shapeHashIsCoarserThanTheFingerprintAndTheSkeleton() {
        // Equal canonical forms must share the parse-time shape hash, or the prefilter would miss
        // copies; so must equal skeletons (#31), or copies that differ only in layout values (words
        // such as an alignment included) would never be compared as variants of one layout.
        var shapeByFingerprint: [String: UInt64] = [:]
        var shapeBySkeleton: [[UInt8]: UInt64] = [:]
        var skeletonsOfManyForms: Set<[UInt8]> = []
        var formBySkeleton: [[UInt8]: String] = [:]
        for document in Self.report.documents {
            let canonicalizer = Canonicalizer(document: document, index: ReferenceIndex(document))
            for root in DuplicateClusterer.candidateRoots(in: document) {
                let canonical = canonicalizer.canonicalize(root)
                let shape = document.elements[root].shapeHash
                if let known = shapeByFingerprint[canonical.fingerprint] {
                    #expect(known == shape, "\(document.path) element \(root)")
                } else {
                    shapeByFingerprint[canonical.fingerprint] = shape
                }
                let skeleton = CanonicalValues(Array(canonical.text.utf8)).skeleton
                if let known = shapeBySkeleton[skeleton] {
                    #expect(known == shape, "skeleton: \(document.path) element \(root)")
                    if formBySkeleton[skeleton] != canonical.fingerprint { skeletonsOfManyForms.insert(skeleton) }
                } else {
                    shapeBySkeleton[skeleton] = shape
                    formBySkeleton[skeleton] = canonical.fingerprint
                }
            }
        }
        #expect(shapeByFingerprint.count > 1000)
        // The check has teeth: some skeletons hold forms that differ in layout values.
        #expect(skeletonsOfManyForms.count > 10, "\(skeletonsOfManyForms.count)")
    }
}
