import XibifyWorkspace

extension ScanWarning {
    /// The warning in one sentence, with what to do.
    package var message: String {
        switch self {
        case .unmatchedExclude(let pattern, _):
            "--exclude \(pattern) matched no scanned path (patterns are relative to each folder scanned, to the "
                + "working folder when they hold a /, or absolute; see docs/cli.md)"
        case .linkedFolder(let path, let destination):
            "skipped \(path), a symbolic link to the folder \(destination): links to folders are not followed "
                + "(what they lead to may be outside the project, and is never rewritten); name that folder to scan it"
        }
    }
}
