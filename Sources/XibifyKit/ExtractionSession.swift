import Foundation
import XibifyConfiguration
import XibifyRewriting
import XibifyScanning
import XibifySupport
import XibifyWriting

/// Interactive extraction, one cluster at a time, with the same engine and the same
/// verification as `rewrite`: choose, name, review the diff, write atomically, go on.
package struct ExtractionSession: Sendable {
    /// What to scan.
    package var scanOptions: ScanOptions
    /// The user's choices given up front (flags); questions they answer are not asked.
    package var extraction: ExtractionOptions
    /// Writes each approved rewrite (the executable configures it: `--force`, messages).
    package var writer = BatchWriter()
    /// The clusters `.xibify.yml` ignores, left out of every round's scan.
    package var ignored: [IgnoredCluster] = []
    /// Where a class name the user chose (typed at the prompt, or `--name`) is recorded with the
    /// files each round writes (#30): the configuration file; nil records nothing.
    package var namesFile: (path: String, displayPath: String)?
    /// Changes the rendered files before verification (tests; `Rewriter.Tamper`).
    package var tamper: Rewriter.Tamper?

    /// How a session ended.
    package struct Outcome: Sendable {
        /// The rewrites that were written.
        package var written: [RewriteResult] = []
        /// A signal (SIGINT, SIGTERM) that arrived while a rewrite was written; the session ended there.
        ///
        /// The rewrite was rolled back, or it was complete when the signal came (then it is in `written`).
        package var signal: Int32?
        /// Whether the rewrite being written when `signal` came was already complete.
        package var completedBeforeSignal = false
        /// Writes that failed (each was rolled back; the session went on), in order.
        package var failures: [BatchWriter.Failure] = []
    }

    /// Creates a session.
    /// - Parameters:
    ///   - scanOptions: what to scan.
    ///   - extraction: answers given up front.
    package init(scanOptions: ScanOptions, extraction: ExtractionOptions) {
        self.scanOptions = scanOptions
        self.extraction = extraction
    }

    /// Runs the flow until the user quits, cancels, or no cluster is left.
    /// - Parameters:
    ///   - provider: answers the questions.
    ///   - firstReport: a scan already made of `scanOptions`, used for the first round.
    /// - Returns: the rewrites that were written, and the signal that ended the session, if any.
    package func run<Provider: ExtractionDecisionProvider>(
        with provider: inout Provider,
        firstReport: ScanReport? = nil
    ) -> Outcome {
        var outcome = Outcome()
        var pending = firstReport
        while true {
            // Scan again each later round: the last write changed the files.
            var report = pending ?? Pipeline.scan(scanOptions)
            pending = nil
            // Variant groups are offered after the clusters, as `rewrite` plans them (#31).
            report = report.withVariantClusters()
            report.clusters.removeAll { cluster in ignored.contains { $0.matches(cluster) } }
            report.choose(classNames: extraction.recordedClassNames)
            // A cluster a variant group took is offered as its group, which brings it along.
            let choices = report.clusters.filter { $0.absorbedBy == nil }.map { cluster in
                ExtractionChoice(
                    cluster: cluster, blockedCount: cluster.instances.filter { !$0.blockers.isEmpty }.count)
            }
            guard !choices.isEmpty else {
                provider.report(.noClusters)
                return outcome
            }
            guard let id = provider.chooseCluster(from: choices),
                let cluster = report.clusters.first(where: { $0.id == id })
            else { return outcome }

            switch round(cluster, report: report, provider: &provider) {
            case .cancelled: return outcome
            case .done(let result): if let result { outcome.written.append(result) }
            case .failed(let failure): outcome.failures.append(failure)
            case .interrupted(let result, let signal):
                if let result { outcome.written.append(result) }
                outcome.signal = signal
                outcome.completedBeforeSignal = result != nil
                return outcome
            }
            guard provider.continueWithAnother() else { return outcome }
        }
    }

    private enum RoundOutcome {
        case cancelled
        case done(RewriteResult?)
        /// A signal arrived while writing: the rewrite was rolled back (nil) or was complete.
        case interrupted(RewriteResult?, signal: Int32)
        /// The write failed and was rolled back.
        case failed(BatchWriter.Failure)
    }

    private func round<Provider: ExtractionDecisionProvider>(
        _ cluster: DuplicateCluster,
        report: ScanReport,
        provider: inout Provider
    ) -> RoundOutcome {
        var options = extraction
        options.clusterIDs = [cluster.id]
        // The cluster chosen alone: the exact clusters a variant group took are `rewrite`'s fallback
        // (`ScanReport.withVariantClusters`), not a choice made here, where each name is asked for
        // the cluster chosen.
        var report = report
        report.clusters.removeAll { $0.absorbedBy != nil }
        // The planner's proposal: default names, module and folder, or why it cannot be done.
        let proposal: ExtractionPlanner.Outcome
        do {
            proposal = try ExtractionPlanner(options: options).plan(report)
        } catch {
            provider.report(.failed(error.errorDescription ?? "\(error)"))
            return .done(nil)
        }
        guard let plan = proposal.plans.first else {
            if let skipped = proposal.skipped.first { provider.report(.notExtractable(skipped)) }
            return .done(nil)
        }

        let taken = Set(report.documents.flatMap(ExtractionPlanner.customClasses))
        guard
            let className = provider.className(
                for: cluster, proposed: plan.className,
                check: { name in Self.problem(withClassName: name, taken: taken, directory: plan.xibPath) })
        else { return .cancelled }
        // The proposal accepted is no choice: the cluster keeps what named it (the plan says a guess is one).
        // (A name `--name ID=…` gave was the proposal, and stays chosen.)
        options.classNames =
            className == plan.className ? options.classNames.filter { $0.key == cluster.id } : [cluster.id: className]

        var chosen: [String] = []
        for parameter in cluster.parameters {
            let suggested = options.parameterNames[parameter.name] ?? parameter.name
            var proposedParameter = parameter
            proposedParameter.name = suggested
            guard
                let name = provider.propertyName(
                    for: proposedParameter, in: cluster,
                    check: { name in Self.problem(withPropertyName: name, taken: chosen) })
            else { return .cancelled }
            chosen.append(name)
            options.parameterNames[parameter.name] = name
        }

        var proposedModule: String?
        if let module = plan.module.name { proposedModule = module }
        guard let module = provider.module(proposed: proposedModule) else { return .cancelled }
        options.module = module.isEmpty ? nil : module
        let defaultDirectory = Self.proposedFolder(for: plan, options: options, report: report)
        guard let directory = provider.outputDirectory(proposed: defaultDirectory) else { return .cancelled }
        options.outputDirectory = directory

        let result: RewriteResult
        do {
            result = try Rewriter.prepare(report, options: options, tamper: tamper)
        } catch {
            switch error {
            case .extraction(let reason): provider.report(.failed(reason.errorDescription ?? "\(reason)"))
            case .verification(let reason): provider.report(.failed(reason.errorDescription ?? "\(reason)"))
            case .project(let reason): provider.report(.failed(reason.errorDescription ?? "\(reason)"))
            case .linkedPath(let reason): provider.report(.failed(reason.errorDescription ?? "\(reason)"))
            case .changedSinceRead(let paths):
                // As the writer says it when it finds them changed: 75 for a scripted run.
                let failure = BatchWriter.Failure(.changedSinceRead, paths: paths)
                provider.report(.failed(failure.errorDescription ?? "\(failure)"))
                return .failed(failure)
            }
            return .done(nil)
        }
        if result.plans.isEmpty, let dropped = result.dropped.first {
            provider.report(.dropped(dropped))
            return .done(nil)
        }
        guard provider.confirm(result) else {
            provider.report(.declined)
            return .done(nil)
        }
        // A name the user chose, not the one proposed, is recorded in the same batch (#30).
        var others: [FileWrite] = []
        var recorded: NamesRecording?
        let chosenByUser =
            className != plan.className || (extraction.classNames[cluster.id] ?? extraction.classNames["*"]) != nil
        if chosenByUser, let file = namesFile, let plan = result.plans.first, !plan.adoptsExistingClass,
            extraction.recordedClassNames[plan.cluster.id] != plan.className
        {
            let recording = NamesRecording(
                file: file.path, displayPath: file.displayPath, names: [plan.cluster.id: plan.className])
            do {
                others.append(try recording.write())
                recorded = recording
            } catch {
                provider.report(
                    .namesNotRecorded(recording.names, file: file.displayPath, unreadable: error != .notEditable))
            }
        }
        let written: BatchWriter.Outcome
        do {
            written = try writer.write(result.files, with: others)
        } catch {
            provider.report(.failed(error.errorDescription ?? "\(error)"))
            if case .interrupted(let signal) = error.kind { return .interrupted(nil, signal: signal) }
            return .failed(error)
        }
        provider.report(.written(result))
        if let recorded { provider.report(.namesRecorded(recorded.names, file: recorded.displayPath)) }
        if let signal = written.signal { return .interrupted(result, signal: signal) }
        return .done(result)
    }

    /// The folder `extract` proposes for a cluster's new files.
    ///
    /// The planner's folder is beside the first copy (rewrite's default). Copies spread over
    /// several folders are better served from the deepest folder that holds them all
    /// (`Riot/Modules/Room/TimelineCells` for sixteen cells in as many folders), as long as that
    /// folder is below what was scanned (the scanned folder itself is a project's root, no home
    /// for one component) and the files there would be built exactly as beside the first copy:
    /// the planner, asked again with that folder, gives the same targets and module. Otherwise
    /// the planner's folder.
    static func proposedFolder(for plan: ExtractionPlan, options: ExtractionOptions, report: ScanReport) -> String {
        let planned = (plan.xibPath as NSString).deletingLastPathComponent
        let fallback = Rewriter.display(planned, options)
        var folders = Set<String>()
        for copy in plan.replaced {
            var folder = URL(fileURLWithPath: copy.file, relativeTo: options.workingDirectory).standardizedFileURL
                .deletingLastPathComponent()
            while folder.lastPathComponent.hasSuffix(".lproj") { folder = folder.deletingLastPathComponent() }
            folders.insert(folder.path)
        }
        guard folders.count >= 2 else { return fallback }
        var common = folders.first!.split(separator: "/", omittingEmptySubsequences: false)
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        let folder = common.joined(separator: "/")
        let belowScanned = report.roots.contains { root in
            let prefix = root.hasSuffix("/") ? root : root + "/"
            return folder.hasPrefix(prefix) && folder.count > prefix.count
        }
        guard belowScanned, folder != planned else { return fallback }
        var trial = options
        trial.outputDirectory = folder
        guard let again = try? ExtractionPlanner(options: trial).plan(report).plans.first,
            Set(again.targets) == Set(plan.targets), again.module == plan.module
        else { return fallback }
        return Rewriter.display(folder, options)
    }

    /// Why a class name cannot be used, or nil.
    package static func problem(withClassName name: String, taken: Set<String>, directory xibPath: String) -> String? {
        guard SwiftIdentifier.isTypeName(name) else {
            return "\(name) is not a Swift type name (letters, digits and _, starting with an uppercase letter)"
        }
        guard ClassNameLength.fits(name) else { return ClassNameLength.problem(name, limit: ClassNameLength.maximum) }
        let folder = (xibPath as NSString).deletingLastPathComponent
        let clash =
            taken.contains(name)
            || FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name + ".xib"))
            || FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name + ".swift"))
        return clash ? "\(name) is already used by a class in the inputs or a file in the output folder" : nil
    }

    /// Why a property name cannot be used, or nil.
    package static func problem(withPropertyName name: String, taken: [String]) -> String? {
        guard SwiftIdentifier.isValid(name) else {
            return "\(name) is not a Swift identifier (letters, digits and _, not starting with a digit)"
        }
        if ObjectNamer.reservedNames.contains(name) {
            return "\(name) is reserved: a member of UIView, NSView or NSObject, or a name wrappers and their views use"
        }
        if taken.contains(name) { return "another property is already called \(name)" }
        return nil
    }
}
