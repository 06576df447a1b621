import XibifyFormat
import XibifyScanning
import XibifySupport
import XibifyWorkspace

/// A later planning round of one rewrite, over the files the earlier rounds wrote in memory.
///
/// A layout can hold a copy of a smaller layout that has more copies: the smaller one is extracted
/// first, the larger copies overlap it and stay inline, and they match one another only once their
/// inner copies are placeholders. A second run would extract them; one run does, by scanning what
/// the first round wrote (never written to disk between rounds) and planning again, until a round
/// extracts nothing. Each round is verified on its own, against the files the round before it
/// wrote; the batch is their composition, against the disk.
package enum FollowUpRound {
    /// The most rounds one rewrite plans (nesting deeper than this is left to another run).
    package static let maximumRounds = 4

    /// Whether a later round can find a layout this round did not.
    ///
    /// Only when this round left copies inline because they overlap copies it replaced (or hold
    /// them): a layout new to a later round holds a placeholder, so in this round it enclosed a
    /// replaced copy.
    package static func mayFindMore(after round: RewriteResult) -> Bool {
        guard !round.plans.isEmpty else { return false }
        let left = round.skipped.flatMap(\.skippedInstances) + round.plans.flatMap(\.skipped)
        return left.contains { copy in
            copy.reasons.contains { $0 == .overlapsAnotherCluster || $0 == .holderInAnotherCopy }
        }
    }

    /// The scan of the files a round wrote, or nil when a written document does not parse.
    ///
    /// Its edited documents and the new xibs under the folders scanned are parsed from memory,
    /// beside the documents it left alone; clusters and translations are found as the scan finds
    /// them, every other file read through a workspace that holds the round's files. (The
    /// round's own verification parsed each document, so nil is not expected.)
    /// - Parameters:
    ///   - report: the scan the round planned on.
    ///   - files: the round's files.
    package static func report(after report: ScanReport, files: [RenderedFile]) -> ScanReport? {
        var documents = report.documents
        var scanned = report.files
        var indexOfPath: [String: Int] = [:]
        for (index, document) in documents.enumerated() { indexOfPath[document.filePath ?? document.path] = index }
        for file in files {
            switch file.kind {
            case .edited:
                guard let index = indexOfPath[file.path] else { continue }
                let old = documents[index]
                guard let document = try? IBDocumentParser.parseInput(file.contents, path: old.path) else {
                    return nil
                }
                document.locate(file.path, outsideScannedFolders: old.isOutsideScannedFolders)
                documents[index] = document
            case .xib where file.original == nil:
                // A second run scans the new xib only where it scans at all.
                guard
                    report.roots.contains(where: {
                        XcodeProject.relative(XcodeProject.standardized(file.path), to: $0) != nil
                    })
                else { continue }
                guard let document = try? IBDocumentParser.parseInput(file.contents, path: file.displayPath) else {
                    return nil
                }
                document.locate(file.path)
                documents.append(document)
                scanned.append(
                    ScannedFile(path: file.displayPath, kind: document.kind, platform: document.platform))
            default:
                continue
            }
        }
        documents.sort { $0.path < $1.path }
        scanned.sort { $0.path < $1.path }
        let workspace = report.workspace.layered(
            with: Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { _, later in later }))
        // Variant groups too, planned after the clusters as in the first round (`Rewriter.prepare`).
        let found = DuplicateClusterer(options: report.options, files: workspace).find(in: documents)
        let assessed = AssessedClusters(found, documents: documents, files: workspace)
        var next = report
        next.files = scanned
        next.documents = documents
        next.clusters = assessed.listed
        next.absorbedClusters = assessed.absorbed
        next.translations = assessed.translations
        next.workspace = workspace
        next.variants = found.variants
        next.baseline = nil
        return next.withVariantClusters()
    }

    /// The names given to clusters of an earlier round (`--name ID=NAME`), for the clusters of a
    /// later one: a cluster left inline for overlapping gives its name to the later cluster that
    /// holds the most of its copies (by document and root id).
    package static func names(
        _ given: [String: String], of skipped: [SkippedCluster], in next: ScanReport
    ) -> [String: String] {
        var names: [String: String] = [:]
        for cluster in skipped {
            guard let name = given[cluster.id] else { continue }
            let copies = Set(cluster.skippedInstances.map(\.instance.copyKey))
            let best = next.clusters.map { candidate in
                (candidate.id, candidate.instances.filter { copies.contains($0.copyKey) }.count)
            }.filter { $0.1 > 0 }.max { ($0.1, $1.0) < ($1.1, $0.0) }
            if let best { names[best.0] = name }
        }
        return names
    }

    /// One rewrite's result from two rounds'.
    ///
    /// The later round's plans come after the earlier's; each file is as the later round left
    /// it, against the disk's original; what is left is as the later round found it (less the
    /// clusters an earlier round extracted, whose copies left inline its plans list). The later
    /// round's copies are placed where they are on disk.
    /// - Parameters:
    ///   - earlier: the rounds so far, composed.
    ///   - later: the next round's result.
    ///   - scanned: the scan the later round planned on.
    ///   - disk: the first round's scan, of the files on disk.
    package static func composed(
        _ earlier: RewriteResult, _ later: RewriteResult, scanned: ScanReport, disk: ScanReport
    ) -> RewriteResult {
        let onDisk = Locator(earlier: earlier.files, scanned: scanned, disk: disk)
        var later = later
        for plan in later.plans.indices {
            later.plans[plan].replaced = later.plans[plan].replaced.map(onDisk.relocated)
            for copy in later.plans[plan].skipped.indices {
                later.plans[plan].skipped[copy].instance = onDisk.relocated(later.plans[plan].skipped[copy].instance)
            }
        }
        let extracted = Set(earlier.plans.map(\.cluster.id))
        later.skipped.removeAll { extracted.contains($0.id) }
        for cluster in later.skipped.indices {
            for copy in later.skipped[cluster].skippedInstances.indices {
                later.skipped[cluster].skippedInstances[copy].instance = onDisk.relocated(
                    later.skipped[cluster].skippedInstances[copy].instance)
            }
        }
        var byPath: [String: RenderedFile] = [:]
        for file in earlier.files { byPath[file.path] = file }
        for file in later.files {
            guard let first = byPath[file.path] else {
                byPath[file.path] = file
                continue
            }
            var merged = file
            merged.original = first.original
            if first.original == nil { merged.kind = first.kind }
            merged.edits =
                first.original.map { Self.edits(from: $0, first.edits, then: file.edits, to: file.contents) } ?? []
            merged.declaration = first.declaration ?? file.declaration
            merged.joins = first.joins + file.joins.filter { !first.joins.contains($0) }
            merged.declaresBaseClass = first.declaresBaseClass ?? file.declaresBaseClass
            if !first.variants.isEmpty { merged.variants = first.variants }
            merged.variantOf = first.variantOf ?? file.variantOf
            merged.projectAdditions = first.projectAdditions + file.projectAdditions
            byPath[file.path] = merged
        }
        // As one round orders them: created files, then edited documents, translations, projects.
        func rank(_ file: RenderedFile) -> Int {
            if file.original == nil { return 0 }
            switch file.kind {
            case .edited: return 1
            case .strings: return 2
            case .project: return 3
            case .xib, .swift: return 4
            }
        }
        let files = byPath.values.sorted {
            rank($0) != rank($1) ? rank($0) < rank($1) : $0.displayPath < $1.displayPath
        }
        var result = RewriteResult(plans: earlier.plans + later.plans, skipped: later.skipped, files: files)
        result.dropped = earlier.dropped + later.dropped
        result.addedToProject = earlier.addedToProject || later.addedToProject
        return result
    }

    /// The edits of the disk's original that give a file's last contents: the rounds' own
    /// composed, each as small as it was (a diff then compares only the edited spans), or one
    /// edit spanning what changed when a round's edits do not describe its file.
    private static func edits(
        from original: [UInt8], _ earlier: [TextEdit], then later: [TextEdit], to final: [UInt8]
    ) -> [TextEdit] {
        let composed = TextEdit.composed(earlier, then: later, final: final)
        return TextEdit.apply(composed, to: original) == final
            ? composed : [TextEdit.spanning(from: original, to: final)]
    }

    /// Where a later round's copy is on disk.
    ///
    /// Its start and end are mapped back through the edits the earlier rounds made to its
    /// document (a copy of a later round never starts inside an earlier replacement: it encloses
    /// placeholders, or lies apart from them), to a line and column of the file on disk. A copy
    /// in a file an earlier round created keeps its place.
    private struct Locator {
        var earlier: [String: RenderedFile] = [:]
        var scanned: ScanReport
        var disk: [String: IBDocument] = [:]

        init(earlier files: [RenderedFile], scanned: ScanReport, disk report: ScanReport) {
            for file in files where file.original != nil { earlier[file.path] = file }
            self.scanned = scanned
            for document in report.documents { disk[document.filePath ?? document.path] = document }
        }

        func relocated(_ instance: ClusterInstance) -> ClusterInstance {
            let document = scanned.documents[instance.documentIndex]
            guard let path = document.filePath, let file = earlier[path], let original = disk[path] else {
                return instance
            }
            let record = document.elements[instance.element]
            var moved = instance
            moved.location = original.location(ofOffset: Self.onDisk(Int(record.start), file.edits))
            moved.endLine = original.location(ofOffset: Self.onDisk(max(Int(record.end) - 1, 0), file.edits)).line
            return moved
        }

        /// An offset of the edited text as an offset of the original (inside a replacement: where
        /// the replaced span starts).
        static func onDisk(_ offset: Int, _ edits: [TextEdit]) -> Int {
            var shift = 0
            for edit in edits.sorted(by: { $0.span.start < $1.span.start }) {
                let start = edit.span.start + shift
                if offset < start { break }
                if offset < start + edit.replacement.count { return edit.span.start }
                shift += edit.replacement.count - (edit.span.end - edit.span.start)
            }
            return offset - shift
        }
    }
}
