import Foundation
import XibifyRewriting
import XibifyScanning
import XibifyWorkspace

/// The settings in force for one run: the configuration file's with the flags' over them.
///
/// The executable builds it (flags merge in the CLI); the Kit applies it and `config --print`
/// shows it with each value's source.
package struct EffectiveConfiguration: Sendable, Equatable {
    /// The configuration file used (absolute), if any.
    package var file: String?
    /// Files and folders to scan (empty: the working folder).
    package var paths: Setting<[String]>
    /// Globs of paths to leave out.
    package var excluded: Setting<[String]>
    /// Fewest views of a reported layout.
    package var minViews: Setting<Int>
    /// Fewest canonical elements of a reported layout.
    package var minElements: Setting<Int>
    /// Layout values the copies of a variant group may differ in (0: no variant groups).
    package var maxDifferences = Setting(ClusteringOptions.defaultMaxDifferences, .builtIn)
    /// Clusters not reported.
    package var ignore: Setting<[IgnoredCluster]>
    /// The report format's identifier.
    package var reporter: Setting<String>
    /// The file the report goes to (nil: standard output).
    package var output: Setting<String?>
    /// rewrite's style.
    package var style: Setting<StylePreference>
    /// rewrite's base class (nil: write NibView.swift).
    package var baseClass: Setting<String?>
    /// The module of generated classes (nil: detected).
    package var module: Setting<String?>
    /// Class names chosen for clusters, by cluster id (`names`, #30).
    package var names: Setting<[String: String]> = Setting([:], .builtIn)
    /// What is wrong with entries of `names` that were left out, each at its line.
    package var warnings: [ConfigurationWarning] = []
    /// Whether legacy `<archive>` XIBs and XML that is not Interface Builder are refused (`--strict`)
    /// rather than skipped.
    package var strict = false
    /// Whether `.gitignore` and `.git/info/exclude` leave files out (`--no-gitignore` turns it off).
    package var honoursGitIgnore = true
    /// Whether folders named `Pods`, `Carthage` and `DerivedData` are skipped (`--no-default-excludes`).
    package var skipsDefaultFolders = true
    /// How many of `excluded`'s patterns come from the file: they come first, then `--exclude`'s.
    package var fileExcludedCount = 0
    /// Where the items of the file's lists stand (`Configuration.positions`), for warnings.
    package var positions: [String: ConfigurationPosition] = [:]

    /// Creates the settings.
    /// - Parameters:
    ///   - file: the configuration file used, if any.
    ///   - paths: files and folders to scan.
    ///   - excluded: globs to leave out.
    ///   - minViews: fewest views.
    ///   - minElements: fewest elements.
    ///   - ignore: clusters not reported.
    ///   - reporter: the report format's identifier.
    ///   - output: the report's file.
    ///   - style: rewrite's style.
    ///   - baseClass: rewrite's base class.
    ///   - module: the generated classes' module.
    package init(
        file: String?, paths: Setting<[String]>, excluded: Setting<[String]>, minViews: Setting<Int>,
        minElements: Setting<Int>, ignore: Setting<[IgnoredCluster]>, reporter: Setting<String>,
        output: Setting<String?>, style: Setting<StylePreference>, baseClass: Setting<String?>,
        module: Setting<String?>
    ) {
        self.file = file
        self.paths = paths
        self.excluded = excluded
        self.minViews = minViews
        self.minElements = minElements
        self.ignore = ignore
        self.reporter = reporter
        self.output = output
        self.style = style
        self.baseClass = baseClass
        self.module = module
    }

    /// What to scan.
    /// - Parameter workingDirectory: the folder paths are shown relative to.
    /// - Returns: the scan's options.
    package func scanOptions(workingDirectory: URL) -> ScanOptions {
        var options = ScanOptions(
            paths: paths.value, excludes: excluded.value.map { Glob($0) }, workingDirectory: workingDirectory,
            clustering: ClusteringOptions(
                minViews: minViews.value, minElements: minElements.value, maxDifferences: maxDifferences.value))
        options.strict = strict
        options.honoursGitIgnore = honoursGitIgnore
        options.skipsDefaultFolders = skipsDefaultFolders
        return options
    }

    /// The report without the clusters `ignore` names: they are neither reported nor failed on.
    /// - Parameter report: the scan's result.
    /// - Returns: the report with those clusters removed.
    package func filtered(_ report: ScanReport) -> ScanReport {
        guard !ignore.value.isEmpty else { return report }
        var kept = report
        kept.clusters = report.clusters.filter { cluster in !ignore.value.contains { $0.matches(cluster) } }
        // A variant group is kept on purpose the same way, by its id; so is a group that took the
        // copies of an ignored cluster (a paste nudged from a layout kept on purpose), and a cluster
        // a group took goes with its group.
        let ignoredGroups = Set(
            report.variants.filter { group in ignore.value.contains { $0.matches(group) } }.map(\.id)
                + report.absorbedClusters.filter { cluster in ignore.value.contains { $0.matches(cluster) } }
                .compactMap(\.absorbedBy))
        kept.variants = report.variants.filter { !ignoredGroups.contains($0.id) }
        kept.absorbedClusters = report.absorbedClusters.filter { !ignoredGroups.contains($0.absorbedBy ?? "") }
        // A group's copies hold those of the clusters it took.
        kept.ignoredCopies = Set(
            report.clusters.filter { cluster in ignore.value.contains { $0.matches(cluster) } }
                .flatMap { $0.instances.map(\.copyKey) }
                + report.variants.filter { ignoredGroups.contains($0.id) }.flatMap { $0.copies.map(\.copyKey) })
        return kept
    }

    /// The report with the clusters `names` names proposing the chosen class names, in every
    /// format and in the `rewrite` command each suggests.
    /// - Parameter report: the scan's result.
    /// - Returns: the report, named.
    package func named(_ report: ScanReport) -> ScanReport {
        var named = report
        named.choose(classNames: names.value)
        return named
    }

    /// The `ignore` entries that name no cluster of a scan (stale entries).
    /// - Parameter report: the scan's result, before filtering.
    /// - Returns: the entries matching nothing.
    package func unmatchedIgnores(in report: ScanReport) -> [IgnoredCluster] {
        ignore.value.filter { entry in
            !report.clusters.contains { entry.matches($0) } && !report.variants.contains { entry.matches($0) }
                && !report.absorbedClusters.contains { entry.matches($0) }
        }
    }

    /// Sets rewrite's choices on extraction options.
    /// - Parameter options: the options to complete.
    package func apply(to options: inout ExtractionOptions) {
        options.style = style.value
        options.baseClass = baseClass.value
        options.module = module.value
        options.ignoredClusters = ignore.value.map(\.cluster)
        options.recordedClassNames = names.value
    }
}
