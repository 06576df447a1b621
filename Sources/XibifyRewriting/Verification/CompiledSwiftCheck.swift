import XibifyWorkspace

/// Every Swift file the batch creates lies where its target compiles it.
///
/// Never under a package target's resource rule (SwiftPM copies a `.swift` file a rule matches into the bundle) or its
/// `exclude:` list. Such a class would never exist at run time, and every document naming it
/// would meet an unknown class.
package struct CompiledSwiftCheck {
    /// The batch.
    package var files: [RenderedFile]
    /// The projects and packages the documents are built in.
    package var projects: ProjectIndex

    package func run() throws(VerificationError) {
        for file in files where file.original == nil && file.kind == .swift {
            guard projects.compilingFolder(for: file.path) != nil,
                let target = projects.packageTarget(containing: file.path)
            else { continue }
            throw .notInTarget(
                path: file.displayPath, target: target.displayName,
                detail: "a resources rule or exclude of its package target matches it, so it is never compiled")
        }
    }
}
