import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `.xibify.yml`: every key read, every problem named with its key and line, discovery upwards.
@Suite struct ConfigurationLoaderTests {
    static let file = "/project/.xibify.yml"

    static func issues(_ text: String) -> [ConfigurationError] {
        do {
            _ = try ConfigurationLoader.parse(text, file: file)
            return []
        } catch {
            return error.errors
        }
    }

    @Test func readsEveryKey() throws {
        let configuration = try ConfigurationLoader.parse(
            """
            included:
              - App
              - Shared/UI
            excluded:
              - "**/Legacy/**"
            min_views: 3
            min_elements: 12
            ignore:
              - cluster: b67ef5ed
                reason: kept on purpose until the redesign
              - cluster: 12345678
                reason: digits only
            reporter: sarif
            output: build/xibify.sarif
            style: nibview
            base_class: AppNibView
            module: ShopKit
            """, file: Self.file)
        #expect(configuration.included == ["App", "Shared/UI"])
        #expect(configuration.excluded == ["**/Legacy/**"])
        #expect(configuration.minViews == 3 && configuration.minElements == 12)
        #expect(
            configuration.ignore == [
                IgnoredCluster(cluster: "b67ef5ed", reason: "kept on purpose until the redesign"),
                IgnoredCluster(cluster: "12345678", reason: "digits only"),
            ])
        #expect(configuration.reporter == "sarif" && configuration.output == "build/xibify.sarif")
        #expect(configuration.style == .nibView && configuration.baseClass == "AppNibView")
        #expect(configuration.module == "ShopKit")
        #expect(configuration.resolve("App") == "/project/App")
        #expect(configuration.resolve("/abs/App") == "/abs/App")
    }

    @Test func emptyFileMeansDefaults() throws {
        let configuration = try ConfigurationLoader.parse("# nothing yet\n", file: Self.file)
        #expect(configuration.minViews == nil && configuration.ignore == nil && configuration.file == Self.file)
    }

    @Test func unknownKeyIsNamedWithItsLine() {
        let issues = Self.issues("min_views: 2\nmin_view: 3\nexclude:\n  - Pods\n")
        #expect(issues.map(\.key) == ["min_view", "exclude"])
        #expect(issues.map(\.line) == [2, 3])
        #expect(issues[0].errorDescription?.hasPrefix("/project/.xibify.yml:2:1: unknown key `min_view`") == true)
    }

    @Test func wrongTypesAreNamedWithTheirLines() {
        let issues = Self.issues(
            """
            min_views: three
            excluded: Pods
            reporter: 3
            included:
              - App
              - [nested]
            ignore:
              - cluster: b67ef5ed
            style: sideways
            min_elements: 0
            """)
        #expect(
            issues.map(\.key) == [
                "min_views", "excluded", "reporter", "included[1]", "ignore[0]", "style", "min_elements",
            ])
        #expect(issues.map(\.line) == [1, 2, 3, 6, 8, 9, 10])
        #expect(issues[0].message == "`min_views` must be a whole number")
        #expect(issues[1].message == "`excluded` must be a list of strings")
        #expect(issues[4].message.contains("`reason` is missing"))
        #expect(issues[5].message.contains("no style is named sideways"))
    }

    @Test func brokenYAMLAndDuplicatesAreNamed() {
        let syntax = Self.issues("min_views: [1, 2\n")
        #expect(syntax.count == 1 && syntax[0].line != nil)
        if case .syntax = syntax.first?.problem {} else { Issue.record("expected a syntax error, got \(syntax)") }
        let duplicate = Self.issues("min_views: 2\nmin_views: 3\n")
        #expect(duplicate.map(\.key) == ["min_views"])
        let list = Self.issues("- a\n- b\n")
        #expect(list.map(\.problem) == [.notAMapping])
    }

    /// The nearest file wins: in the folder, else in the closest parent.
    @Test func discoveryWalksUpToTheNearestFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-config-\(UUID())")
        let nested = root.appendingPathComponent("App/Screens/Checkout")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ConfigurationLoader.discover(from: nested).map { $0.path.hasPrefix(root.path) } != true)
        try Data("min_views: 4\n".utf8).write(to: root.appendingPathComponent(".xibify.yml"))
        let found = try #require(ConfigurationLoader.discover(from: nested))
        #expect(found.standardizedFileURL.path == root.appendingPathComponent(".xibify.yml").standardizedFileURL.path)
        try Data("min_views: 5\n".utf8).write(to: root.appendingPathComponent("App/.xibify.yml"))
        let nearer = try #require(ConfigurationLoader.discover(from: nested))
        #expect(try ConfigurationLoader.load(nearer).minViews == 5)
    }

    /// An `ignore` entry names a near-miss group by its id as it names a cluster (#31).
    @Test func ignoredVariantGroupsAreLeftOut() throws {
        let report = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/FieldCases/NearMiss"], workingDirectory: TestPaths.packageRoot))
        let group = try #require(report.variants.first)
        let settings = EffectiveConfiguration(
            file: nil, paths: Setting([], .builtIn), excluded: Setting([], .builtIn), minViews: Setting(2, .builtIn),
            minElements: Setting(8, .builtIn), ignore: Setting([IgnoredCluster(cluster: group.id, reason: "r")], .file),
            reporter: Setting("text", .builtIn), output: Setting(nil, .builtIn), style: Setting(.automatic, .builtIn),
            baseClass: Setting(nil, .builtIn), module: Setting(nil, .builtIn))
        #expect(settings.filtered(report).variants.isEmpty)
        #expect(settings.unmatchedIgnores(in: report).isEmpty)
    }

    /// An `ignore` entry that names an exact cluster keeps it ignored when a paste nudged from it
    /// joins its copies in a variant group: the group is left out, its copies ignored, the entry
    /// not stale (`Fixtures/FieldCases/NudgedPastes`).
    @Test func aClusterIgnoredBeforeANudgedPasteStaysIgnored() throws {
        let report = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/FieldCases/NudgedPastes"], workingDirectory: TestPaths.packageRoot))
        let absorbed = try #require(report.absorbedClusters.first)
        #expect(report.clusters.isEmpty && report.variants.count == 1)
        let settings = EffectiveConfiguration(
            file: nil, paths: Setting([], .builtIn), excluded: Setting([], .builtIn), minViews: Setting(2, .builtIn),
            minElements: Setting(8, .builtIn),
            ignore: Setting([IgnoredCluster(cluster: absorbed.id, reason: "r")], .file),
            reporter: Setting("text", .builtIn), output: Setting(nil, .builtIn), style: Setting(.automatic, .builtIn),
            baseClass: Setting(nil, .builtIn), module: Setting(nil, .builtIn))
        let filtered = settings.filtered(report)
        #expect(filtered.variants.isEmpty && filtered.absorbedClusters.isEmpty)
        #expect(filtered.ignoredCopies.count == 4)
        #expect(settings.unmatchedIgnores(in: report).isEmpty)
    }

    /// `ignore` entries remove their clusters from the report; a longer fingerprint prefix works too.
    @Test func ignoredClustersAreLeftOut() throws {
        let report = Pipeline.scan(
            ScanOptions(
                paths: ["Fixtures/ShopApp/Checkout", "Fixtures/ShopApp/Profile"],
                workingDirectory: TestPaths.packageRoot))
        let target = try #require(report.clusters.first)
        var settings = EffectiveConfiguration(
            file: nil, paths: Setting([], .builtIn), excluded: Setting([], .builtIn), minViews: Setting(2, .builtIn),
            minElements: Setting(8, .builtIn),
            ignore: Setting(
                [
                    IgnoredCluster(cluster: String(target.fingerprint.prefix(12)), reason: "r"),
                    IgnoredCluster(cluster: "00000000", reason: "stale"),
                ], .file),
            reporter: Setting("text", .builtIn), output: Setting(nil, .builtIn), style: Setting(.automatic, .builtIn),
            baseClass: Setting(nil, .builtIn), module: Setting(nil, .builtIn))
        let filtered = settings.filtered(report)
        #expect(filtered.clusters.count == report.clusters.count - 1)
        #expect(!filtered.clusters.contains { $0.id == target.id })
        #expect(settings.unmatchedIgnores(in: report).map(\.cluster) == ["00000000"])
        settings.ignore = Setting([], .builtIn)
        #expect(settings.filtered(report).clusters.count == report.clusters.count)
    }
}
