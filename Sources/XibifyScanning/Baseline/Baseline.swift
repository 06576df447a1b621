import Foundation
import XibifySupport
import XibifyWorkspace
import XibifyWriting

/// The findings a team has accepted, recorded so that CI fails only on new ones (docs/baseline.md).
///
/// A copy is matched by its cluster's fingerprint, its file (relative to the baseline file's
/// folder, so the file works from any working folder and in any clone) and its root object's id:
/// lines that shift and edits elsewhere in a file change none of them. A copy pasted into a
/// cluster the baseline knows is new, and so is a cluster the baseline does not know.
package struct Baseline: Codable, Sendable, Equatable {
    /// The format version this build writes and reads.
    package static let currentVersion = 1

    /// The format version of this baseline.
    package var version: Int
    /// Always `xibify`.
    package var tool: String
    /// The recorded clusters and variant groups, sorted by fingerprint (a variant group's
    /// fingerprint is marked as one, so it never equals a cluster's).
    package var findings: [BaselineFinding]

    /// Records a scan's findings.
    /// - Parameters:
    ///   - report: the scan (every cluster it reports is recorded).
    ///   - folder: the absolute path of the folder the baseline file is in.
    package init(recording report: ScanReport, folder: String) {
        version = Self.currentVersion
        tool = "xibify"
        let clusters = Findings(report).clusters.compactMap { copies -> BaselineFinding? in
            guard let cluster = copies.first?.cluster else { return nil }
            return BaselineFinding(
                fingerprint: cluster.fingerprint, id: cluster.id, description: cluster.summary,
                copies: copies.map { Self.copy($0.instance, in: report, folder: folder) })
        }
        let variants = report.variants.map { group in
            BaselineFinding(
                fingerprint: group.fingerprint, id: group.id, description: Self.description(group),
                copies: group.copies.map { Self.copy($0, in: report, folder: folder) })
        }
        // The exact clusters variant groups took are recorded too: were the nudged paste removed,
        // they would be listed again, and they are known.
        let absorbed = report.absorbedClusters.map { cluster in
            BaselineFinding(
                fingerprint: cluster.fingerprint, id: cluster.id, description: cluster.summary,
                copies: cluster.instances.map { Self.copy($0, in: report, folder: folder) })
        }
        findings = (clusters + variants + absorbed).sorted { $0.fingerprint < $1.fingerprint }
    }

    /// Reads a baseline file.
    /// - Parameters:
    ///   - path: the file's absolute path.
    ///   - shownAs: the path as the user gave it, for errors.
    /// - Returns: the baseline.
    /// - Throws: `BaselineError` when it cannot be read or parsed, or has another version.
    package static func load(from path: String, shownAs: String) throws(BaselineError) -> Baseline {
        let data: Data
        do {
            data = Data(try NamedFile.bytes(atPath: path, limit: maximumSize))
        } catch {
            throw .unreadable(path: shownAs, reason: Self.reason(error))
        }
        struct Header: Decodable { var version: Int }
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw .malformed(path: shownAs, detail: Self.detail(error))
        }
        guard header.version == currentVersion else {
            throw .unsupportedVersion(path: shownAs, version: header.version)
        }
        do {
            return try decoder.decode(Baseline.self, from: data)
        } catch {
            throw .malformed(path: shownAs, detail: Self.detail(error))
        }
    }

    /// The file's bytes: pretty JSON, keys sorted, a final newline (stable, so it diffs well).
    package var encoded: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and integers only: encoding cannot fail.
        var data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        data.append(0x0A)
        return data
    }

    /// Writes the baseline atomically: a temporary file beside it, renamed over it; through a
    /// symbolic link to its target, and in place into a FIFO or a device (`OutputFile`).
    /// - Parameters:
    ///   - path: the file's path, absolute or relative to the working folder; its missing folders
    ///     are made (`OutputFolders`).
    ///   - shownAs: the path as the user gave it, for errors.
    /// - Returns: the folders made for it, outermost first.
    /// - Throws: `BaselineError.unwritable`.
    @discardableResult
    package func write(to path: String, shownAs: String) throws(BaselineError) -> [String] {
        do throws(FileOperationError) {
            return try OutputFile.write(encoded, to: path)
        } catch {
            throw .unwritable(path: shownAs, reason: error.reason)
        }
    }

    /// The report with the baseline's findings left out: clusters whose every copy it holds are
    /// dropped, the others stay whole with their new copies marked (`ScanReport.baseline`).
    /// - Parameters:
    ///   - report: the scan.
    ///   - folder: the absolute path of the folder the baseline file is in.
    ///   - file: the baseline file as the user gave it, for the reporters.
    /// - Returns: the filtered report.
    package func filter(_ report: ScanReport, folder: String, file: String) -> ScanReport {
        var known: Set<String> = []
        for finding in findings {
            for copy in finding.copies { known.insert(Self.key(finding.fingerprint, copy)) }
        }
        var kept: [DuplicateCluster] = []
        var newCopies: [String: Set<Int>] = [:]
        var hidden = 0
        var knownCopies = 0
        for cluster in report.clusters {
            var new: Set<Int> = []
            for (index, instance) in cluster.instances.enumerated() {
                let copy = Self.copy(instance, in: report, folder: folder)
                if known.contains(Self.key(cluster.fingerprint, copy)) {
                    knownCopies += 1
                } else {
                    new.insert(index)
                }
            }
            if new.isEmpty {
                hidden += 1
            } else {
                kept.append(cluster)
                newCopies[cluster.fingerprint] = new
            }
        }
        // The exact clusters variant groups took (a nudged paste of their layout): a copy the
        // baseline recorded in such a cluster is known in its group too, and a cluster with a copy
        // the baseline does not hold is kept (`--fail-on-duplicates` fails on it).
        var keptAbsorbed: [DuplicateCluster] = []
        var knownInCluster: Set<String> = []
        for cluster in report.absorbedClusters {
            var isNew = false
            for instance in cluster.instances {
                let copy = Self.copy(instance, in: report, folder: folder)
                if known.contains(Self.key(cluster.fingerprint, copy)) {
                    knownInCluster.insert(Self.key(cluster.absorbedBy ?? "", copy))
                } else {
                    isNew = true
                }
            }
            if isNew { keptAbsorbed.append(cluster) }
        }
        // Variant groups as clusters: hidden when the baseline holds every copy.
        var keptVariants: [VariantGroup] = []
        for group in report.variants {
            var new: Set<Int> = []
            for (index, member) in group.copies.enumerated() {
                let copy = Self.copy(member, in: report, folder: folder)
                if known.contains(Self.key(group.fingerprint, copy))
                    || knownInCluster.contains(Self.key(group.id, copy))
                {
                    knownCopies += 1
                } else {
                    new.insert(index)
                }
            }
            if new.isEmpty {
                hidden += 1
            } else {
                keptVariants.append(group)
                newCopies[group.fingerprint] = new
            }
        }
        var filtered = report
        filtered.clusters = kept
        filtered.variants = keptVariants
        let shown = Set(keptVariants.map(\.id))
        filtered.absorbedClusters = keptAbsorbed.filter { shown.contains($0.absorbedBy ?? "") }
        filtered.baseline = BaselineComparison(
            file: file, hiddenClusters: hidden, knownCopies: knownCopies, newCopies: newCopies)
        return filtered
    }

    /// A variant group in words, for people reading the file.
    private static func description(_ group: VariantGroup) -> String {
        let name = group.name.map { " \"\($0)\"" } ?? ""
        return "near-miss \(group.rootTag)\(name) (\(group.viewCount) views), \(group.properties.count) values differ"
    }

    /// A copy of a variant group as the baseline records it, as a cluster's copy is.
    private static func copy(_ member: VariantGroup.Copy, in report: ScanReport, folder: String) -> BaselineCopy {
        copy(document: member.documentIndex, file: member.file, objectID: member.objectID, in: report, folder: folder)
    }

    private static func key(_ fingerprint: String, _ copy: BaselineCopy) -> String {
        "\(fingerprint)\u{0}\(copy.file)\u{0}\(copy.objectID ?? "")"
    }

    /// A copy as the baseline records it: its real file made relative to the baseline's folder.
    private static func copy(_ instance: ClusterInstance, in report: ScanReport, folder: String) -> BaselineCopy {
        copy(
            document: instance.documentIndex, file: instance.file, objectID: instance.objectID, in: report,
            folder: folder)
    }

    /// A copy by its document, shown file and root id: the document's real file, relative.
    private static func copy(
        document index: Int, file: String, objectID: String?, in report: ScanReport, folder: String
    ) -> BaselineCopy {
        let document = report.documents.indices.contains(index) ? report.documents[index] : nil
        return BaselineCopy(file: relativePath(of: document?.filePath ?? file, from: folder), objectID: objectID)
    }

    /// An absolute path relative to a folder, with `..` where it is not under it.
    /// - Parameters:
    ///   - path: an absolute path (returned unchanged when it is not absolute).
    ///   - folder: an absolute folder path.
    /// - Returns: the relative path.
    package static func relativePath(of path: String, from folder: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let target = ExcludeRules.normalised(path).split(separator: "/")
        let base = ExcludeRules.normalised(folder).split(separator: "/")
        var shared = 0
        while shared < min(target.count, base.count) && target[shared] == base[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: base.count - shared)
        return (ups + target[shared...].map(String.init)).joined(separator: "/")
    }

    /// The largest baseline read: a real project's is a few hundred kilobytes, and a stream
    /// (`/dev/zero` by mistake) must end.
    static let maximumSize = 256 << 20

    private static func reason(_ error: RegularFile.ReadError) -> String {
        switch error.code {
        case ENOENT: "no such file or folder"
        case EACCES: "permission denied"
        case EISDIR: "a folder"
        default: error.reason
        }
    }

    private static func detail(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "not JSON" }
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty
                ? "the top level"
                : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                    .joined(separator: ".")
        }
        switch decoding {
        case .keyNotFound(let key, let context): return "no \"\(key.stringValue)\" in \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context.codingPath)) has the wrong type"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "\(path(context.codingPath)) is invalid"
        @unknown default: return "not a baseline"
        }
    }
}
