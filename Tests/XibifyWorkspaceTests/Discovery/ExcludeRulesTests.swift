import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyWorkspace

/// `--exclude` read from the scanned folder, the working folder and as absolute paths; patterns
/// that leave nothing out are reported.
@Suite struct ExcludeRulesTests {
    static let shopApp = TestPaths.fixtures.appendingPathComponent("ShopApp").path

    /// The files a scan of `Fixtures/ShopApp` from the package root finds with these patterns.
    static func found(_ patterns: [String], paths: [String] = ["Fixtures/ShopApp"]) -> InputDiscovery.Result {
        InputDiscovery(excludes: patterns.map { Glob($0) }, workingDirectory: TestPaths.packageRoot).discover(paths)
    }

    @Test(arguments: [
        "./Broken", "Broken", "Broken/", "./Broken/Coupons.storyboard", "Fixtures/ShopApp/Broken",
        "./Fixtures/ShopApp/Broken", "Fixtures/ShopApp/Broken/*.storyboard", shopApp + "/Broken",
        shopApp + "/Broken/", shopApp + "/Checkout/../Broken",
    ])
    func everySpellingOfTheBrokenFolderExcludesIt(_ pattern: String) {
        let result = Self.found([pattern])
        let paths = result.inputs.map(\.displayPath)
        #expect(!paths.contains("Fixtures/ShopApp/Broken/Coupons.storyboard"), "\(pattern)")
        #expect(paths.contains("Fixtures/ShopApp/Checkout/Checkout.storyboard"), "\(pattern)")
        #expect(result.warnings.isEmpty, "\(pattern)")
    }

    @Test func anchoredPatternsDoNotMatchDeeper() {
        // `./Base.lproj` names a folder at the top of the scanned folder: there is none.
        let anchored = Self.found(["./Base.lproj"])
        #expect(anchored.inputs.contains { $0.displayPath.contains("/Base.lproj/") })
        #expect(anchored.warnings == [.unmatchedExclude(pattern: "./Base.lproj", index: 0)])
        // Unanchored, it matches at any depth.
        let anywhere = Self.found(["Base.lproj"])
        #expect(!anywhere.inputs.contains { $0.displayPath.contains("/Base.lproj/") })
        #expect(anywhere.warnings.isEmpty)
    }

    @Test func theScannedFolderItselfAsAbsolutePathExcludesEverything() {
        let result = Self.found([Self.shopApp])
        #expect(result.inputs.isEmpty)
        #expect(result.warnings.isEmpty)
    }

    @Test func patternsThatMatchNothingAreReportedOncePerPattern() {
        let result = Self.found(
            ["Broken", "Nowhere", "/elsewhere/Broken", "Legacy", "Nowhere"],
            paths: [
                "Fixtures/ShopApp", "Fixtures/RuntimeCases",
            ])
        #expect(
            result.warnings == [
                .unmatchedExclude(pattern: "Nowhere", index: 1),
                .unmatchedExclude(pattern: "/elsewhere/Broken", index: 2),
                .unmatchedExclude(pattern: "Nowhere", index: 4),
            ])
        #expect(result.warnings.first?.message.contains("--exclude Nowhere matched no scanned path") == true)
        // Files named directly are not walked: no pattern can be judged, so none is reported.
        let direct = Self.found(["Nowhere"], paths: ["Fixtures/ShopApp/Checkout/Checkout.storyboard"])
        #expect(direct.warnings.isEmpty)
    }

    @Test(arguments: [
        ("/a/b/../c/./d", "/a/c/d"), ("/a//b/", "/a/b"), ("/..", "/"), ("/", "/"),
    ])
    func normalisation(_ path: String, _ expected: String) {
        #expect(ExcludeRules.normalised(path) == expected)
    }
}
