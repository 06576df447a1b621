/// Something a scan warns about without refusing anything; rendered by the command line.
public enum ScanWarning: Sendable, Equatable {
    /// An `--exclude` pattern left out no path under any scanned folder (a typo, or a path
    /// relative to another folder).
    case unmatchedExclude(pattern: String)

    /// A stable identifier of the warning's kind.
    public var code: String {
        switch self {
        case .unmatchedExclude: "unmatched-exclude"
        }
    }
}
