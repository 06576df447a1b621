import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWorkspace
@testable import XibifyWriting

/// `rewrite --write` on a temporary copy of ../shared/corpus: verified, parseable, idempotent.
@Suite(.enabled(if: TestPaths.corpusAvailable, "../shared/corpus is not present"))
struct CorpusRewriteTests {
    /// Default thresholds, and single views too (`--min-views 1`), where most ports are used.
    @Test(arguments: [2, 1])
    func writeVerifiesParsesAndIsIdempotent(minViews: Int) throws {
        try FixtureCopy.with(TestPaths.corpus) { copy in
            let root = copy.deletingLastPathComponent()
            let clustering = ClusteringOptions(minViews: minViews)
            let scan = {
                Pipeline.scan(
                    ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root, clustering: clustering))
            }
            let options = ExtractionOptions(workingDirectory: root, addToProject: true)
            let report = scan()
            let first = try Rewriter.prepareAll(report, options: options)
            // No generated class takes the name of a class the app's sources declare.
            for plan in first.plans where !plan.adoptsExistingClass {
                let documents = plan.replaced.map { root.appendingPathComponent($0.file).path }
                for appRoot in SourceClassNames.projectRoots(of: documents, files: .disk) {
                    #expect(
                        !SourceClassNames.declared(under: appRoot, files: .disk).contains(plan.className),
                        "\(plan.className)")
                }
            }
            // What the app receives: no launch screen and no XIB's top-level view is replaced, no
            // root that something outside types by its class, no wrapper without a property or a port.
            for plan in first.plans {
                #expect(!plan.parameters.isEmpty || !plan.ports.isEmpty, "\(plan.className)")
                for instance in plan.replaced {
                    let document = report.documents[instance.documentIndex]
                    #expect(document.attribute("launchScreen", of: 0) != "YES", "\(instance.file)")
                    let parent = Int(document.elements[instance.element].parent)
                    #expect(document.kind != .xib || document.tag(parent) != "objects", "\(instance.file)")
                    #expect(instance.blockers.isEmpty)
                }
            }
            let kinds: [Blocker.Kind] = [.rootClass, .launchScreen, .xibTopLevelView]
            let held = kinds.map { kind in
                report.clusters.flatMap(\.instances).filter { $0.blockers.contains { $0.kind == kind } }.count
            }
            #expect(held[1] > 0 && held[2] > 0, "the corpus has launch screens and duplicated XIBs")
            let translationsBefore = Self.translations(under: copy)
            try BatchWriter().write(first.files)
            // No translation lost (read with Foundation, not xibify's reader): every entry is still
            // in its file with its value, or its object left the document and the value is in a
            // file of the same language folder (the new xib's, or under its placeholder's key).
            let translationsAfter = Self.translations(under: copy)
            var kept = 0
            var carried = 0
            for (path, entries) in translationsBefore {
                let after = try #require(translationsAfter[path], "\(path) no longer reads")
                let folder = (path as NSString).deletingLastPathComponent
                let values = Set(
                    translationsAfter.filter { ($0.key as NSString).deletingLastPathComponent == folder }.flatMap(
                        \.value.values))
                for (key, value) in entries {
                    if after[key] == value {
                        kept += 1
                    } else {
                        #expect(after[key] == nil && values.contains(value), "\(path): \(key) = \(value)")
                        carried += 1
                    }
                }
            }
            let planned = first.plans.map(\.translations)
            #expect(carried == planned.reduce(0) { $0 + $1.moved + $1.dropped + $1.parameterEntries })
            for file in first.files where file.kind == .xib || file.kind == .edited {
                let bytes = try #require(FileManager.default.contents(atPath: file.path))
                #expect(throws: Never.self) { try IBDocumentParser.parse(Array(bytes), path: file.displayPath) }
            }
            // Every wrapper is compiled by every target that builds its copies, and every such
            // module declares NibView exactly once (the projects read again, as written).
            let written = ProjectIndex.load(
                for: report.documents.map { root.appendingPathComponent($0.path).path }, files: .disk)
            var modules: Set<BuildTarget> = []
            var reached: Set<BuildTarget> = []
            for plan in first.plans where !plan.adoptsExistingClass {
                for target in plan.targets {
                    #expect(
                        written.swiftSources(of: target).contains(plan.swiftPath), "\(plan.className) in \(target.name)"
                    )
                    // A substituted class subclasses its root's class: only NibView wrappers need NibView.
                    if plan.style == .nibView { modules.insert(target) }
                    reached.insert(target)
                }
            }
            for target in modules {
                let declaring = written.swiftSources(of: target).filter { file in
                    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
                    return SourceClassNames.declarations(in: text).contains("NibView")
                }
                #expect(declaring.count == 1, "\(target.displayName): \(declaring)")
            }
            #expect(minViews == 2 || reached.count >= 3, "the corpus extraction reaches several apps' modules")
            let second = try Rewriter.prepareAll(scan(), options: options)
            #expect(!second.hasChanges, "\(second.plans.map(\.className))")
            // Record what was extracted, for the note on the issue.
            let replaced = first.plans.reduce(0) { $0 + $1.replaced.count }
            let ports = first.plans.reduce(0) { $0 + $1.ports.count }
            print(
                "corpus translations (--min-views \(minViews)): \(kept) entries kept, \(carried) carried: "
                    + "\(planned.reduce(0) { $0 + $1.moved }) moved to new xibs' files, "
                    + "\(planned.reduce(0) { $0 + $1.dropped }) dropped as duplicates, "
                    + "\(planned.reduce(0) { $0 + $1.parameterEntries }) to placeholders")
            print(
                "corpus rewrite (--min-views \(minViews)): \(first.plans.count) clusters extracted, "
                    + "\(first.skipped.count) skipped, \(replaced) copies replaced, \(ports) ports; copies held by "
                    + "their root's class \(held[0]), in launch screens \(held[1]), XIBs' top-level views \(held[2])")
            if minViews == 1 { #expect(ports > 0, "the corpus has copies whose actions go through ports") }
        }
    }

    /// Every `.strings` file under a folder, read by Foundation, by path.
    static func translations(under folder: URL) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".strings"), path.contains(".lproj/"),
                let data = FileManager.default.contents(atPath: folder.path + "/" + path)
            else { continue }
            let text = String(data: data, encoding: .utf8).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            if text == "" {
                result[path] = [:]
            } else if let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
                as? [String: String]
            {
                result[path] = plist
            }
        }
        return result
    }
}
