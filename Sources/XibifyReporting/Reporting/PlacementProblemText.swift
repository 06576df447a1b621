import XibifyWorkspace

/// The words for a `PlacementProblem`.
package enum PlacementProblemText {
    /// One sentence: why the file cannot be placed, and what to do.
    package static func sentence(_ problem: PlacementProblem, file: String) -> String {
        switch problem {
        case .outsidePackageTarget(let target, let folder):
            return "\(file) would be written to \(folder), outside the folder of \(target); pass --output-dir "
                + "with a folder inside it"
        case .synchronizedElsewhere(let target, let folder):
            return "\(file) would land in the synchronized folder \(folder), which \(target) does not build; "
                + "pass --output-dir with a folder every target of the copies builds"
        case .noPhase(let target, let phase):
            return "\(target) has no \(phase) build phase for \(file)"
        case .joinsUnwantedTarget(let target, let folder):
            return "\(file) in \(folder) would also be built by \(target), which builds none of the copies; "
                + "pass --output-dir with a folder only their targets build"
        case .severalContainers(let containers):
            return "the copies are built by \(containers.joined(separator: " and ")), which share no module"
        case .outsideSpecSources(let target, let folder):
            return "\(file) would be written to \(folder), which the sources of \(target) "
                + "do not take in: the copies are built by targets that share no folder of their sources"
        case .packageCompilesNoNewFile(let target):
            return "\(target) compiles no new file: its sources: lists only files (or its resources: and "
                + "exclude: cover the folders it lists); add a folder to sources:, or list \(file) there, and run "
                + "rewrite again"
        }
    }
}
