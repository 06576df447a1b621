import Foundation
import XibifyFormat
import XibifyScanning
import XibifySupport
import XibifyWorkspace

/// Runs the stages after a scan: extraction plans → rendered files → verification.
public enum Rewriter {
    /// Why a rewrite cannot go ahead.
    public enum Failure: Error, Sendable, Equatable {
        /// A user choice that cannot be carried out.
        case extraction(ExtractionError)
        /// An output failed verification.
        case verification(VerificationError)
        /// `--add-to-project` cannot add a created file to its project.
        case project(ProjectEditProblem)
        /// A file of the batch would be written through a symbolic link xibify did not make, or
        /// where a link out of the folders scanned led (#27).
        case linkedPath(LinkedPath)
        /// A check failed because files changed since they were read (another run wrote them, or
        /// an editor): nothing of the batch can be trusted; run again. The files, as displayed.
        case changedSinceRead([String])
    }

    /// Plans, renders and verifies the extraction of the selected clusters; writes nothing.
    ///
    /// A cluster whose output fails a check is dropped (`RewriteResult.dropped`) and the rest is
    /// planned, rendered and verified again without it, so one bad cluster never stops the others.
    /// - Parameters:
    ///   - report: the scan.
    ///   - options: the user's choices.
    /// - Returns: the verified result.
    /// - Throws: `Failure` when a choice is unusable or a project cannot take the new files.
    public static func prepare(_ report: ScanReport, options: ExtractionOptions) throws(Failure) -> RewriteResult {
        try prepare(report, options: options, tamper: nil)
    }

    /// Changes rendered files before they are verified: how tests make a cluster's output fail.
    package typealias Tamper = @Sendable (_ files: [RenderedFile], _ plans: [ExtractionPlan]) -> [RenderedFile]

    /// `prepare(_:options:)`, with the rendered files passed through `tamper` before verification.
    ///
    /// The first round plans on the scan. While a round leaves copies inline because they overlap
    /// copies it replaced (`FollowUpRound.mayFindMore`), the files it wrote are scanned in memory
    /// and planned again (`FollowUpRound`): copies that overlapped the copies of a smaller layout
    /// match one another once those are placeholders. A later round
    /// that fails as a whole leaves the batch as the rounds before it made it. Only the first
    /// round runs when the user chose the clusters.
    package static func prepare(
        _ scan: ScanReport, options: ExtractionOptions, tamper: Tamper?
    ) throws(Failure) -> RewriteResult {
        // Variant groups are planned as clusters, after the exact ones: a copy that both would
        // replace goes to the exact cluster (#31).
        let report = scan.withVariantClusters()
        // The skips of the clusters variant groups took are dropped where their group was
        // extracted: its copies were theirs, as the report listed.
        var result = try round(report, options: options, tamper: tamper).withoutFallbacks(Self.groups(taking: report))
        guard options.clusterIDs.isEmpty else { return result }
        var scanned = report
        var latest = result
        var later = options
        for _ in 1..<FollowUpRound.maximumRounds where FollowUpRound.mayFindMore(after: latest) {
            guard var next = FollowUpRound.report(after: scanned, files: latest.files) else { break }
            // What `.xibify.yml` ignores stays ignored in every round: the clusters it names, and
            // those holding a copy of one it named (the same layout with inner placeholders).
            next.clusters.removeAll { cluster in
                options.ignoredClusters.contains { cluster.isNamed(by: $0) }
                    || cluster.instances.contains { report.ignoredCopies.contains($0.copyKey) }
            }
            guard next.clusters.contains(where: \.isExtractable) else { break }
            later.droppedClusterIDs.formUnion(result.dropped.map(\.id))
            // A name given to a cluster left for overlapping goes to the layout of its copies now.
            later.classNames = FollowUpRound.names(options.classNames, of: result.skipped, in: next)
            let suggested = Set(next.clusters.flatMap { $0.parameters.map(\.name) })
            later.parameterNames = options.parameterNames.filter { suggested.contains($0.key) }
            guard
                let outcome = try? round(next, options: later, tamper: tamper).withoutFallbacks(
                    Self.groups(taking: next)),
                !outcome.plans.isEmpty
            else { break }
            result = FollowUpRound.composed(result, outcome, scanned: next, disk: report)
            scanned = next
            latest = outcome
        }
        return result
    }

