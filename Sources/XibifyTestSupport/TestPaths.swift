import Foundation

/// Where the package, its fixtures, its goldens and the shared corpus are.
package enum TestPaths {
    /// The package's root folder, found from this file's path (fixtures are not bundled).
    package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/`.
    package static let fixtures = packageRoot.appendingPathComponent("Fixtures")

    /// `Tests/Goldens/`.
    package static let goldens = packageRoot.appendingPathComponent("Tests/Goldens")

    /// `../shared/corpus`, the real apps' files; tests that read it skip when it is absent.
    package static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Whether the shared corpus is present.
    package static var corpusAvailable: Bool {
        FileManager.default.fileExists(atPath: corpus.appendingPathComponent("MANIFEST.tsv").path)
    }
}
