/// Something a scan warns about without refusing anything; rendered by the command line.
package enum ScanWarning: Sendable, Equatable {
    /// An `--exclude` pattern left out no path under any scanned folder (a typo, or a path
    /// relative to another folder).
    case unmatchedExclude(pattern: String)
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
