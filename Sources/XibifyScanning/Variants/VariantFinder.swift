import XibifyFormat
import XibifySupport

/// Finds variant groups among the candidates that clustering canonicalised (docs/detection.md).
///
/// Candidates are compared by their skeletons (`CanonicalValues`): equal skeletons have the same
/// elements, wiring and identity, and differ only in layout values. Within one skeleton, the
/// canonical text most copies share is the representative; every other text within
/// `maxDifferences` values of it joins its group, and the rest start groups of their own. The
/// same object in per-language copies of one document counts once, as for clusters.
///
/// A copy no exact cluster holds may be a nudged paste of a layout that has exact copies: the
/// group then takes the exact cluster's copies too, and the cluster is no longer listed
/// (`split`), so that each copy is in one cluster or one group and the paste is found with its
/// source. Exact clusters with no such paste stay clusters, even when two of them differ in a
/// few values.
///
/// Only candidates whose parse-time shapes are alike are canonicalised (`DuplicateClusterer`);
/// the shape leaves every layout value out, words included (`ShapeRole.hashesValue`), so copies
/// that differ in numbers, colours, fonts or words meet.
package struct VariantFinder {
    /// Thresholds and the number of differences allowed.
    package var options: ClusteringOptions

    /// The fewest canonical elements a variant group's copies have, whatever `minElements` says:
    /// below it, a nudged copy is more often a coincidence than a paste.
    package static let minimumElements = 8

    /// The variant groups.
    /// - Parameters:
    ///   - forms: the canonical form of every candidate that was canonicalised.
    ///   - texts: the distinct canonical texts the forms point into.
    ///   - clustered: the copies of the exact clusters.
    ///   - documents: the scan's documents.
    ///   - fixed: candidates that are never a variant group's copy: a component's own root, which
    ///     its pastes join as an exact cluster.
    ///   - takenIDs: the ids of the exact clusters.
    package func groups(
        forms: [DuplicateClusterer.Candidate: DuplicateClusterer.Form], texts: [CanonicalText],
        clustered: Set<DuplicateClusterer.Candidate>, documents: [IBDocument],
        fixed: Set<DuplicateClusterer.Candidate> = [], takenIDs: Set<String> = []
    ) -> [VariantGroup] {
        guard options.maxDifferences > 0 else { return [] }
        let minimum = max(options.minElements, Self.minimumElements)
        // The candidates big enough that no exact cluster encloses: the exact clusters' copies
        // too, which a nudged paste may join.
        var bySkeleton: [[UInt8]: [DuplicateClusterer.Candidate]] = [:]
        // Texts of a component's own root: an exact cluster of them stays one.
        let fixedTexts = Set(fixed.compactMap { forms[$0]?.text })
        let eligible = forms.filter { candidate, form in
            form.elementCount >= minimum && form.viewCount >= options.minViews
                && !fixedTexts.contains(form.text) && !Self.liesInside(candidate, clustered, documents)
        }
        // Each distinct text split once, on every core.
        let distinct = Array(Set(eligible.values.map(\.text))).sorted()
        let split = Dictionary(
            uniqueKeysWithValues: zip(
                distinct, ParallelMap.map(distinct, workers: options.workers) { CanonicalValues(texts[$0].bytes) }))
        for (candidate, form) in eligible {
            bySkeleton[split[form.text]!.skeleton, default: []].append(candidate)
        }
        var paths = DuplicateClusterer.LanguageFreePaths(documents)
        var found: [VariantGroup] = []
        for (skeleton, members) in bySkeleton where members.count >= 2 {
            var ordinal = 0
            var byText: [Int: [DuplicateClusterer.Candidate]] = [:]
            for member in members.sorted(by: Self.documentOrder) {
                byText[forms[member]!.text, default: []].append(member)
            }
            guard byText.count >= 2 else { continue }
            // The texts most copies share first; on a tie, the one met first in the documents.
            var pool = byText.keys.sorted {
                (byText[$1]!.count, byText[$0]![0].document, byText[$0]![0].element)
                    < (byText[$0]!.count, byText[$1]![0].document, byText[$1]![0].element)
            }
            while let representative = pool.first {
                let values = split[representative]!.values
                let joined = pool.filter { text in
                    text == representative || Self.differences(values, split[text]!.values) <= options.maxDifferences
                }
                pool.removeAll { joined.contains($0) }
                guard joined.count >= 2 else { continue }
                // Exact clusters alone stay clusters: a group needs a copy no cluster holds.
                guard joined.contains(where: { text in byText[text]!.contains { !clustered.contains($0) } }) else {
                    continue
                }
                let copies = joined.flatMap { byText[$0]! }.sorted(by: Self.documentOrder)
                guard DuplicateClusterer.pastedCopies(copies, documents, paths: &paths) >= 2,
                    !Boilerplate.matches(copies[0], in: documents[copies[0].document])
                else { continue }
                // Named by the skeleton (and, rarely, which group of it): a copy added or changed
                // keeps the group's id and the baseline's record of it.
                let fingerprint = Canonicalizer.fingerprint(
                    of: Array("variant\n".utf8) + skeleton + (ordinal == 0 ? [] : Array("\n#\(ordinal)".utf8)))
                ordinal += 1
                found.append(
                    group(
                        copies, representative: representative, fingerprint: fingerprint, forms: forms, split: split,
                        documents: documents))
            }
        }
        // An id a cluster or another group has (vanishingly rare with 32 bits) is lengthened.
        var groups = Self.maximal(found, documents)
        let counts = Dictionary(groups.map { ($0.id, 1) }, uniquingKeysWith: +)
        for index in groups.indices
        where takenIDs.contains(groups[index].id) || counts[groups[index].id, default: 0] > 1 {
            groups[index].id = String(groups[index].fingerprint.prefix(16))
        }
        return groups.sorted { ($1.savings, $0.id) < ($0.savings, $1.id) }
    }

    /// The exact clusters split into those no variant group took and those one took (every copy
    /// of the cluster is a copy of the group), each of the latter marked with its group's id.
    package static func split(_ clusters: [DuplicateCluster], by groups: [VariantGroup]) -> (
        listed: [DuplicateCluster], absorbed: [DuplicateCluster]
    ) {
        var groupOf: [DuplicateClusterer.Candidate: String] = [:]
        for group in groups {
            for copy in group.copies {
                groupOf[DuplicateClusterer.Candidate(document: copy.documentIndex, element: copy.element)] = group.id
            }
        }
        guard !groupOf.isEmpty else { return (clusters, []) }
        var listed: [DuplicateCluster] = []
        var absorbed: [DuplicateCluster] = []
        for cluster in clusters {
            let owners = Set(
                cluster.instances.map {
                    groupOf[DuplicateClusterer.Candidate(document: $0.documentIndex, element: $0.element)]
                })
            if owners.count == 1, let owner = owners.first, let id = owner {
                var taken = cluster
                taken.absorbedBy = id
                absorbed.append(taken)
            } else {
                listed.append(cluster)
            }
        }
        return (listed, absorbed)
    }

    /// How many layout properties two lists of one skeleton's values differ in (a colour whose
    /// three components differ is one difference).
    static func differences(_ left: [CanonicalValues.Value], _ right: [CanonicalValues.Value]) -> Int {
        Set(zip(left, right).filter { $0.value != $1.value }.map(\.0.property)).count
    }

    private static func documentOrder(_ left: DuplicateClusterer.Candidate, _ right: DuplicateClusterer.Candidate)
        -> Bool
    {
        (left.document, left.element) < (right.document, right.element)
    }

    /// Whether a candidate lies inside a copy of an exact cluster.
    private static func liesInside(
        _ candidate: DuplicateClusterer.Candidate, _ clustered: Set<DuplicateClusterer.Candidate>,
        _ documents: [IBDocument]
    ) -> Bool {
        let document = documents[candidate.document]
        var ancestor = Int(document.elements[candidate.element].parent)
        while ancestor >= 0 {
            if clustered.contains(DuplicateClusterer.Candidate(document: candidate.document, element: ancestor)) {
                return true
            }
            ancestor = Int(document.elements[ancestor].parent)
        }
        return false
    }

    private func group(
        _ copies: [DuplicateClusterer.Candidate], representative: Int, fingerprint: String,
        forms: [DuplicateClusterer.Candidate: DuplicateClusterer.Form],
        split: [Int: CanonicalValues], documents: [IBDocument]
    ) -> VariantGroup {
        let values = copies.map { split[forms[$0]!.text]!.values }
        let reference = split[representative]!.values
        let differing = reference.indices.filter { index in
            values.contains { $0[index].value != reference[index].value }
        }
        let first = documents[copies[0].document]
        let form = forms[copies[0]]!
        return VariantGroup(
            id: String(fingerprint.prefix(8)),
            fingerprint: fingerprint,
            rootTag: first.tag(copies[0].element),
            name: copies.lazy.compactMap { documents[$0.document].attribute("userLabel", of: $0.element) }.first
                ?? first.attribute("customClass", of: copies[0].element),
            elementCount: form.elementCount,
            viewCount: form.viewCount,
            copies: copies.map { copy in
                let document = documents[copy.document]
                return VariantGroup.Copy(
                    file: document.path, documentIndex: copy.document, element: copy.element,
                    objectID: document.id(of: copy.element), location: document.location(of: copy.element),
                    endLine: document.endLocation(of: copy.element).line,
                    scene: SceneNamer(document: document).name(of: copy.element),
                    userLabel: document.attribute("userLabel", of: copy.element),
                    outline: LayoutOutliner(document: document).outline(
                        root: copy.element, slots: forms[copy]!.slots, parameterSlots: []))
            },
            representative: copies.firstIndex { forms[$0]!.text == representative } ?? 0,
            differences: differing.map { index in
                VariantGroup.Difference(
                    path: reference[index].path, attribute: reference[index].attribute,
                    property: reference[index].property, values: values.map { $0[index].value })
            })
    }

    /// The groups, without those whose every copy lies inside a copy of one other group.
    private static func maximal(_ groups: [VariantGroup], _ documents: [IBDocument]) -> [VariantGroup] {
        var groupAt: [DuplicateClusterer.Candidate: Int] = [:]
        for (index, group) in groups.enumerated() {
            for copy in group.copies {
                groupAt[DuplicateClusterer.Candidate(document: copy.documentIndex, element: copy.element)] = index
            }
        }
        return groups.enumerated().filter { index, group in
            var common: Set<Int>?
            for copy in group.copies {
                var enclosing: Set<Int> = []
                var ancestor = copy.element
                while true {
                    ancestor = Int(documents[copy.documentIndex].elements[ancestor].parent)
                    guard ancestor >= 0 else { break }
                    if let outer = groupAt[
                        DuplicateClusterer.Candidate(document: copy.documentIndex, element: ancestor)],
                        outer != index
                    {
                        enclosing.insert(outer)
                    }
                }
                common = common.map { $0.intersection(enclosing) } ?? enclosing
                if common?.isEmpty == true { return true }
            }
            return common?.isEmpty ?? true
        }.map(\.element)
    }
}
