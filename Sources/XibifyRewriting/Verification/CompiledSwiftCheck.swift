import XibifyWorkspace

/// Every Swift file the batch creates lies where its target compiles it, and every target that
/// compiles one can.
///
/// Never under a package target's resource rule (SwiftPM copies a `.swift` file a rule matches into the bundle) or its
/// `exclude:` list. Such a class would never exist at run time, and every document naming it
/// would meet an unknown class. Never in an Xcode target that compiles no Swift yet and sets no
/// `SWIFT_VERSION` or names a bridging header that does not exist, nor one whose bridging header
/// does not show Swift an Objective-C class the new class names (`SwiftTargetReadiness`), nor a
/// test bundle (it copies the xib and takes the class from its host app).
package struct CompiledSwiftCheck {
    /// The batch.
    package var files: [RenderedFile]
    /// The projects and packages the documents are built in.
    package var projects: ProjectIndex
    /// The plans the batch was rendered from.
    package var plans: [ExtractionPlan] = []

    package func run() throws(VerificationError) {
        for file in files where file.original == nil && file.kind == .swift {
            guard projects.compilingFolder(for: file.path) != nil,
                let target = projects.packageTarget(containing: file.path)
            else { continue }
            throw .notInTarget(
                path: file.displayPath, target: target.displayName,
                detail: "a resources rule or exclude of its package target matches it, so it is never compiled")
        }
        let readiness = SwiftTargetReadiness(projects: projects, display: { $0 })
        for plan in plans where !plan.adoptsExistingClass {
            guard let file = files.first(where: { $0.path == plan.swiftPath && $0.original == nil }),
                let joins = plan.joins[plan.swiftPath]
            else { continue }
            if let test = joins.first(where: { $0.target.isTestBundle }) {
                throw .notInTarget(
                    path: file.displayPath, target: test.target.displayName,
                    detail: "a test bundle takes the app's classes from its host app and must not compile one")
            }
            let named = plan.rewriteStyle.classesNamed(by: plan)
            // The new files lie in the app beside its copies (their paths are absolute).
            let roots = SourceClassNames.projectRoots(of: [plan.xibPath, plan.swiftPath], files: projects.files)
            if let obstacle = readiness.obstacle(
                joins: joins, roots: roots, classNames: named.union(plan.outlets.map(\.viewClass)))
            {
                throw .notInTarget(
                    path: file.displayPath, target: joins.map(\.target.displayName).joined(separator: ", "),
                    detail: "a target cannot compile Swift as it stands (\(obstacle.code); `rewrite` says what to do)")
            }
        }
    }
}
