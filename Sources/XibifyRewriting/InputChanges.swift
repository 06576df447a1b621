import Foundation
import XibifyScanning
import XibifyWorkspace

/// The files a rewrite read that hold something else now: the documents of the copies it
/// replaces (as the scan read them), their translations (as the scan read them), the Xcode
/// projects (as the planner read them), and the files it edits (as the renderer read them).
///
/// A run that loses a race with another (a second xibify run that wrote the same files after
/// this one scanned them, or an editor) has planned on a state of the tree that is gone. The run
/// reads each file once (`WorkspaceCache`), so its plan is consistent, and a verification check
/// that fails anyway is not blamed on a cluster before the inputs are compared with the disk; a
/// round that succeeds compares them too, so that a dry run or `--check` names the race as the
/// writer's own comparison does (75, "changed since xibify read it") (#27). This is the one
/// reader that reads the disk again on purpose.
package enum InputChanges {
    /// The files, as displayed, whose bytes on disk differ from what was read (or that are gone).
    /// - Parameters:
    ///   - report: the scan.
    ///   - plans: the plans of the attempt.
    ///   - projects: the projects the planner read.
    ///   - files: its rendered files.
    ///   - display: how a path is shown.
    /// - Returns: the changed files, in the order found; empty when none changed.
    package static func since(
        _ report: ScanReport, plans: [ExtractionPlan], projects: ProjectIndex, files: [RenderedFile],
        display: (String) -> String
    ) -> [String] {
        var changed: [String] = []
        var seen: Set<String> = []
        func compare(_ path: String, _ bytes: [UInt8]) {
            // A file an earlier round of this rewrite wrote in memory is not on disk yet.
            guard seen.insert(path).inserted, !report.workspace.holds(path) else { return }
            let disk = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
            if disk != bytes { changed.append(display(path)) }
        }
        let indices = Set(plans.flatMap { $0.replaced.map(\.documentIndex) }).sorted()
        for index in indices where report.documents.indices.contains(index) {
            let document = report.documents[index]
            if let path = document.filePath { compare(path, document.bytes) }
            for language in report.translations[index]?.languages ?? [] {
                compare(language.path, language.file.bytes)
            }
        }
        for project in projects.projects.values.sorted(by: { $0.path < $1.path }) {
            compare(project.path, [UInt8](project.contents))
        }
        for file in files {
            if let original = file.original { compare(file.path, original) }
        }
        return changed
    }
}
