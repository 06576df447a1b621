import Foundation
import XibifyRewriting

/// The settings of a `.xibify.yml` file: every key is optional, and flags override it.
///
/// Keys are named as SwiftLint names the same concepts (docs/cli.md, "Configuration file").
package struct Configuration: Sendable, Equatable {
    /// The file's name, looked for in the working folder and its parents.
    package static let fileName = ".xibify.yml"

    /// The file it was read from (absolute), or nil for the built-in defaults.
    package var file: String?
    /// `included`: paths to scan when none is given, relative to the file's folder.
    package var included: [String]?
    /// `excluded`: globs of paths to leave out, in `--exclude`'s grammar.
    package var excluded: [String]?
    /// `min_views`.
    package var minViews: Int?
    /// `min_elements`.
    package var minElements: Int?
    /// `max_differences`: layout values the copies of a variant group may differ in (0: none).
    package var maxDifferences: Int?
    /// `ignore`: clusters that are not reported and do not fail.
    package var ignore: [IgnoredCluster]?
    /// `reporter`: a `report --format` identifier.
    package var reporter: String?
    /// `output`: the file the report is written to, relative to the file's folder.
    package var output: String?
    /// `style`: rewrite's style choice.
    package var style: StylePreference?
    /// `base_class`: rewrite's existing base class.
    package var baseClass: String?
    /// `module`: the Swift module of generated classes.
    package var module: String?
    /// `names`: the class name a person chose for a cluster, by cluster id (#30).
    ///
    /// Every run names that cluster so, as `--name ID=NAME` does; `rewrite --write` and `extract` record the names
    /// typed there (`ConfigurationNamesEdit`).
    package var names: [String: String]?
    /// What is wrong with entries of `names` that were left out (a name that is not a Swift type
    /// name, a name given twice), each at its line: warnings, since the other names still hold.
    package var warnings: [ConfigurationWarning] = []
    /// Where the items of lists stand in the file, by key (`excluded[0]`, `ignore[1]`), so that a
    /// warning about one names its line (#32).
    package var positions: [String: ConfigurationPosition] = [:]

    /// An empty configuration: every setting at its default.
    package init() {}

    /// The folder paths in the file are relative to.
    package var folder: URL? {
        file.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
    }

    /// A path from the file made absolute against its folder (absolute paths stay).
    /// - Parameter path: the path as written.
    /// - Returns: the absolute path, or the path itself without a file.
    package func resolve(_ path: String) -> String {
        guard let folder, !path.hasPrefix("/") else { return path }
        return folder.appendingPathComponent(path).standardizedFileURL.path
    }
}
