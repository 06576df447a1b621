import XibifyFormat
import XibifyWorkspace

/// Reads what the app's code does with the root of each copy that is a plain container.
///
/// The uses of the outlets, outlet collections and tag lookups that reach it (`AppCode`), recorded on
/// the copy (`ClusterInstance.heldUses`). Whether a use keeps the copy inline, the assessment
/// decides (`Assessment`).
///
/// Only plain roots are read: a reference to a root of a class of its own already keeps the copy
/// from a wrapper (`Blocker.Kind.rootClass`), and the substitution style that serves it hands out
/// the real root, on which every use acts as before.
package enum HeldObjectReader {
    /// The clusters with `heldUses` set on their copies.
    /// - Parameters:
    ///   - clusters: the clusters, as clustering found them.
    ///   - documents: the scan's documents.
    ///   - files: where the app's sources are read.
    package static func annotate(_ clusters: [DuplicateCluster], documents: [IBDocument], files: WorkspaceFiles)
        -> [DuplicateCluster]
    {
        var indexes: [Int: ReferenceIndex] = [:]
        var accesses: [String: [HeldAccess]] = [:]
        for cluster in clusters {
            for instance in cluster.instances {
                let document = documents[instance.documentIndex]
                guard BoundaryFinder.isPlainView(instance.element, in: document) else { continue }
                if indexes[instance.documentIndex] == nil { indexes[instance.documentIndex] = ReferenceIndex(document) }
                let found = Self.accesses(to: instance.element, in: document, index: indexes[instance.documentIndex]!)
                if !found.isEmpty { accesses[instance.copyKey] = found }
            }
        }
        guard !accesses.isEmpty else { return clusters }
        let paths = Set(
            clusters.flatMap(\.instances).filter { accesses[$0.copyKey] != nil }.map {
                documents[$0.documentIndex].filePath ?? documents[$0.documentIndex].path
            })
        let code = AppCode.read(
            classes: Set(accesses.values.flatMap { $0.map(\.holderClass) }),
            under: SourceClassNames.projectRoots(of: paths.sorted(), files: files), files: files)
        // Copies held alike (a cell class's outlet, in every cell) ask the same question once.
        let answers = code.uses(of: Array(Set(accesses.values.flatMap { $0 })))
        func uses(_ access: HeldAccess) -> [HeldObjectUse] { answers[access] ?? [] }
        return clusters.map { cluster in
            var cluster = cluster
            for index in cluster.instances.indices {
                guard let found = accesses[cluster.instances[index].copyKey] else { continue }
                cluster.instances[index].heldUses = found.flatMap(uses)
            }
            return cluster
        }
    }

    /// How the app's code can reach a root: the outlets and outlet collections that point at it
    /// from outside, each with its holder's class, and its tag, looked up by the classes that hold
    /// the copy (a cell, a controller, the xib's File's Owner).
    package static func accesses(to root: Int, in document: IBDocument, index: ReferenceIndex) -> [HeldAccess] {
        let range = root..<Int(document.elements[root].subtreeEnd)
        var found: [HeldAccess] = []
        for reference in index.references(to: root) where !range.contains(reference.source) {
            let tag = document.tag(reference.source)
            guard tag == "outlet" || tag == "outletCollection",
                let property = document.attribute("property", of: reference.source),
                let holder = holderClass(of: reference.source, in: document)
            else { continue }
            found.append(
                HeldAccess(holderClass: holder, path: tag == "outlet" ? .outlet(property) : .collection(property)))
        }
        if let tag = document.attribute("tag", of: root).flatMap(Int.init), tag != 0 {
            var classes: [String] = []
            var element = Int(document.elements[root].parent)
            while element > 0 {
                if let name = document.attribute("customClass", of: element), !name.isEmpty { classes.append(name) }
                element = Int(document.elements[element].parent)
            }
            if let owner = FilesOwner.element(in: document), let name = document.attribute("customClass", of: owner) {
                classes.append(name)
            }
            for name in Set(classes).sorted() { found.append(HeldAccess(holderClass: name, path: .tag(tag))) }
        }
        return found
    }

    /// The class of the object whose `<connections>` hold a connection, as the document names it.
    private static func holderClass(of connection: Int, in document: IBDocument) -> String? {
        let list = Int(document.elements[connection].parent)
        guard list >= 0, document.tag(list) == "connections" else { return nil }
        let owner = Int(document.elements[list].parent)
        guard owner >= 0, let name = document.attribute("customClass", of: owner), !name.isEmpty else { return nil }
        return name
    }
}
