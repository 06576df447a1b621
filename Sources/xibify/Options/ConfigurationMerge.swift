import Foundation
import XibifyKit

/// Flags over the configuration file over the defaults: the settings of one run.
extension Configuration {
    /// Merges the command line's values over this file's.
    /// - Parameters:
    ///   - input: the paths and `--exclude` patterns.
    ///   - thresholds: `--min-views` and `--min-elements`.
    ///   - reporter: `--format`, if given.
    ///   - output: `--output`, if given.
    ///   - extraction: rewrite's flags, if the command has them.
    /// - Returns: the effective settings.
    func resolved(
        input: InputOptions, thresholds: ThresholdOptions, reporter: String? = nil, output: String? = nil,
        extraction: ExtractionFlags? = nil
    ) -> EffectiveConfiguration {
        let paths: Setting<[String]> =
            !input.paths.isEmpty
            ? Setting(input.paths, .flag)
            : included.map { Setting($0.map(resolve), .file) } ?? Setting([], .builtIn)
        // As written: `--exclude`'s grammar, below each scanned folder (docs/cli.md).
        let fileExcludes = excluded ?? []
        let excludedSource: SettingSource =
            input.excludes.isEmpty
            ? (excluded == nil ? .builtIn : .file) : (fileExcludes.isEmpty ? .flag : .fileAndFlag)
        var settings = EffectiveConfiguration(
            file: file,
            paths: paths,
            excluded: Setting(fileExcludes + input.excludes, excludedSource),
            minViews: .pick(flag: thresholds.minViews, file: minViews, builtIn: ClusteringOptions.defaultMinViews),
            minElements: .pick(
                flag: thresholds.minElements, file: minElements, builtIn: ClusteringOptions.defaultMinElements),
            ignore: ignore.map { Setting($0, .file) } ?? Setting([], .builtIn),
            reporter: .pick(flag: reporter, file: self.reporter, builtIn: ReportFormat.text.identifier),
            // The file's output belongs to the file's reporter: `--format xcode` in a build phase
            // must not overwrite the SARIF file the configuration writes for CI.
            output: output.map { Setting($0, .flag) }
                ?? (reporter == nil || reporter == self.reporter
                    ? self.output.map { Setting(resolve($0), .file) } : nil)
                    ?? Setting(nil, .builtIn),
            style: .pick(flag: extraction?.style, file: style, builtIn: .automatic),
            baseClass: extraction?.baseClass.map { Setting($0, .flag) } ?? baseClass.map { Setting($0, .file) }
                ?? Setting(nil, .builtIn),
            module: extraction?.module.map { Setting($0, .flag) } ?? module.map { Setting($0, .file) }
                ?? Setting(nil, .builtIn))
        settings.maxDifferences = .pick(
            flag: thresholds.maxDifferences, file: maxDifferences, builtIn: ClusteringOptions.defaultMaxDifferences)
        settings.strict = input.strict
        settings.honoursGitIgnore = !input.noGitIgnore
        settings.skipsDefaultFolders = !input.noDefaultExcludes
        settings.fileExcludedCount = fileExcludes.count
        settings.positions = positions
        settings.names = names.map { Setting($0, .file) } ?? Setting([:], .builtIn)
        settings.warnings = warnings
        return settings
    }
}
