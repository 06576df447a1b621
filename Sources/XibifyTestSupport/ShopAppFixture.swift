import Foundation
import XibifyKit

/// Fixtures/ShopApp as the rewrite tests of every layer read it: its folders of refused and
/// legacy files left out, scanned and rewritten once per test run.
package enum ShopAppFixture {
    /// The folders left out: deliberately broken documents, legacy files and resources.
    package static let excludes = [Glob("Broken"), Glob("Legacy"), Glob("Resources")]

    /// A scan of the fixture (or of a copy of it under `root`).
    package static func scan(_ folder: String = "Fixtures/ShopApp", in root: URL = TestPaths.packageRoot)
        -> ScanReport
    {
        Pipeline.scan(ScanOptions(paths: [folder], excludes: excludes, workingDirectory: root))
    }

    /// The rewrite's options, with `root` as the working folder.
    package static func options(_ root: URL = TestPaths.packageRoot) -> ExtractionOptions {
        ExtractionOptions(workingDirectory: root)
    }

    /// The scan of the bundled fixture.
    package static let report = scan()
    /// Its rewrite, every selected cluster verified (`Rewriter.prepareAll`).
    package static let result = Result { try Rewriter.prepareAll(report, options: options()) }

    /// The rewrite, or its failure thrown.
    package static func rewritten() throws -> RewriteResult { try result.get() }
}
