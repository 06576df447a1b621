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
        let clustered = RewriteStyles.settingApartSubstitutedReferences(
            DuplicateClusterer(options: report.options, files: workspace).clusters(in: documents),
            documents: documents)
        let (clusters, translations) = TranslationCounter.annotate(clustered, documents: documents, files: workspace)
        var next = report
        next.files = scanned
        next.documents = documents
        next.clusters = clusters
        next.translations = translations
        next.workspace = workspace
        next.baseline = nil
        return next
    }

    /// One rewrite's result from two rounds': the later round's plans after the earlier's, each
    /// file as the later round left it against the disk's original, and what is left as the
    /// later round found it.
    package static func composed(_ earlier: RewriteResult, _ later: RewriteResult) -> RewriteResult {
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
            merged.edits = first.original.map { [TextEdit.spanning(from: $0, to: file.contents)] } ?? []
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
}
