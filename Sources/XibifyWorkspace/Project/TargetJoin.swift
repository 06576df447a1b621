/// How a created file joins one target: what the user (or `--add-to-project`) must do, or why
/// nothing is needed.
package struct TargetJoin: Sendable, Hashable {
    /// How the file gets into the target.
    package enum Way: Sendable, Hashable {
        /// A file reference in the group (nil: no group stands for the folder) and a build file in the
        /// phase must be added to the project.
        case buildPhase(phaseID: String, groupID: String?)
        /// Nothing to do: the folder is synchronized with the target (Xcode 16).
        case synchronizedFolder(String)
        /// Nothing to do: the file lies in the Swift package target's folder.
        case packageFolder(String)
        /// Nothing to do but generate the project again: the sources that the spec (XcodeGen's
        /// `project.yml`, Tuist's `Project.swift`) gives the target take in the folder (the
        /// spec's path).
        case specSources(String)
    }

    /// The target.
    package var target: BuildTarget
    /// The phase it is built in.
    package var phase: XcodeProject.Phase
    /// How it gets there.
    package var way: Way

    /// Whether the project must be edited for it.
    package var needsProjectEdit: Bool {
        if case .buildPhase = way { return true }
        return false
    }
}
