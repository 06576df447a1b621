/// Something a scan warns about without refusing anything; rendered by the command line.
package enum ScanWarning: Sendable, Equatable {
    /// An `--exclude` pattern left out no path under any scanned folder (a typo, or a path
    /// relative to another folder). `index` is the pattern's place in `ScanOptions.excludes` (the
    /// configuration file's `excluded` first, then `--exclude`'s), so the command line can name
    /// the configuration's line for one of the file's (#32).
    case unmatchedExclude(pattern: String, index: Int)
    /// A symbolic link to a folder under a scanned folder, not followed: what it leads to is not
    /// the repository's (git stores the link, not the folder), may be outside it, and may lead back
    /// up (#27). Not named when it leads into a scanned folder, whose files are read anyway.
    case linkedFolder(path: String, destination: String)

    /// A stable identifier of the warning's kind.
    package var code: String {
        switch self {
        case .unmatchedExclude: "unmatched-exclude"
        case .linkedFolder: "linked-folder"
        }
    }
}
