import Foundation

/// Why `--add-to-project` cannot add the created files to their projects; nothing is written.
public enum ProjectEditProblem: Error, Sendable, Equatable, LocalizedError {
    /// No group of the project stands for the folder the file is in.
    case noGroup(file: String, project: String)
    /// The editor refused the project (`code` is `ProjectEditError`'s stable name).
    case edit(project: String, code: String, detail: String)
    /// The project cannot be read any more.
    case unreadable(project: String)

    /// A stable identifier.
    package var code: String {
        switch self {
        case .noGroup: "no-group"
        case .edit(_, let code, _): code
        case .unreadable: "unreadable-project"
        }
    }

    public var errorDescription: String? {
        switch self {
        case .noGroup(let file, let project):
            return "\(project): no group stands for the folder of \(file); add a group for that folder in Xcode, "
                + "or pass --output-dir with a folder the project has a group for — nothing was written"
        case .edit(let project, _, let detail):
            return "\(project): cannot add the new files: \(detail) — nothing was written"
        case .unreadable(let project):
            return "\(project): cannot be read — nothing was written"
        }
    }
}
