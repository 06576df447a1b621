import Foundation

/// The targets an earlier run's component must still join.
///
/// Every target that builds a document of the same app with a placeholder of the component's
/// class must copy its xib and compile its wrapper (else "Unknown class" and an empty view at run
/// time). A run without `--add-to-project` leaves that to
/// the user; a later run names what is missing, and with `--add-to-project` adds it.
struct ComponentRepair {
    /// A component file and the targets it must join.
    struct Join {
        /// The xib or wrapper source (absolute).
        var path: String
        /// How it joins each target that lacks it.
        var joins: [TargetJoin]
        /// For a wrapper source: what needs the base class.
        var need: BaseClassPlanner.Need?
    }

    /// The scan.
    var report: ScanReport
    /// The projects the documents are built in.
    var projects: ProjectIndex
    /// Makes a path absolute.
    var absolute: (String) -> String

    /// The joins missing for the scan's components.
    func missingJoins() -> [Join] {
        guard !projects.isEmpty else { return [] }
        var result: [Join] = []
        let classesByDocument = report.documents.map { Set(ExtractionPlanner.customClasses($0)) }
        for (index, document) in report.documents.enumerated() {
            guard let className = BoundaryFinder.componentClass(of: document) else { continue }
            let xib = absolute(document.path)
            let swift = ((xib as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent(className + ".swift")
            var targets: Set<BuildTarget> = []
            // Another app may have a class of the same name: only this app's documents count.
            let app = SourceClassNames.projectRoots(of: [xib])
            for (other, classes) in classesByDocument.enumerated()
            where other != index && classes.contains(className)
                && SourceClassNames.projectRoots(of: [absolute(report.documents[other].path)]) == app
            {
                targets.formUnion(projects.targets(building: absolute(report.documents[other].path)).map(\.target))
            }
            guard !targets.isEmpty else { continue }
            for (path, phase) in [(xib, XcodeProject.Phase.resources), (swift, .sources)] {
                let have = Set(projects.targets(building: path).filter { $0.phase == phase }.map(\.target))
                let missing = targets.subtracting(have).sorted()
                guard !missing.isEmpty, case .success(let joins) = projects.joins(of: path, targets: missing) else {
                    continue
                }
                let need =
                    phase == .sources
                    ? BaseClassPlanner.Need(
                        swiftPath: path, targets: missing, platform: document.platform, module: .objectiveCName,
                        documents: [])
                    : nil
                result.append(Join(path: path, joins: joins, need: need))
            }
        }
        return result.sorted { $0.path < $1.path }
    }
}