    /// The group that took each cluster a report plans after a variant group, by the cluster's id.
    private static func groups(taking report: ScanReport) -> [String: String] {
        Dictionary(
            report.clusters.compactMap { cluster in cluster.absorbedBy.map { (cluster.id, $0) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// One planning round: plans, renders and verifies, dropping the clusters whose output fails.
    private static func round(
        _ report: ScanReport, options: ExtractionOptions, tamper: Tamper?
    ) throws(Failure) -> RewriteResult {
        var options = options
        var dropped: [DroppedCluster] = []
        var unplaced: [SkippedCluster] = []
        // Read once: every attempt below plans against the same projects.
        let projects = report.clusters.isEmpty ? nil : ExtractionPlanner(options: options).projects(of: report)
        while true {
            let attempt = try Attempt(report, options, tamper, projects: projects)
            if !attempt.stranded.isEmpty {
                // A project that cannot take one cluster's files sets that cluster aside, not the batch.
                unplaced += attempt.stranded.map { plan, problem in
                    SkippedCluster(
                        id: plan.cluster.id, summary: plan.cluster.summary,
                        reason: .projectEdit(problem), skippedInstances: [])
                }
                options.droppedClusterIDs.formUnion(attempt.stranded.map(\.plan.cluster.id))
                continue
            }
            guard let failure = attempt.failure else {
                // The run read each file once (`WorkspaceCache`), so its plan is of one state of
                // the tree; a tree that another run or an editor changed since is named now, in every
                // mode, not only by the writer (75, #27).
                let changed = InputChanges.since(
                    report, plans: attempt.outcome.plans, projects: attempt.outcome.projects, files: attempt.files,
                    display: { display($0, options) })
                guard changed.isEmpty else { throw .changedSinceRead(changed) }
                if let problem = LinkedPath.first(
                    in: attempt.files, anchors: anchors(report, options), documents: report.documents,
                    display: { display($0, options) })
                {
                    throw .linkedPath(problem)
                }
                var result = RewriteResult(
                    plans: attempt.outcome.plans, skipped: attempt.outcome.skipped + unplaced, files: attempt.files)
                result.dropped = dropped
                result.addedToProject = options.addToProject
                return result
            }
            // A run that lost a race with another plans on one state of a file and checks another:
            // that is no cluster's fault, and no bug.
            let changed = InputChanges.since(
                report, plans: attempt.outcome.plans, projects: attempt.outcome.projects, files: attempt.files,
                display: { display($0, options) })
            guard changed.isEmpty else { throw .changedSinceRead(changed) }
            let culprits = try culprits(of: attempt, failure: failure, report, options, tamper)
            // A failure no plan is behind (nothing left to drop, or every cluster failing alone with
            // the very same problem: a file they all share) is the batch's own: nothing is written.
            let shared =
                culprits.count == attempt.outcome.plans.count && culprits.count > 1
                && culprits.allSatisfy { $0.failure == culprits[0].failure }
            guard !culprits.isEmpty, !shared else { throw .verification(failure) }
            dropped += culprits
            options.droppedClusterIDs.formUnion(culprits.map(\.id))
        }
    }

    /// The folders below which a batch's paths must hold no link: those scanned, and `--output`,
    /// as given and resolved.
    private static func anchors(_ report: ScanReport, _ options: ExtractionOptions) -> [String] {
        var anchors = report.roots
        if let output = options.outputDirectory {
            let url =
                output.hasPrefix("/")
                ? URL(fileURLWithPath: output) : options.workingDirectory.appendingPathComponent(output)
            let path = url.standardizedFileURL.path
            anchors.append(path)
            if let real = InputDiscovery.resolved(path) { anchors.append(real) }
        }
        return anchors
    }

    /// The plans whose created files a project cannot take under `--add-to-project`.
    ///
    /// No group stands for the folder chosen for them: each comes with the problem. They are the
    /// plan that creates such a file, or, for a module's base class file, every plan whose class a
    /// target of that file compiles. None when the user chose the folder (`--output`): that is the
    /// user's to change.
    private static func stranded(
        _ files: [RenderedFile], plans: [ExtractionPlan], options: ExtractionOptions
    ) -> [(plan: ExtractionPlan, problem: ProjectEditProblem)] {
        guard options.addToProject, options.outputDirectory == nil else { return [] }
        var stranded: [(plan: ExtractionPlan, problem: ProjectEditProblem)] = []
        for file in files {
            for join in file.joins {
                guard case .buildPhase(_, nil) = join.way, case .xcodeProject(let project) = join.target.container
                else { continue }
                let problem = ProjectEditProblem.noGroup(file: file.displayPath, project: display(project, options))
                let owners = plans.filter { plan in
                    plan.xibPath == file.path || plan.swiftPath == file.path
                        || file.declaresBaseClass != nil
                            && (plan.joins[plan.swiftPath] ?? []).contains { $0.target == join.target }
                }
                for plan in owners where !stranded.contains(where: { $0.plan.cluster.id == plan.cluster.id }) {
                    stranded.append((plan, problem))
                }
            }
        }
        return stranded
    }

    /// One planning, rendering and verification of the clusters `options` selects.
    private struct Attempt {
        var outcome: ExtractionPlanner.Outcome
        var files: [RenderedFile] = []
        var failure: VerificationError?
        /// Plans whose files a project cannot take (then nothing was verified).
        var stranded: [(plan: ExtractionPlan, problem: ProjectEditProblem)] = []

        init(_ report: ScanReport, _ options: ExtractionOptions, _ tamper: Tamper?, projects: ProjectIndex?)
            throws(Failure)
        {
            do {
                outcome = try ExtractionPlanner(options: options).plan(report, projects: projects)
            } catch {
                throw .extraction(error)
            }
            files = Rewriter.files(of: outcome, report: report, options: options)
            stranded = Rewriter.stranded(files, plans: outcome.plans, options: options)
            guard stranded.isEmpty else { return }
            if options.addToProject {
                do {
                    files += try ProjectEditRenderer.render(files, workspace: report.workspace) { display($0, options) }
                } catch {
                    // A project another run edited since the planner read it is a lost race (75),
                    // not a project that cannot take the files (73).
                    let changed = InputChanges.since(
                        report, plans: outcome.plans, projects: outcome.projects, files: files,
                        display: { display($0, options) })
                    guard changed.isEmpty else { throw .changedSinceRead(changed) }
                    throw .project(error)
                }
            }
            if let tamper { files = tamper(files, outcome.plans) }
            do {
                try RewriteVerifier(report: report, projects: outcome.projects).verify(files, plans: outcome.plans)
            } catch {
                failure = error
            }
        }
    }

    /// The clusters behind a failed attempt, each with its own failure: those whose output fails
    /// alone; when none does, the first that fails beside those of higher rank.
    private static func culprits(
        of attempt: Attempt, failure: VerificationError, _ report: ScanReport, _ options: ExtractionOptions,
        _ tamper: Tamper?
    ) throws(Failure) -> [DroppedCluster] {
        let plans = attempt.outcome.plans
        if plans.count <= 1 { return plans.map { DroppedCluster(plan: $0, failure: failure) } }
        var culprits: [DroppedCluster] = []
        for plan in plans {
            var alone = options
            alone.clusterIDs = [plan.cluster.id]
            if let own = try Attempt(report, alone, tamper, projects: attempt.outcome.projects).failure {
                culprits.append(DroppedCluster(plan: plan, failure: own))
            }
        }
        if !culprits.isEmpty { return culprits }
        // Only together: add the clusters in rank order; the first that fails beside the others goes.
        var kept: [String] = []
        for plan in plans {
            var together = options
            together.clusterIDs = kept + [plan.cluster.id]
            if let own = try Attempt(report, together, tamper, projects: attempt.outcome.projects).failure {
                return [DroppedCluster(plan: plan, failure: own)]
            }
            kept.append(plan.cluster.id)
        }
        // Every growing batch passed, yet the whole did not: the lowest-ranked cluster goes.
        return plans.last.map { [DroppedCluster(plan: $0, failure: failure)] } ?? []
    }

    /// The files of a planning: each plan's, and earlier components that more targets must build.
    private static func files(
        of outcome: ExtractionPlanner.Outcome, report: ScanReport, options: ExtractionOptions
    ) -> [RenderedFile] {
        var files = render(outcome.plans, baseClasses: outcome.baseClasses, report: report, options: options)
        // Earlier runs' components that more targets must build: in the batch, unchanged, with joins.
        for repair in outcome.repairs {
            if let index = files.firstIndex(where: { $0.path == repair.path }) {
                files[index].joins += repair.joins.filter { join in !files[index].joins.contains(join) }
            } else {
                var file = existingFile(
                    repair.path, repair.path.hasSuffix(".swift") ? .swift : .xib, options, report.workspace)
                file.joins = repair.joins
                file.variants = localizedVariants(ofExisting: repair.path, workspace: report.workspace)
                files.append(file)
            }
        }
        return files
    }

    /// Renders the files of a set of plans, unverified (tests tamper with these).
    /// - Parameters:
    ///   - plans: the plans.
    ///   - baseClasses: the base class files to create.
    ///   - report: the scan they came from.
    ///   - options: the user's choices.
    /// - Returns: new files first (xibs, Swift), then edited documents, then translation files
    ///   (new, then edited), each group by path.
    package static func render(
        _ plans: [ExtractionPlan], baseClasses: [PlannedBaseClass] = [], report: ScanReport,
        options: ExtractionOptions
    ) -> [RenderedFile] {
        // Plans, and then documents, are rendered in parallel; the order of the result is fixed below.
        let documents = report.documents
        let templateDocuments = Dictionary(
            grouping: plans.filter { !$0.adoptsExistingClass }, by: \.template.documentIndex
        ).map { ($0.key, $0.value) }
        let ported = Dictionary(
            uniqueKeysWithValues: zip(
                templateDocuments.map(\.0),
                ParallelMap.map(templateDocuments) { PortedTemplate(plans: $0.1, source: documents[$0.0]) }))
        var created = ParallelMap.map(plans) { plan in
            // An existing class's files are not written again; they are in the batch, unchanged,
            // for the verifier to read.
            if let declaration = plan.existingDeclaration {
                var swift = existingFile(plan.swiftPath, .swift, options, report.workspace)
                swift.declaration = declaration
                return [existingFile(plan.xibPath, .xib, options, report.workspace), swift]
            }
            let index = plan.template.documentIndex
            let xib = XIBRenderer(plan: plan, document: documents[index], ported: ported[index]).render()
            let wrapper = plan.rewriteStyle.swiftSource(for: plan)
            var swift = newFile(plan.swiftPath, .swift, wrapper.source, options)
            swift.declaration = wrapper.declaration
            swift.joins = plan.joins[plan.swiftPath] ?? []
            var nib = newFile(plan.xibPath, .xib, xib, options)
            nib.joins = plan.joins[plan.xibPath] ?? []
            return [nib, swift]
        }.flatMap { $0 }
        for base in baseClasses {
            var file =
                base.exists
                ? existingFile(base.path, .swift, options, report.workspace)
                : newFile(base.path, .swift, SwiftSourceRenderer.nibView(bundle: base.bundle), options)
            file.joins = base.joins
            file.declaresBaseClass = base.className
            created.append(file)
        }
        var byDocument: [Int: [(ExtractionPlan, ClusterInstance)]] = [:]
        for plan in plans {
            for instance in plan.replaced { byDocument[instance.documentIndex, default: []].append((plan, instance)) }
        }
        let work = byDocument.map { (index: $0.key, replacements: $0.value) }
        let edited = ParallelMap.map(work) { job in
            let document = documents[job.index]
            let edits = SourceRewriter(document: document).edits(job.replacements)
            return RenderedFile(
                path: document.filePath ?? absolute(document.path, options), displayPath: document.path, kind: .edited,
                original: document.bytes, contents: TextEdit.apply(edits, to: document.bytes), edits: edits)
        }
        var strings = StringsRenderer.render(plans, workspace: report.workspace) { display($0, options) }
        // A translated xib and its `.strings` files are one variant group in the project.
        for plan in plans where plan.translations.localizesXIB {
            guard let xib = created.firstIndex(where: { $0.path == plan.xibPath }) else { continue }
            let folder = ((plan.xibPath as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let relative = { (path: String) in String(path.dropFirst(folder.count + 1)) }
            created[xib].variants = [ProjectAddition.Variant(region: "Base", path: relative(plan.xibPath))]
            for file in plan.translations.created {
                created[xib].variants.append(ProjectAddition.Variant(region: file.language, path: relative(file.path)))
                if let index = strings.firstIndex(where: { $0.path == file.path }) {
                    strings[index].variantOf = plan.xibPath
                }
            }
        }
        return created.sorted { $0.displayPath < $1.displayPath } + edited.sorted { $0.displayPath < $1.displayPath }
            + strings
    }

    /// The variants of an existing xib in `Base.lproj`: it, and each language's `.strings` of its
    /// name beside `Base.lproj` (an earlier run's translated component); none elsewhere.
    private static func localizedVariants(ofExisting path: String, workspace: WorkspaceFiles)
        -> [ProjectAddition.Variant]
    {
        let folder = (path as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent == "Base.lproj" else { return [] }
        let parent = (folder as NSString).deletingLastPathComponent
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var variants = [
            ProjectAddition.Variant(region: "Base", path: "Base.lproj/" + (path as NSString).lastPathComponent)
        ]
        for entry in (workspace.contentsOfDirectory(atPath: parent) ?? []).sorted()
        where entry.hasSuffix(".lproj") && entry != "Base.lproj"
            && workspace.fileExists(atPath: parent + "/" + entry + "/" + name + ".strings")
        {
            variants.append(
                ProjectAddition.Variant(
                    region: String(entry.dropLast(".lproj".count)), path: entry + "/" + name + ".strings"))
        }
        return variants
    }

    private static func newFile(_ path: String, _ kind: RenderedFile.Kind, _ text: String, _ options: ExtractionOptions)
        -> RenderedFile
    {
        RenderedFile(
            path: path, displayPath: display(path, options), kind: kind, original: nil, contents: Array(text.utf8),
            edits: [])
    }

    private static func existingFile(
        _ path: String, _ kind: RenderedFile.Kind, _ options: ExtractionOptions, _ workspace: WorkspaceFiles
    ) -> RenderedFile {
        let bytes = workspace.bytes(atPath: path) ?? []
        return RenderedFile(
            path: path, displayPath: display(path, options), kind: kind, original: bytes, contents: bytes, edits: [])
    }

    package static func absolute(_ path: String, _ options: ExtractionOptions) -> String {
        path.hasPrefix("/") ? path : options.workingDirectory.appendingPathComponent(path).standardizedFileURL.path
    }

    package static func display(_ path: String, _ options: ExtractionOptions) -> String {
        let base = options.workingDirectory.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
