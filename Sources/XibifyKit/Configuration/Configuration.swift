import Foundation

/// The settings of a `.xibify.yml` file: every key is optional, and flags override it.
///
/// Keys are named as SwiftLint names the same concepts (docs/cli.md, "Configuration file").
public struct Configuration: Sendable, Equatable {
    /// The file's name, looked for in the working folder and its parents.
    public static let fileName = ".xibify.yml"

    /// The file it was read from (absolute), or nil for the built-in defaults.
    public var file: String?
    /// `included`: paths to scan when none is given, relative to the file's folder.
    public var included: [String]?
    /// `excluded`: globs of paths to leave out, in `--exclude`'s grammar.
    public var excluded: [String]?
    /// `min_views`.
    public var minViews: Int?
    /// `min_elements`.
    public var minElements: Int?
    /// `ignore`: clusters that are not reported and do not fail.
    public var ignore: [IgnoredCluster]?
    /// `reporter`: a `report --format` identifier.
    public var reporter: String?
    /// `output`: the file the report is written to, relative to the file's folder.
    public var output: String?
    /// `style`: rewrite's style choice.
    public var style: StylePreference?
    /// `base_class`: rewrite's existing base class.
    public var baseClass: String?
    /// `module`: the Swift module of generated classes.
    public var module: String?

    /// An empty configuration: every setting at its default.
    public init() {}

    /// The folder paths in the file are relative to.
    public var folder: URL? {
        file.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
    }

    /// A path from the file made absolute against its folder (absolute paths stay).
    /// - Parameter path: the path as written.
    /// - Returns: the absolute path, or the path itself without a file.
    public func resolve(_ path: String) -> String {
        guard let folder, !path.hasPrefix("/") else { return path }
        return folder.appendingPathComponent(path).standardizedFileURL.path
    }
}
