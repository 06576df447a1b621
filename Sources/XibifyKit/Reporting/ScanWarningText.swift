extension ScanWarning {
    /// The warning in one sentence, with what to do.
    public var message: String {
        switch self {
        case .unmatchedExclude(let pattern):
            "--exclude \(pattern) matched no scanned path (patterns are relative to each folder scanned, to the "
                + "working folder when they hold a /, or absolute; see docs/cli.md)"
        }
    }
}
