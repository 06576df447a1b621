import Foundation
import XibifyFormat
import XibifyScanning
import XibifySupport
import XibifyWorkspace

/// Decides, for each selected cluster, the class name, the parameters and outlets, and
/// which copies are replaced; copies with blockers, and clusters with fewer than two clean
/// copies, are left as they are, with the reason.
package struct ExtractionPlanner: Sendable {
    /// The user's choices.
    package var options: ExtractionOptions

    /// Creates a planner.
    /// - Parameter options: the user's choices.
    package init(options: ExtractionOptions) {
        self.options = options
    }

    /// The plans and the skipped clusters of a scan.
    package struct Outcome: Sendable {
        /// One plan per extracted cluster, in rank order.
        package var plans: [ExtractionPlan]
        /// The clusters left alone, with reasons.
        package var skipped: [SkippedCluster]
        /// The base class files to create, one per module that has no declaration of it.
        package var baseClasses: [PlannedBaseClass]
        /// The projects and packages the documents belong to.
        package var projects: ProjectIndex
        /// Existing files (an earlier run's components) and the targets they must still join.
        package var repairs: [(path: String, joins: [TargetJoin])] = []
    }

    /// Plans the extraction of the selected clusters.
    /// - Parameter report: the scan.
    ///   - loaded: the projects and packages the documents are built in, read once by the caller
    ///     (`projects(of:)`); nil reads them here.
    /// - Returns: the plans and the skipped clusters.
    /// - Throws: `ExtractionError` for an unknown cluster id or an unusable name.
    package func plan(_ report: ScanReport, projects loaded: ProjectIndex? = nil) throws(ExtractionError) -> Outcome {
        var report = report
        report.choose(classNames: options.recordedClassNames)
        report.choose(classNames: options.classNames)  // The flags win.
        let selected = try selectedClusters(report)
        // Names given for clusters or properties that do not exist are mistakes, not no-ops.
        for id in options.classNames.keys.sorted() where id != "*" {
            guard report.clusters.contains(where: { $0.id == id || id.count >= 4 && $0.fingerprint.hasPrefix(id) })
            else { throw .unknownCluster(id, known: report.clusters.map(\.id)) }
        }
        let suggested = Set(report.clusters.flatMap { $0.parameters.map(\.name) })
        for name in options.parameterNames.keys.sorted() where !suggested.contains(name) {
            throw .unknownParameter(name, known: suggested.sorted())
        }
        // The projects and packages the documents are built in (only needed when something is extracted).
        let projects = selected.isEmpty ? ProjectIndex.empty : loaded ?? self.projects(of: report)
        var names = ClassNameRegistry(
            documents: report.documents, scanRoots: report.roots, absolute: { absolute($0).path },
            files: report.workspace)
        let readiness = SwiftTargetReadiness(projects: projects, display: { Rewriter.display($0, options) })
        // Components of earlier runs that targets building their placeholders still lack: joined in
        // this run, so adoption counts them as built there.
        let repairs = ComponentRepair(report: report, projects: projects, absolute: { absolute($0).path })
            .missingJoins()
        var pending: [String: Set<BuildTarget>] = [:]
        for repair in repairs { pending[repair.path, default: []].formUnion(repair.joins.map(\.target)) }
        let adopter = ComponentAdopter(report: report, absolute: { absolute($0).path }, pending: pending)
        let run = Run(report: report, projects: projects, readiness: readiness, adopter: adopter)
        var components: [(instance: ClusterInstance, fingerprint: String)]?
        var selection = CopySelection()
        var plans: [ExtractionPlan] = []
        var skipped: [SkippedCluster] = []
        for scanned in selected {
            let (style, styleReason) = style(of: scanned, report)
            var (clean, left) = selection.select(scanned, style: RewriteStyles.style(style), in: report)
            let split = selection.oneFolderSet(clean, in: report) { instance in
                projects.specTargets(building: absolute(report.documents[instance.documentIndex].path).path)
            }
            (clean, left) = (split.free, left + split.left)
            // The ports are those the replaced copies connect: a copy left inline connects none.
            let cluster: DuplicateCluster
            (cluster, clean) = scanned.ported(by: clean, documents: report.documents)
            // A cluster skipped below gives back the class name it took on the way.
            let namesBefore = names
            do throws(PlanningStop) {
                plans.append(
                    try planCluster(
                        cluster, style: (style, styleReason), clean: clean, left: left, run: run, names: &names,
                        components: &components))
            } catch {
                guard case .skipped(let skip) = error else {
                    guard case .refused(let refusal) = error else { continue }
                    throw refusal
                }
                names = namesBefore
                selection.release(clean, in: report)
                skipped.append(
                    SkippedCluster(id: cluster.id, summary: cluster.summary, reason: skip, skippedInstances: left))
            }
        }
        let planner = BaseClassPlanner(options: options, projects: projects)
        let bases = planner.plan(plans, extra: repairs.compactMap(\.need), names: names)
        // A base class of the user's must be declared in every module that compiles a wrapper.
        if let base = options.baseClass {
            for index in plans.indices
            where !plans[index].adoptsExistingClass && plans[index].rewriteStyle.derivesFromBaseClass {
                for target in plans[index].compilingTargets where !planner.declares(base, in: target) {
                    plans[index].notes.append(
                        .baseClassUndeclared(base: base, target: target.displayName, className: plans[index].className))
                }
            }
        }
        return Outcome(
            plans: plans, skipped: skipped, baseClasses: bases, projects: projects,
            repairs: repairs.map { ($0.path, $0.joins) })
    }

    /// What every cluster of a run is planned against.
    private struct Run {
        var report: ScanReport
        var projects: ProjectIndex
        var readiness: SwiftTargetReadiness
        var adopter: ComponentAdopter
        /// The holders' outlets read so far (`HolderTyping`).
        var holders = HolderOutletsCache()
    }

    /// The plan of one cluster: substituted, adopted by an existing component, or a new class.
    private func planCluster(
        _ cluster: DuplicateCluster,
        style: (ExtractionStyle, ExtractionStyle.Reason?),
        clean: [ClusterInstance],
        left: [SkippedInstance],
        run: Run,
        names: inout ClassNameRegistry,
        components: inout [(instance: ClusterInstance, fingerprint: String)]?
    ) throws(PlanningStop) -> ExtractionPlan {
        let (kind, styleReason) = style
        let style = RewriteStyles.style(kind)
        let (report, projects, adopter) = (run.report, run.projects, run.adopter)
        var plan: ExtractionPlan
        if let component = adopter.component(of: cluster) {
            // New copies of a component an earlier run wrote become its placeholders, in the style
            // its class was written in: the copies that can be replaced were chosen for this one.
            if let written = adopter.style(of: component), written != kind {
                throw .skipped(
                    .componentOfOtherStyle(
                        className: BoundaryFinder.componentClass(
                            of: report.documents[component.documentIndex], files: report.workspace) ?? "",
                        written: written, wanted: kind))
            }
            let targets = try PlanningStop.skipping { () throws(SkipReason) in
                try buildTargets(of: clean, report: report, projects: projects)
            }
            plan = try PlanningStop.skipping { () throws(SkipReason) in
                try adopter.plan(
                    cluster, component: component, clean: clean, left: left, targets: targets, projects: projects)
            }
            plan.translations = try translations(report, projects, plan)
            if !plan.translations.isEmpty { plan.notes.append(.translations(plan.translations)) }
        } else if !style.adoptsComponents {
            plan = try makePlan(cluster, clean: clean, left: left, run: run, names: &names, style: style)
            plan.styleReason = styleReason
            if let note = style.note(for: plan, reason: styleReason) { plan.notes.insert(note, at: 0) }
        } else {
            let fresh = try makePlan(
                cluster, clean: clean, left: left, run: run, names: &names)
            // New copies of a reusable view an earlier run wrote become its placeholders.
            if components == nil { components = adopter.components() }
            if let component = adopter.component(matching: fresh, among: components ?? []) {
                plan = try PlanningStop.skipping { () throws(SkipReason) in
                    try adopter.plan(
                        adopter.cluster(cluster, against: component, clean: clean), component: component,
                        clean: clean, left: left, targets: fresh.targets, projects: projects)
                }
                plan.translations = try translations(report, projects, plan)
                if !plan.translations.isEmpty {
                    plan.notes.append(.translations(plan.translations))
                }
            } else {
                plan = fresh
            }
        }
        return plan
    }

    /// Where the translated entries of an adopted component's copies go.
    private func translations(_ report: ScanReport, _ projects: ProjectIndex, _ plan: ExtractionPlan)
        throws(PlanningStop) -> TranslationPlan
    {
        try PlanningStop.skipping { () throws(SkipReason) in
            try translationPlanner(report, projects).plan(
                template: plan.template, replaced: plan.replaced, parameters: plan.parameters,
                className: plan.className, folder: "")
        }
    }

    /// Reads the Xcode projects and Swift packages the report's documents are built in.
    package func projects(of report: ScanReport) -> ProjectIndex {
        ProjectIndex.load(for: report.documents.map { absolute($0.path).path }, files: report.workspace)
    }

    /// Class names a wrapper must not take: the frameworks' own (with SwiftUI's unprefixed ones,
    /// `FrameworkTypeNames`) and the base class's.
    package static let frameworkClassNames: Set<String> = {
        var names: Set<String> = [
            NibViewStyle.baseClassName, "NSObject", "UIView", "NSView", "UIViewController", "NSViewController",
        ]
        names.formUnion(FrameworkTypeNames.unprefixed)
        for platform in [Platform.iOS, Platform.macOS] {
            for tag in [
                "label", "button", "imageView", "textField", "textView", "stackView", "scrollView", "tableView",
                "collectionView", "switch", "slider", "segmentedControl", "popUpButton", "box", "customView",
                "searchBar", "datePicker", "pickerView", "visualEffectView", "progressIndicator",
            ] {
                let name = RuntimeClass.tagClass(tag, platform: platform).name
                if !name.hasPrefix("<") { names.insert(name) }
            }
        }
        return names
    }()

    private func selectedClusters(_ report: ScanReport) throws(ExtractionError) -> [DuplicateCluster] {
        try namedClusters(report).filter { !options.droppedClusterIDs.contains($0.id) }
    }

    private func namedClusters(_ report: ScanReport) throws(ExtractionError) -> [DuplicateCluster] {
        guard !options.clusterIDs.isEmpty else { return report.clusters }
        var result: [DuplicateCluster] = []
        for id in options.clusterIDs {
            guard
                let cluster = report.clusters.first(where: {
                    $0.id == id || $0.fingerprint.hasPrefix(id) && id.count >= 4
                })
            else { throw .unknownCluster(id, known: report.clusters.filter { $0.absorbedBy == nil }.map(\.id)) }
            if !result.contains(where: { $0.id == cluster.id }) { result.append(cluster) }
        }
        // Keep rank order, whatever order the ids were given in; a variant group chosen brings the
        // clusters it took, planned after it (`ScanReport.withVariantClusters`).
        return report.clusters.filter { cluster in
            result.contains { $0.id == cluster.id || $0.id == cluster.absorbedBy }
        }
    }

    package static func customClasses(_ document: IBDocument) -> [String] {
        guard let symbol = document.symbols.symbol("customClass") else { return [] }
        return document.attributes.indices.filter { document.attributes[$0].name == symbol }.map {
            document.attributeValue($0)
        }
    }

    private func makePlan(
        _ cluster: DuplicateCluster,
        clean: [ClusterInstance],
        left: [SkippedInstance],
        run: Run,
        names: inout ClassNameRegistry,
        style: any RewriteStyle = NibViewStyle()
    ) throws(PlanningStop) -> ExtractionPlan {
        let (report, projects, readiness) = (run.report, run.projects, run.readiness)
        guard clean.count >= 2 else {
            let blocked = left.filter { !$0.instance.blockers.isEmpty }.count
            let overlapping = left.count - blocked
            throw .skipped(
                .tooFewCopies(
                    free: clean.count, total: cluster.instances.count, blocked: blocked, overlapping: overlapping,
                    clusterID: cluster.id))
        }
        let template = clean[0]
        let document = report.documents[template.documentIndex]
        let platforms = Set(clean.map { report.documents[$0.documentIndex].platform.usesUIKit })
        guard platforms.count == 1, document.platform == .macOS || document.platform.usesUIKit else {
            throw .skipped(.mixedPlatforms)
        }

        // Names the style's class may not take (a substituted class inherits its root's members).
        let inherited = try PlanningStop.skipping { () throws(SkipReason) in
            try style.reservedMembers(root: template.element, in: document)
        }

        // The class's members: a property per parameter, an outlet per view or object they reach,
        // and the ports, named apart from each other and from what the class inherits.
        var members = MemberPlanner(
            template: template, document: document, parameterNames: options.parameterNames, inherited: inherited,
            takesRootLooks: !style.keepsRootElement && document.platform.usesUIKit, rootIsSelf: style.keepsRootElement)
        let parameters = try members.parameters(of: cluster)
        // A wrapper with nothing to set and nothing to connect would only cost a nib load per
        // copy: such copies share a style, not a layout with content.
        guard !cluster.isStylingDuplicate else {
            throw .skipped(.stylingDuplicate(identifiersDiffer: !cluster.parameters.isEmpty))
        }
        // A variant group whose differences the placeholders carry themselves (the root's own size
        // constraints, its `hidden`) is such a style too, once nothing is left for the class to set.
        if parameters.isEmpty, cluster.parameters.contains(where: { $0.type.isLayout }),
            cluster.ports.allSatisfy({ $0.kind == .incomingConstraint })
        {
            throw .skipped(.stylingDuplicate(identifiersDiffer: false))
        }
        let ports = try members.ports(of: cluster)

        let targets = try PlanningStop.skipping { () throws(SkipReason) in
            try buildTargets(of: clean, report: report, projects: projects)
        }
        let directory = outputDirectory(for: template)
        // Sources beside the copies compiled by static libraries that the targets copying the
        // documents link, not by those targets (iTerm2's `iTerm2SharedARC`): the class is compiled
        // with its neighbours, in the library's module, which the placeholders name.
        let compiledBy = projects.libraries(
            projects.targets(compilingSourcesIn: directory.path), compilingFor: Set(targets))
        let module =
            compiledBy.map { .library($0[0].moduleName) }
            ?? moduleChoice(clean, report, targets: targets)
        let className = try PlanningStop.refusing { () throws(ExtractionError) in
            try self.className(
                for: cluster, directory: directory, clean: clean, report: report, names: &names,
                objectiveCName: module == .objectiveCName)
        }
        // Translated entries move with the views; a translated xib is Base-internationalised.
        let translations = try PlanningStop.skipping { () throws(SkipReason) in
            try translationPlanner(report, projects).plan(
                template: template, replaced: clean, parameters: parameters, className: className,
                folder: directory.path)
        }
        let xibPath =
            (translations.localizesXIB ? directory.appendingPathComponent("Base.lproj") : directory)
            .appendingPathComponent(className + ".xib").path
        let swiftPath = try swiftPath(
            className: className, directory: directory, cluster: cluster, report: report, projects: projects)
        let joins = try joins(
            xibPath: xibPath, swiftPath: swiftPath, targets: targets, compiledBy: compiledBy, template: template,
            projects: projects)
        var plan = ExtractionPlan(
            cluster: cluster,
            className: className,
            baseClass: options.baseClass ?? NibViewStyle.baseClassName,
            module: module,
            parameters: parameters,
            outlets: members.outlets,
            ports: ports,
            template: template,
            replaced: clean,
            skipped: left,
            xibPath: xibPath,
            swiftPath: swiftPath,
            platform: document.platform,
            notes: notes(
                of: cluster, className: className, parameters: parameters, outlets: members.outlets,
                template: document,
                translations: translations, module: module),
            targets: targets,
            joins: joins
        )
        plan.translations = translations
        plan.compiledBy = compiledBy
        let appRoots = SourceClassNames.projectRoots(of: clean.map { absolute($0.file).path }, files: report.workspace)
        try PlanningStop.skipping { () throws(SkipReason) in
            try style.complete(&plan, in: document, appRoots: appRoots, files: report.workspace)
        }
        try requireRootClassCompiled(by: plan, projects: projects)
        // Holders declared in Swift in this module get their typed outlet, not a key.
        HolderTyping(
            documents: report.documents, roots: appRoots, projects: projects, files: report.workspace,
            holders: run.holders
        ).type(&plan)
        // The targets that compile the class must be able to: a Swift version, a bridging header
        // that exists, and one that shows Swift the app's Objective-C classes the class names.
        let named = Set(plan.outlets.map(\.viewClass)).union(style.classesNamed(by: plan))
        if let obstacle = readiness.obstacle(
            joins: joins[swiftPath] ?? [], roots: appRoots, classNames: named.subtracting([""]))
        {
            throw .skipped(.targetNotReady(obstacle))
        }
        return plan
    }

    /// Where the class's Swift file goes: beside the xib, or in the folder of the package target
    /// that would otherwise copy it as a resource or leave it out.
    private func swiftPath(
        className: String, directory: URL, cluster: DuplicateCluster, report: ScanReport, projects: ProjectIndex
    ) throws(PlanningStop) -> String {
        var swiftPath = directory.appendingPathComponent(className + ".swift").path
        // A package target copies what its resource rules match, `.swift` files too, and leaves out
        // what it excludes: the class goes to the target's own folder, which compiles it.
        if let folder = projects.compilingFolder(for: swiftPath) {
            swiftPath = (folder as NSString).appendingPathComponent(className + ".swift")
            // A `sources:` of files only compiles no new file anywhere in the target.
            if projects.packageCompiles(swiftPath) == false, let target = projects.packageTarget(containing: swiftPath)
            {
                throw .skipped(
                    .placement(
                        .packageCompilesNoNewFile(target: target.displayName),
                        file: Rewriter.display(swiftPath, options)))
            }
            if report.workspace.fileExists(atPath: swiftPath) {
                throw .skipped(
                    .swiftFileTaken(
                        className: className, existing: Rewriter.display(swiftPath, options), clusterID: cluster.id))
            }
        }
        return swiftPath
    }

    /// How the new xib and Swift file join the targets that build the copies' documents.
    private func joins(
        xibPath: String, swiftPath: String, targets: [BuildTarget], compiledBy: [BuildTarget]?,
        template: ClusterInstance, projects: ProjectIndex
    ) throws(PlanningStop) -> [String: [TargetJoin]] {
        var joins: [String: [TargetJoin]] = [:]
        if !targets.isEmpty {
            let hint = projects.groups(listing: absolute(template.file).path)
            // Test bundles copy the xib (their tests may load the documents) but never compile the class.
            let compiling = compiledBy ?? targets.filter { !$0.isTestBundle }
            if compiling.isEmpty {
                throw .skipped(.testBundlesOnly(targets: targets.map(\.displayName)))
            }
            // A test bundle of an XcodeGen spec that lists the document by name does not take in
            // the new xib beside it; it needs none: the class loads its nib from the bundle that
            // compiles it, the host app's.
            let copying = targets.filter { target in
                guard target.isTestBundle, case .projectSpec = target.container else { return true }
                return projects.targets(building: xibPath).contains { $0.target == target }
            }
            for (path, wanted) in [(xibPath, copying), (swiftPath, compiling)] {
                switch projects.joins(of: path, targets: wanted, groupHint: hint) {
                case .success(let found): joins[path] = found
                case .failure(let problem):
                    throw .skipped(.placement(problem, file: (path as NSString).lastPathComponent))
                }
            }
        }
        return joins
    }

    /// What a person should know of a plan: names guessed, translations moved, an Objective-C name.
    private func notes(
        of cluster: DuplicateCluster, className: String, parameters: [PlannedParameter], outlets: [PlannedOutlet],
        template: IBDocument,
        translations: TranslationPlan, module: ModuleChoice
    ) -> [PlanNote] {
        var notes: [PlanNote] = []
        if cluster.classNameSource.isWeak && options.classNames[cluster.id] == nil {
            notes.append(
                .guessedClassName(
                    className: className, source: cluster.classNameSource, clusterID: cluster.id))
        }
        let weak = parameters.filter { planned in
            guard let suggested = cluster.parameters.first(where: { $0.path == planned.path }) else { return false }
            return suggested.nameSource.isWeak && options.parameterNames[suggested.name] == nil
        }.map(\.name)
        if !weak.isEmpty {
            notes.append(.propertiesNamedByKind(weak))
        }
        let kindNamed = outlets.filter { $0.isNamedByKind(tag: template.tag($0.element)) }.map(\.name)
        if !kindNamed.isEmpty {
            notes.append(.outletsNamedByKind(kindNamed))
        }
        if !translations.isEmpty {
            notes.append(.translations(translations))
        }
        if module == .objectiveCName {
            notes.append(.objectiveCName(className: className))
        }
        return notes
    }

    /// Refuses a root class subclassed by its Swift name that the class's targets do not compile.
    private func requireRootClassCompiled(by plan: ExtractionPlan, projects: ProjectIndex) throws(PlanningStop) {
        // A root class subclassed by its Swift name must be one the class's targets compile:
        // another module's is not named so there (nor open to subclasses, unless `open`).
        if let swiftName = plan.rootSwiftName, let file = plan.rootSwiftFiles.first, !plan.compilingTargets.isEmpty {
            let compiling = Set(
                plan.rootSwiftFiles.flatMap { projects.targets(building: $0) }.filter { $0.phase == .sources }
                    .map(\.target))
            guard Set(plan.compilingTargets).isSubset(of: compiling) else {
                throw .skipped(
                    .rootClassRestricted(
                        .objectiveCNameOnly(
                            className: plan.rootClass ?? swiftName, swiftName: swiftName,
                            file: (file as NSString).lastPathComponent)))
            }
        }
    }

    /// The style of a cluster, and why: `--style`, or by its first copy's root.
    private func style(of cluster: DuplicateCluster, _ report: ScanReport) -> (ExtractionStyle, ExtractionStyle.Reason?)
    {
        guard let first = cluster.instances.first else { return (.nibView, nil) }
        return RewriteStyles.choice(options.style, root: first.element, in: report.documents[first.documentIndex])
    }

    private func translationPlanner(_ report: ScanReport, _ projects: ProjectIndex) -> TranslationPlanner {
        TranslationPlanner(documents: report.documents, translations: report.translations, projects: projects)
    }

    /// The targets that build the copies: the new files must reach every one of them.
    /// - Throws: `SkipReason` when they belong to more than one project or package.
    private func buildTargets(of clean: [ClusterInstance], report: ScanReport, projects: ProjectIndex)
        throws(SkipReason) -> [BuildTarget]
    {
        var targets: [BuildTarget] = []
        for index in Set(clean.map(\.documentIndex)).sorted() {
            for (target, _) in projects.targets(building: absolute(report.documents[index].path).path)
            where !targets.contains(target) {
                targets.append(target)
            }
        }
        targets.sort()
        let containers = Set(targets.map(\.containerPath)).sorted()
        guard containers.count <= 1 else {
            // One folder built by an Xcode target and by a package target (LoopKit): the class would
            // load its nib from `Bundle(for:)` in one build and from `Bundle.module` in the other.
            let kinds = Set(targets.map(\.isSwiftPackage))
            if kinds.count == 2 {
                throw SkipReason.xcodeAndPackage(targets: targets.map(\.displayName))
            }
            throw SkipReason.separateProjects(targets: targets.map(\.displayName))
        }
        return targets
    }

    private func className(
        for cluster: DuplicateCluster,
        directory: URL,
        clean: [ClusterInstance],
        report: ScanReport,
        names: inout ClassNameRegistry,
        objectiveCName: Bool = false
    ) throws(ExtractionError) -> String {
        let documents = clean.map { absolute($0.file).path }
        func isFree(_ name: String) -> Bool {
            names.isFree(name, forDocuments: documents)
                && !report.workspace.fileExists(atPath: directory.appendingPathComponent(name + ".xib").path)
                && !report.workspace.fileExists(atPath: directory.appendingPathComponent(name + ".swift").path)
                && !localizedFiles(named: name, in: directory, files: report.workspace)
        }
        if let chosen = options.classNames[cluster.id] {
            guard SwiftIdentifier.isTypeName(chosen) else { throw ExtractionError.invalidClassName(chosen) }
            guard ClassNameLength.fits(chosen) else {
                throw ExtractionError.classNameTooLong(chosen, limit: ClassNameLength.maximum)
            }
            guard isFree(chosen) else { throw ExtractionError.classNameTaken(chosen) }
            names.claim(chosen, forDocuments: documents)
            return chosen
        }
        var base = cluster.proposedClassName
        // An Objective-C runtime name is global to the process: it takes the app's class prefix
        // (`ObjectiveCClassPrefix`), unless a person chose the name (#30).
        if objectiveCName, cluster.classNameSource != .chosen,
            let classPrefix = names.objectiveCPrefix(forDocuments: documents), !base.hasPrefix(classPrefix),
            ClassNameLength.fits(classPrefix + base)
        {
            base = classPrefix + base
        }
        // Taken: first the name of the template's file in front (`CheckoutAvatarRowView`), which
        // says where the copies are; a number only as the last resort.
        var file = ((clean[0].file as NSString).lastPathComponent as NSString).deletingPathExtension
        // `ExposureSurveyTableViewCell.xib` → `ExposureSurvey`: the file's role, not its kind.
        for kind in ["ViewController", "TableViewCell", "CollectionViewCell", "Controller", "Cell", "View"]
        where file.hasSuffix(kind) && file.count > kind.count {
            file = String(file.dropLast(kind.count))
            break
        }
        var candidates = [base]
        let prefix = SwiftIdentifier.camelCase(file, upperFirst: true)
        if SwiftIdentifier.isTypeName(prefix + base) && !base.hasPrefix(prefix) && ClassNameLength.fits(prefix + base) {
            candidates.append(prefix + base)
        }
        var name = candidates.first(where: isFree) ?? base
        var counter = 2
        while !isFree(name) {
            name = base + String(counter)
            counter += 1
        }
        names.claim(name, forDocuments: documents)
        return name
    }

    /// Whether a localized file of that name is in one of the folder's `.lproj` folders (where a
    /// translated xib and its `.strings` files would go).
    private func localizedFiles(named name: String, in directory: URL, files: WorkspaceFiles) -> Bool {
        let folders = (files.contentsOfDirectory(atPath: directory.path) ?? []).filter { $0.hasSuffix(".lproj") }
        return folders.contains { folder in
            [name + ".xib", name + ".strings"].contains {
                files.fileExists(atPath: directory.appendingPathComponent(folder + "/" + $0).path)
            }
        }
    }

    private func moduleChoice(_ instances: [ClusterInstance], _ report: ScanReport, targets: [BuildTarget])
        -> ModuleChoice
    {
        if let module = options.module { return .target(module) }
        var modules: Set<String> = []
        for index in Set(instances.map(\.documentIndex)) {
            let document = report.documents[index]
            guard let symbol = document.symbols.symbol("customModule") else { continue }
            for attribute in document.attributes.indices where document.attributes[attribute].name == symbol {
                modules.insert(document.attributeValue(attribute))
            }
        }
        // `customModuleProvider="target"` makes each target that builds the nib look the class up
        // in its own module, so one name serves them all; the one Interface Builder already wrote
        // in the documents is the real module (settings from .xcconfig files are not read here),
        // else the first target's.
        if let target = targets.first { return .target(modules.count == 1 ? modules.first! : target.moduleName) }
        return modules.count == 1 ? .target(modules.first!) : .objectiveCName
    }

    private func outputDirectory(for template: ClusterInstance) -> URL {
        if let output = options.outputDirectory {
            return output.hasPrefix("/")
                ? URL(fileURLWithPath: output) : options.workingDirectory.appendingPathComponent(output)
        }
        // Beside the template's document, but never inside a localization folder (`Base.lproj`):
        // a Swift file there would be taken for a localized resource.
        var folder = absolute(template.file).deletingLastPathComponent()
        while folder.lastPathComponent.hasSuffix(".lproj") { folder = folder.deletingLastPathComponent() }
        return folder
    }

    package func absolute(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : options.workingDirectory.appendingPathComponent(path)
    }
}
