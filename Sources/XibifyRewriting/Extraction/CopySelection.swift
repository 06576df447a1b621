import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// Which copies of each cluster a run replaces, cluster after cluster in rank order.
///
/// A copy stays inline when, in the cluster's style, it has a blocker (the NibView style's plain
/// placeholder cannot take the references that need the root's class; substitution can), when
/// substitution would hand over its own constraint, when it overlaps a copy an earlier cluster
/// of the run took, or when an object holding an outlet into it lies inside another taken copy
/// (or the other way round). The copies taken are claimed until `release(_:in:)` gives them
/// back, for a cluster that ends up skipped.
package struct CopySelection {
    /// The subtrees taken so far, by file.
    private var claimed: [String: [Range<Int>]] = [:]
    /// The holders of incoming outlets of the copies taken so far, by file: a copy may not move a
    /// holder into its xib, nor have its holder moved into another.
    private var holders: [String: [Int]] = [:]

    /// An empty selection.
    package init() {}

    /// The cluster's copies that are free, claimed for it, and those left inline with why.
    package mutating func select(_ cluster: DuplicateCluster, style: any RewriteStyle, in report: ScanReport) -> (
        free: [ClusterInstance], left: [SkippedInstance]
    ) {
        var free: [ClusterInstance] = []
        var left: [SkippedInstance] = []
        for original in cluster.instances {
            var instance = original
            let document = report.documents[instance.documentIndex]
            // The copy's verdict in the style this run plans it in.
            instance.verdict = Assessment.verdict(
                of: original, style: style, translations: report.translations[instance.documentIndex], in: document)
            let range = instance.element..<Int(document.elements[instance.element].subtreeEnd)
            let ownHolders = Self.holders(of: instance, in: document)
            if !instance.blockers.isEmpty {
                left.append(SkippedInstance(instance: instance, reasons: instance.blockers.map { .blocker($0) }))
            } else if let obstacle = Assessment.obstacle(of: instance, style: style, in: document) {
                left.append(SkippedInstance(instance: instance, reasons: [obstacle]))
            } else if ownHolders.contains(where: { holder in
                claimed[instance.file, default: []].contains { $0.contains(holder) }
            }) || holders[instance.file, default: []].contains(where: range.contains) {
                left.append(SkippedInstance(instance: instance, reasons: [.holderInAnotherCopy]))
            } else if claimed[instance.file, default: []].contains(where: { $0.overlaps(range) }) {
                left.append(SkippedInstance(instance: instance, reasons: [.overlapsAnotherCluster]))
            } else {
                free.append(instance)
                claimed[instance.file, default: []].append(range)
                holders[instance.file, default: []] += ownHolders
            }
        }
        return (free, left)
    }

    /// The copies one class can serve where targets take files in by folder (an XcodeGen spec's sources).
    ///
    /// A new file lies in one folder, and a spec target gets it only if its
    /// sources take that folder in. Copies whose documents are built by different sets of such
    /// targets are split by those sets; the largest set's copies stay (on a tie, the first
    /// copy's), the others are given back and left inline with the targets that build them. An
    /// Xcode project's own targets list each file, so they are no reason to split.
    /// - Parameter targets: the spec targets that build a copy's document, test bundles left
    ///   out; nil for a document that lies under no spec.
    package mutating func oneFolderSet(
        _ free: [ClusterInstance], in report: ScanReport, targets: (ClusterInstance) -> Set<BuildTarget>?
    ) -> (free: [ClusterInstance], left: [SkippedInstance]) {
        let sets = free.map(targets)
        // A document of a spec that no target of it builds (as far as the spec was read) is a set
        // of its own: its copies would get a class no module of theirs compiles.
        let distinct = sets.reduce(into: [Set<BuildTarget>]()) { found, set in
            if let set, !found.contains(set) { found.append(set) }
        }
        guard distinct.count > 1 else { return (free, []) }
        var chosen = distinct[0]
        for set in distinct.dropFirst() where sets.filter({ $0 == set }).count > sets.filter({ $0 == chosen }).count {
            chosen = set
        }
        var kept: [ClusterInstance] = []
        var left: [SkippedInstance] = []
        for (instance, set) in zip(free, sets) {
            if set == nil || set == chosen {
                kept.append(instance)
            } else {
                release([instance], in: report)
                left.append(
                    SkippedInstance(
                        instance: instance, reasons: [.builtByOtherTargets((set ?? []).sorted().map(\.displayName))]))
            }
        }
        return (kept, left)
    }

    /// Gives back the copies `select` claimed, for a cluster that is skipped after all.
    package mutating func release(_ copies: [ClusterInstance], in report: ScanReport) {
        for instance in copies {
            let document = report.documents[instance.documentIndex]
            let range = instance.element..<Int(document.elements[instance.element].subtreeEnd)
            claimed[instance.file]?.removeAll { $0 == range }
            let own = Self.holders(of: instance, in: document)
            holders[instance.file]?.removeAll { own.contains($0) }
        }
    }

    /// The objects outside a copy that hold outlets to its inner objects (the owners of the
    /// `<connections>` its incoming outlets are in).
    ///
    /// For a constraint outside on an inner view: the view that holds the constraint and the
    /// constraint's other item, which the placeholder's constraint port reaches.
    static func holders(of instance: ClusterInstance, in document: IBDocument) -> [Int] {
        instance.crossings.filter { $0.kind == .incomingOutlet || $0.kind == .incomingConstraint }.flatMap {
            crossing -> [Int] in
            let list = Int(document.elements[crossing.connection].parent)
            var found = list >= 0 ? [Int(document.elements[list].parent)] : []
            if crossing.kind == .incomingConstraint {
                let other = crossing.member == "firstItem" ? "secondItem" : "firstItem"
                // Rare (a constraint port per such constraint): a scan of the ids will do.
                if let id = document.attribute(other, of: crossing.connection),
                    let element = document.elements.indices.first(where: { document.id(of: $0) == id })
                {
                    found.append(element)
                }
            }
            return found.filter { $0 >= 0 }
        }
    }
}
