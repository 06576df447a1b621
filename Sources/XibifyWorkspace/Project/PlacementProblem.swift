/// Why new files cannot be placed so that exactly the targets building the copies get them.
package enum PlacementProblem: Error, Sendable, Hashable {
    /// A Swift package target gets files only inside its folder.
    case outsidePackageTarget(target: String, folder: String)
    /// The folder is synchronized with other targets than this one.
    case synchronizedElsewhere(target: String, folder: String)
    /// The target has no phase to build the file in.
    case noPhase(target: String, phase: String)
    /// A target that does not build the copies would get the file too (a synchronized folder).
    case joinsUnwantedTarget(target: String, folder: String)
    /// The copies are built by more than one project or package.
    case severalContainers([String])
    /// A spec's target (XcodeGen's, Tuist's) takes files in only through the folders its
    /// sources name, and this folder is not one of them (or its excludes leave it out).
    case outsideSpecSources(target: String, folder: String)
    /// A Swift package target compiles no new file in any of its folders: its `sources:` lists
    /// only files (or its `resources:`/`exclude:` rules cover the folders it lists).
    case packageCompilesNoNewFile(target: String)

    /// A stable identifier.
    package var code: String {
        switch self {
        case .outsidePackageTarget: "outside-package-target"
        case .synchronizedElsewhere: "synchronized-elsewhere"
        case .noPhase: "no-build-phase"
        case .joinsUnwantedTarget: "joins-unwanted-target"
        case .severalContainers: "several-projects"
        case .outsideSpecSources: "outside-spec-sources"
        case .packageCompilesNoNewFile: "package-compiles-no-new-file"
        }
    }
}
