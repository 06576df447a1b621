import XibifyFormat
import XibifyRewriting
import XibifyScanning
import XibifyWorkspace
import XibifyWriting

/// The stages, run in order: paths → documents → canonical forms → clusters (with the
/// translations that name their copies' objects).
///
/// `report` stops after clustering; later stages (extraction plan, rendering) start from
/// the `ScanReport` this returns.
public enum Pipeline {
    /// Finds, parses and clusters.
    /// - Parameters:
    ///   - options: what to scan.
    ///   - progress: called with (files parsed, total) from any thread.
    /// - Returns: the report; refused files are in it, never thrown.
    public static func scan(
        _ options: ScanOptions,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> ScanReport {
        var discovery = InputDiscovery(excludes: options.excludes, workingDirectory: options.workingDirectory)
        discovery.honoursGitIgnore = options.honoursGitIgnore
        discovery.skipsDefaultFolders = options.skipsDefaultFolders
        // Every read of the app's files in this run, the walk included, reads each file and
        // folder once (`WorkspaceCache`): anew if recovery below changes the tree.
        var workspace = WorkspaceFiles.readOnce()
        if let listing = workspace.listing { discovery.listFolder = listing }
        // Batches a killed run left are finished or undone first, and its other scratch files
        // cleared: nothing is read of a tree half written (docs/cli.md, "How --write writes").
        let recovery = BatchRecovery(workingDirectory: options.workingDirectory.path)
        var found = discovery.discover(options.paths)
        let scratch = Set(
            recovery.writersFiles(
                inAndAbove: BatchRecovery.folders(of: options.paths, workingDirectory: options.workingDirectory))
                + found.scratch
        ).sorted()
        let journals = scratch.filter { BatchJournal.parseName(BatchWrite.name(of: $0))?.isTemporary == false }
        let recovered = journals.map { recovery.recover(journal: $0) }
        if recovered.contains(where: { $0.blocksScan }) {
            var report = ScanReport(files: [], documents: [], clusters: [], options: options.clustering)
            report.inputs = options.paths
            report.recoveredBatches = recovered
            return report
        }
        let leftovers = recovery.sweep(scratch.filter { !journals.contains($0) })
        if !journals.isEmpty || !leftovers.isEmpty {
            workspace = WorkspaceFiles.readOnce()
            if let listing = workspace.listing { discovery.listFolder = listing }
        }
        if !journals.isEmpty { found = discovery.discover(options.paths) }
        let outcomes = DocumentLoader(workers: options.workers).load(found.inputs, progress: progress)
        var files = found.errors.map { ScannedFile(path: $0.path, error: $0) }
        var documents: [IBDocument] = []
        for (input, outcome) in zip(found.inputs, outcomes) {
            switch outcome {
            case .success(let document):
                documents.append(document)
                files.append(ScannedFile(path: input.displayPath, kind: document.kind, platform: document.platform))
            case .failure(let error):
                if !options.strict, let skipped = SkippedFile(skipping: error) {
                    files.append(ScannedFile(path: input.displayPath, skipped: skipped))
                } else {
                    files.append(ScannedFile(path: input.displayPath, error: error))
                }
            }
        }
        files.sort { $0.path < $1.path }
        var clustering = options.clustering
        clustering.workers = options.workers
        let grouped = DuplicateClusterer(options: clustering, files: workspace).find(in: documents)
        let assessed = AssessedClusters(grouped, documents: documents, files: workspace)
        var report = ScanReport(files: files, documents: documents, clusters: assessed.listed, options: clustering)
        report.absorbedClusters = assessed.absorbed
        report.variants = grouped.variants
        report.workspace = workspace
        report.translations = assessed.translations
        report.inputs = options.paths
        report.excludes = options.excludes.map(\.pattern)
        report.warnings = found.warnings
        report.recoveredBatches = recovered
        report.leftovers = leftovers
        report.roots = found.roots
        return report
    }
}
