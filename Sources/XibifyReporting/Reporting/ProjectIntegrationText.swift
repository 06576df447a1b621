import XibifyRewriting
import XibifySupport
import XibifyWorkspace

/// What the user must do for each created file to be built, in words: the target and build phase it
/// must join, or why nothing is needed.
package enum ProjectIntegrationText {
    /// Why `--add-to-project` left a cluster out: the project cannot take its files.
    package static func unplaced(_ problem: ProjectEditProblem) -> String {
        switch problem {
        case .noGroup(let file, let project):
            "--add-to-project cannot add \(file) to \(project): no group stands for its folder; add a group "
                + "for that folder in Xcode, or pass --output-dir with a folder the project has a group for"
        case .edit(let project, _, let detail): "--add-to-project cannot add its files to \(project): \(detail)"
        case .unreadable(let project): "--add-to-project cannot read \(project)"
        }
    }

    /// `note:` lines, one per created file and target.
    package static func notes(_ result: RewriteResult) -> String {
        var out = ""
        // Each note is one line: paths and target names are the inputs', escaped (#27).
        func note(_ text: String) { out += PlainText.escaped(text) + "\n" }
        // Created files, and existing ones that must join more targets (an earlier run's NibView.swift).
        let created = result.files.filter { $0.original == nil || $0.joins.contains(where: \.needsProjectEdit) }
        var unplaced: [String] = []
        for file in created where file.variantOf == nil {
            // A localized xib's translations join with it, in its variant group.
            let variants = file.variants.filter { $0.region != "Base" }.map(\.region)
            let localized =
                variants.isEmpty ? "" : " (a variant group with its \(variants.joined(separator: ", ")) translations)"
            guard !file.joins.isEmpty else {
                unplaced.append(file.displayPath)
                continue
            }
            for join in file.joins {
                let phase = join.phase == .sources ? "Compile Sources" : "Copy Bundle Resources"
                let target = join.target.displayName
                switch join.way {
                case .buildPhase(_, let group):
                    if result.addedToProject {
                        note("note: \(file.displayPath)\(localized): added to \(target), \(phase)")
                    } else {
                        note(
                            "note: \(file.displayPath)\(localized) must be added to \(target), \(phase)"
                                + (group == nil ? " (no group stands for its folder)" : "")
                                + "; --add-to-project does it")
                    }
                case .synchronizedFolder(let folder):
                    note(
                        "note: \(file.displayPath)\(localized) joins \(target) by itself "
                            + "(synchronized folder \((folder as String).split(separator: "/").last ?? ""))")
                case .packageFolder:
                    note("note: \(file.displayPath) joins \(target) by itself (package target folder)")
                case .specSources(let spec):
                    let globs = spec.hasSuffix(".swift") ? "Tuist globs" : "XcodeGen sources"
                    note(
                        "note: \(file.displayPath)\(localized) joins \(target) when the project is generated "
                            + "again (its \(globs) take in the folder)")
                }
            }
        }
        unplaced += result.files.filter { file in
            file.variantOf.map { xib in result.files.contains { $0.path == xib && $0.joins.isEmpty } } ?? false
        }.map(\.displayPath)
        if !unplaced.isEmpty {
            note(
                "note: no Xcode project or Swift package above the copies builds them: add "
                    + unplaced.joined(separator: ", ")
                    + " to the target that builds them (Swift files to Compile Sources, xibs to Copy Bundle Resources); "
                    + "without one, xibify guessed that each folder scanned is one module (its class names "
                    + "unique across it)")
        }
        return out
    }
}
