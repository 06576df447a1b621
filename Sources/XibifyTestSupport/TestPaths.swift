import Foundation

/// Where the package, its fixtures, its goldens and the shared corpus are.
public enum TestPaths {
    /// The package's root folder, found from this file's path (fixtures are not bundled).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/`.
    public static let fixtures = packageRoot.appendingPathComponent("Fixtures")

    /// `Tests/Goldens/`.
    public static let goldens = packageRoot.appendingPathComponent("Tests/Goldens")

    /// `../shared/corpus`, the real apps' files; tests that read it skip when it is absent.
    public static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Whether the shared corpus is present.
    public static var corpusAvailable: Bool {
        FileManager.default.fileExists(atPath: corpus.appendingPathComponent("MANIFEST.tsv").path)
    }
}
