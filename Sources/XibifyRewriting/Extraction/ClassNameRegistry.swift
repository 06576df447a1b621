import Foundation
import XibifyFormat
import XibifyWorkspace

/// The class names a generated class must not take, per app.
///
/// Taken are the types its Swift and Objective-C sources declare, the custom classes its IB files name, the names of its
/// xibs (a class's nib is named after it, and an app bundle holds one nib of a name: Xcode
/// flattens every folder's `X.xib` into `X.nib` at the bundle's top), the names chosen earlier in
/// this run for it, and the frameworks' own. An app is the project folder a document belongs to
/// (`SourceClassNames.projectRoots`), so a name chosen in one app never makes another's `…2`.
/// Where nothing above a document says (no project, spec or package), its app is the scanned
/// folder that holds it, taken as one module: never each folder its own app, which would let two
/// folders of one target declare the same class.
package struct ClassNameRegistry {
    /// Per document path (absolute): its app's folder.
    private var rootOfDocument: [String: String] = [:]
    /// Per app folder: the names taken, once read.
    private var taken: [String: Set<String>] = [:]
    /// Per app folder: the custom classes its documents name.
    private var customClasses: [String: Set<String>] = [:]
    /// Per app folder: the classes its sources declare, once read.
    private var declared: [String: Set<String>] = [:]
    /// Per app folder: its Objective-C class prefix, once read (nil inside: none).
    private var prefixes: [String: String?] = [:]
    /// Where the sources are read.
    private let files: WorkspaceFiles

    /// Creates a registry for a scan's documents.
    /// - Parameters:
    ///   - documents: the documents.
    ///   - scanRoots: the folders scanned (absolute), for documents no project claims.
    ///   - absolute: makes a document's path absolute.
    ///   - files: where the app's sources are read.
    package init(
        documents: [IBDocument], scanRoots: [String] = [], absolute: (String) -> String, files: WorkspaceFiles
    ) {
        self.files = files
        for document in documents {
            let path = absolute(document.path)
            let scanned = scanRoots.filter { XcodeProject.relative(path, to: $0) != nil }.max { $0.count < $1.count }
            let root =
                SourceClassNames.projectRoot(of: path, files: files) ?? scanned
                ?? (path as NSString).deletingLastPathComponent
            rootOfDocument[path] = root
            customClasses[root, default: []].formUnion(ExtractionPlanner.customClasses(document))
            if document.kind == .xib {
                customClasses[root, default: []].insert(
                    ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
            }
        }
    }

    /// Whether a name is free in every app the documents belong to.
    package mutating func isFree(_ name: String, forDocuments documents: [String]) -> Bool {
        guard !ExtractionPlanner.frameworkClassNames.contains(name) else { return false }
        return roots(of: documents).allSatisfy { !names(in: $0).contains(name) }
    }

    /// Records a name as taken in the documents' apps.
    package mutating func claim(_ name: String, forDocuments documents: [String]) {
        for root in roots(of: documents) {
            _ = names(in: root)
            taken[root]?.insert(name)
        }
    }

    /// Whether the sources of the documents' apps declare a class (`NibView`).
    package mutating func sourcesDeclare(_ name: String, forDocuments documents: [String]) -> Bool {
        roots(of: documents).contains { declarations(in: $0).contains(name) }
    }

    /// The Objective-C class prefix of the documents' app (`ObjectiveCClassPrefix`), when they are in one app.
    package mutating func objectiveCPrefix(forDocuments documents: [String]) -> String? {
        let apps = roots(of: documents)
        guard apps.count == 1, let root = apps.first else { return nil }
        if let known = prefixes[root] { return known }
        let prefix = ObjectiveCClassPrefix.of(appIn: root, files: files)
        prefixes[root] = .some(prefix)
        return prefix
    }

    private mutating func declarations(in root: String) -> Set<String> {
        if let known = declared[root] { return known }
        let names = SourceClassNames.declared(under: root, files: files)
        declared[root] = names
        return names
    }

    private func roots(of documents: [String]) -> [String] {
        Set(documents.map { rootOfDocument[$0] ?? SourceClassNames.projectRoots(of: [$0], files: files).first ?? $0 })
            .sorted()
    }

    private mutating func names(in root: String) -> Set<String> {
        if let known = taken[root] { return known }
        let names = declarations(in: root).union(customClasses[root] ?? [])
        taken[root] = names
        return names
    }
}
