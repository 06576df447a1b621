import XibifyKit

/// `../shared/corpus` scanned once per test run, for the tests of every layer that read it (each
/// enabled only when `TestPaths.corpusAvailable`).
package enum CorpusFixture {
    /// The scan of the whole corpus.
    package static let report = Pipeline.scan(
        ScanOptions(paths: [TestPaths.corpus.path], workingDirectory: TestPaths.corpus))
}
