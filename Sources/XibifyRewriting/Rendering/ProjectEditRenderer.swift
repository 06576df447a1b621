import Foundation
import XibifyFormat
import XibifyWorkspace

/// Adds the created files to the Xcode projects whose targets must build them (`--add-to-project`):
/// per project, one byte-exact insertion edit set (`ProjectFileEditor`): a file reference in the
/// group that stands for the file's folder, and a build file in each target's phase.
package enum ProjectEditRenderer {
    /// The edited `project.pbxproj` files.
    /// - Parameters:
    ///   - created: the batch's files with their joins (created ones, and existing ones that join more targets).
    ///   - workspace: where the projects are read.
    ///   - display: makes a path the one shown to users.
    /// - Returns: one file per project that gains something.
    package static func render(
        _ created: [RenderedFile], workspace: WorkspaceFiles, display: (String) -> String
    ) throws(ProjectEditProblem) -> [RenderedFile] {
        var byProject: [String: [ProjectAddition]] = [:]
        var references: [String: [String: String]] = [:]
        for file in created.sorted(by: { $0.path < $1.path }) where file.joins.contains(where: \.needsProjectEdit) {
            var phases: [String: [String]] = [:]
            var groups: [String: String] = [:]
            for join in file.joins {
                guard case .buildPhase(let phaseID, let groupID) = join.way,
                    case .xcodeProject(let project) = join.target.container
                else { continue }
                guard let groupID else { throw .noGroup(file: file.displayPath, project: display(project)) }
                phases[project, default: []].append(phaseID)
                groups[project] = groupID
            }
            for (project, phaseIDs) in phases {
                // A localized xib joins as the variant group `Name.xib` of the folder above `Base.lproj`.
                var addition =
                    file.variants.isEmpty
                    ? ProjectAddition(
                        fileName: (file.path as NSString).lastPathComponent, groupID: groups[project]!,
                        buildPhaseIDs: phaseIDs)
                    : ProjectAddition(
                        fileName: (file.path as NSString).lastPathComponent, variants: file.variants,
                        groupID: groups[project]!, buildPhaseIDs: phaseIDs)
                // A file the project lists already (an earlier run's NibView.swift, for another
                // target) gets build files only.
                // (for a localized xib, its variant group).
                if file.original != nil {
                    if references[project] == nil {
                        let read = XcodeProject(path: project, files: workspace)
                        references[project] = (read?.fileReferences ?? [:]).merging(
                            read?.variantGroups ?? [:], uniquingKeysWith: { _, group in group })
                    }
                    addition.existingReferenceID = references[project]?[XcodeProject.standardized(file.path)]
                }
                byProject[project, default: []].append(addition)
            }
        }
        var result: [RenderedFile] = []
        for (project, additions) in byProject.sorted(by: { $0.key < $1.key }) {
            guard let data = workspace.contents(atPath: project) else {
                throw .unreadable(project: display(project))
            }
            let bytes = [UInt8](data)
            let outcome: ProjectFileEditor.Outcome
            do {
                outcome = try ProjectFileEditor.edits(adding: additions, to: bytes, seed: "xibify " + display(project))
            } catch {
                throw .edit(project: display(project), code: error.code, detail: error.errorDescription ?? error.code)
            }
            var file = RenderedFile(
                path: project, displayPath: display(project), kind: .project, original: bytes,
                contents: TextEdit.apply(outcome.edits, to: bytes), edits: outcome.edits)
            file.projectAdditions = additions
            result.append(file)
        }
        return result
    }
}
