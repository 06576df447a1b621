import Foundation
import XibifyWorkspace

/// An edited `project.pbxproj` keeps every byte outside its insertions, reads back with the
/// property-list reader, and builds every created file in every target its joins name: the file
/// reference resolves to the file's path, and the target's phase lists a build file for it (for a
/// localized xib and its translations, the build file of their variant group).
package struct ProjectCheck {
    /// The batch.
    package var files: [RenderedFile]
    /// Where the projects' `.xcconfig` files are read.
    package var workspace: WorkspaceFiles

    package func run() throws(VerificationError) {
        var created = files.filter { $0.joins.contains(where: \.needsProjectEdit) }
        // A localized xib's translations must be built with it (its variant group).
        for file in files {
            guard let xib = file.variantOf, let joins = files.first(where: { $0.path == xib })?.joins else { continue }
            var variant = file
            variant.joins = joins
            created.append(variant)
        }
        for file in files where file.kind == .project {
            try ByteCheck(file: file).run()
            guard let project = XcodeProject(path: file.path, data: Data(file.contents), files: workspace) else {
                throw .notInTarget(path: file.displayPath, target: "its project", detail: "it no longer reads back")
            }
            for createdFile in created {
                for join in createdFile.joins where join.target.containerPath == file.path && join.needsProjectEdit {
                    let path = XcodeProject.standardized(createdFile.path)
                    guard let index = project.targets.firstIndex(where: { $0.id == join.target.id }),
                        project.memberships(of: path).contains(where: { $0.target == index && $0.phase == join.phase })
                    else {
                        throw .notInTarget(
                            path: createdFile.displayPath, target: join.target.displayName,
                            detail: "the edited project lists no build file for it in the \(join.phase.rawValue) phase")
                    }
                }
            }
        }
    }
}
