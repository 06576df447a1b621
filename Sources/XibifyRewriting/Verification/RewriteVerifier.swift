import XibifyFormat
import XibifyScanning
import XibifySupport
import XibifyWorkspace

/// Checks every output before anything is written, with one named check per concern.
///
/// - per output file: it parses (`ParsedOutput`), `IDCheck`, `KeyedChildrenCheck`,
///   `LaunchScreenCheck`, and for an edited file `ByteCheck` and `RemovedIDCheck`;
/// - per replaced copy: `PortCheck` (every crossing reference carried by one port connection,
///   and, per plan, every declared port connected by a placeholder),
///   `RuntimeModelCheck` (every reference into the copy receives the class it did before) and
///   `ReinflationCheck` (the placeholder with its xib is the copy).
///
/// The wrapper's declarations come from the renderer as values (`RenderedFile.declaration`).
package struct RewriteVerifier: Sendable {
    /// The scan the plans came from.
    package let report: ScanReport
    /// The projects the documents are built in.
    package let projects: ProjectIndex

    /// Creates a verifier.
    /// - Parameter report: the scan.
    package init(report: ScanReport) {
        self.report = report
        self.projects = .empty
    }

    /// Creates a verifier that also checks modules and targets.
    /// - Parameters:
    ///   - report: the scan.
    ///   - projects: the projects the documents are built in.
    package init(report: ScanReport, projects: ProjectIndex) {
        self.report = report
        self.projects = projects
    }

    /// Verifies a rendered batch.
    /// - Parameters:
    ///   - files: the outputs.
    ///   - plans: the plans they were rendered from.
    /// - Throws: `VerificationError` at the first problem.
    package func verify(_ files: [RenderedFile], plans: [ExtractionPlan]) throws(VerificationError) {
        try ModuleCheck(files: files, plans: plans, projects: projects).run()
        try ProjectCheck(files: files, workspace: report.workspace).run()
        try CompiledSwiftCheck(files: files, projects: projects, plans: plans).run()
        // The inputs are the scan's documents, not parsed again; each is indexed once. Outputs
        // and plans are checked in parallel, and the first problem in their order is reported.
        let inputByPath = Dictionary(
            report.documents.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        let editedInputs = files.compactMap { file in
            inputByPath[file.displayPath].flatMap { report.documents[$0].bytes == file.original ? $0 : nil }
        }
        let needed = Array(Set(editedInputs + plans.flatMap { $0.replaced.map(\.documentIndex) })).sorted {
            report.documents[$0].bytes.count > report.documents[$1].bytes.count
        }
        let documents = report.documents
        let built = ParallelMap.map(needed) { index in
            Canonicalizer(document: documents[index], index: ReferenceIndex(documents[index]))
        }
        let originals = Dictionary(uniqueKeysWithValues: zip(needed, built))

        let outputs = files.filter { $0.kind == .xib || $0.kind == .edited }.sorted {
            $0.contents.count > $1.contents.count
        }
        // A new xib may repeat a key where the copy it was made from did.
        var templateRepeats: [String: [KeyedChildrenCheck.Repeat: Int]] = [:]
        for plan in plans where !plan.adoptsExistingClass {
            templateRepeats[plan.xibPath] = KeyedChildrenCheck.repeats(
                documents[plan.template.documentIndex], subtree: plan.template.element)
        }
        let repeats = templateRepeats
        let checked = ParallelMap.map(outputs) { file in
            Result { () throws(VerificationError) -> ParsedOutput in
                try Self.check(
                    file, input: inputByPath[file.displayPath].flatMap { originals[$0] },
                    templateRepeats: repeats[file.path] ?? [:])
            }
        }
        var parsed: [String: ParsedOutput] = [:]
        for (file, result) in zip(outputs, checked) {
            switch result {
            case .success(let output): parsed[file.path] = output
            case .failure(let error): throw firstFailure(files, outputs, checked) ?? error
            }
        }
        let editedByDisplay = Dictionary(
            files.filter { $0.kind == .edited }.map { ($0.displayPath, $0.path) }, uniquingKeysWith: { a, _ in a })
        let declarations = Dictionary(
            files.compactMap { file in file.declaration.map { (file.path, $0) } }, uniquingKeysWith: { a, _ in a })
        let outputsByPath = parsed
        try TranslationCheck(
            files: files, plans: plans, parsed: outputsByPath, documents: report.documents, projects: projects
        ).run()
        let projectModules = Set(
            projects.projects.values.flatMap { $0.targets.map(\.moduleName) }
                + projects.specs.keys.flatMap { projects.targets(in: $0).map(\.moduleName) })
        let holders = HolderOutletsCache()
        let outcomes = ParallelMap.map(plans) { plan in
            Result { () throws(VerificationError) in
                try Self.verify(
                    plan, parsed: outputsByPath, editedByDisplay: editedByDisplay, originals: originals,
                    declaration: declarations[plan.swiftPath], workspace: report.workspace,
                    projectModules: projectModules, holders: holders)
            }
        }
        for outcome in outcomes {
            if case .failure(let error) = outcome { throw error }
        }
    }

    /// The first failure in the order of `files`, so parallel checking reports what a
    /// sequential one would.
    private func firstFailure(
        _ files: [RenderedFile], _ outputs: [RenderedFile], _ results: [Result<ParsedOutput, VerificationError>]
    ) -> VerificationError? {
        let byPath = Dictionary(zip(outputs.map(\.path), results), uniquingKeysWith: { a, _ in a })
        for file in files {
            if case .failure(let error) = byPath[file.path] { return error }
        }
        return nil
    }

    /// The checks of one output file.
    private static func check(
        _ file: RenderedFile, input: Canonicalizer?, templateRepeats: [KeyedChildrenCheck.Repeat: Int]
    ) throws(VerificationError) -> ParsedOutput {
        let output = try ParsedOutput(file.contents, path: file.displayPath)
        var before: ParsedOutput?
        if let bytes = file.original {
            if let input {
                before = ParsedOutput(document: input.document, index: input.index)
            } else {
                before = try? ParsedOutput(bytes, path: file.displayPath)
            }
        }
        try IDCheck(output: output, input: before).run()
        try KeyedChildrenCheck(output: output, input: before, templateRepeats: templateRepeats).run()
        try LaunchScreenCheck(output: output, input: before).run()
        if let before {
            try RemovedIDCheck(output: output, input: before).run()
        }
        try ByteCheck(file: file).run()
        return output
    }

    /// The checks of one plan: its xib, and every replaced copy.
    private static func verify(
        _ plan: ExtractionPlan,
        parsed: [String: ParsedOutput],
        editedByDisplay: [String: String],
        originals: [Int: Canonicalizer],
        declaration: WrapperDeclaration?,
        workspace: WorkspaceFiles,
        projectModules: Set<String>,
        holders: HolderOutletsCache
    ) throws(VerificationError) {
        guard let xib = parsed[plan.xibPath], let xibRoot = ParsedOutput.topLevelView(of: xib.document) else {
            throw .missingPlaceholder(path: plan.xibPath, objectID: plan.template.objectID ?? "?")
        }
        guard let declaration else {
            throw .emptyWrapper(path: plan.swiftPath, className: plan.className)
        }
        let xibCanonicalizer = Canonicalizer(document: xib.document, index: xib.index)
        let xibCanonical = xibCanonicalizer.canonicalize(xibRoot)
        // The xib's object of the class (File's Owner, or the substituted root) names its module.
        if !plan.adoptsExistingClass,
            let holder = [FilesOwner.element(in: xib.document), xibRoot].compactMap({ $0 }).first(where: {
                xib.document.attribute("customClass", of: $0) == plan.className
            })
        {
            try ModuleNamingCheck(
                path: plan.xibPath, document: xib.document, element: holder, plan: plan, projectModules: projectModules
            ).run()
        }
        var copies: [ReplacedCopy] = []
        for instance in plan.replaced {
            guard let path = editedByDisplay[instance.file], let edited = parsed[path],
                let source = originals[instance.documentIndex]
            else {
                throw .missingPlaceholder(path: instance.file, objectID: instance.objectID ?? "?")
            }
            let copy = try ReplacedCopy(instance, plan: plan, original: source, edited: edited)
            try ModuleNamingCheck(
                path: instance.file, document: edited.document, element: copy.placeholder, plan: plan,
                projectModules: projectModules
            ).run()
            // What the app receives first, then connections: a lost one is named, not just seen
            // as another layout.
            try RuntimeModelCheck(copy: copy, plan: plan, declaration: declaration, xib: (xib.document, xibRoot)).run()
            try PortCheck(copy: copy, plan: plan, declaration: declaration, files: workspace, holders: holders).run()
            try ReinflationCheck(copy: copy, plan: plan, xib: (xibCanonicalizer, xibRoot, xibCanonical)).run()
            copies.append(copy)
        }
        try PortCheck.everyPortConnected(plan: plan, declaration: declaration, copies: copies)
    }
}
