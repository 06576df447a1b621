import Dispatch
import Synchronization
import XibifyFormat
import XibifySupport
import XibifyWorkspace

/// Groups identical layouts across documents into ranked, maximal clusters.
///
/// Candidates are first grouped by the parse-time shape hash; only groups with two or
/// more members are canonicalised and fingerprinted, so the canonical text is built only
/// where a duplicate is possible.
package struct DuplicateClusterer: Sendable {
    /// Which subtrees count.
    package var options: ClusteringOptions
    /// Where the wrappers of components are read (`BoundaryFinder.componentClass`).
    package var files: WorkspaceFiles

    /// Creates a clusterer.
    /// - Parameters:
    ///   - options: size thresholds and workers.
    ///   - files: where the wrappers of components are read.
    package init(options: ClusteringOptions = ClusteringOptions(), files: WorkspaceFiles = .disk) {
        self.options = options
        self.files = files
    }

    /// A candidate subtree: document and root element.
    package struct Candidate: Hashable {
        package var document: Int
        package var element: Int
    }

    /// What clustering finds: exact clusters and variant groups.
    package struct Found: Sendable {
        /// Maximal clusters of 2+ instances, ranked by savings.
        package var clusters: [DuplicateCluster]
        /// Variant groups of copies no cluster holds, ranked by savings (`VariantFinder`).
        package var variants: [VariantGroup]
        /// The exact clusters a variant group took, with a nudged paste of their layout: not
        /// listed, kept for a rewrite (`DuplicateCluster.absorbedBy`).
        package var absorbed: [DuplicateCluster] = []
    }

    /// Finds the clusters among documents.
    /// - Parameter documents: the parsed documents, in a stable order (by path).
    /// - Returns: maximal clusters of 2+ instances, ranked by savings.
    package func clusters(in documents: [IBDocument]) -> [DuplicateCluster] {
        find(in: documents, variants: false).clusters
    }

    /// Finds the clusters and the variant groups among documents.
    /// - Parameters:
    ///   - documents: the parsed documents, in a stable order (by path).
    ///   - variants: whether to look for variant groups too (`options.maxDifferences` > 0 as well).
    package func find(in documents: [IBDocument], variants: Bool = true) -> Found {
        // Components written in the substitution style, each as its copies had it, so that a copy
        // pasted later is grouped with its component.
        let copied = substitutedComponents(documents)
        let shapes = shapeGroups(documents, copied: copied).filter { $0.count >= 2 }
        // Two rounds, so that nested copies cost time near-linear in the file, not cubic in
        // their depth: first the groups with a member that no other candidate of a group
        // encloses; then the nested groups, except those whose members all lie inside the
        // copies of one cluster found in the first round. Such a group can only give clusters
        // whose copies all lie inside that cluster's, which are not maximal and would be
        // dropped below: leaving them out gives the same report without canonicalising them.
        let nested = Self.enclosedByCandidates(shapes, documents)
        let outer = shapes.filter { !$0.allSatisfy(nested.contains) }
        let inner = shapes.filter { $0.allSatisfy(nested.contains) }
        var (forms, indexes, texts) = canonicalize(Self.work(outer), documents, copied: copied, texts: [])
        let confirmed = textGroups(forms, documents)
        let covering = Self.clusterAt(confirmed, documents)
        let remaining = inner.filter { group in !Self.liesInsideOneCluster(group, covering, documents) }
        if !remaining.isEmpty {
            let (more, moreIndexes, allTexts) = canonicalize(
                Self.work(remaining), documents, copied: copied, texts: texts)
            forms.merge(more) { first, _ in first }
            indexes.merge(moreIndexes) { first, _ in first }
            texts = allTexts
        }

        // Equal canonical bytes are equal layouts: group by text, fingerprint each group once.
        var groups = textGroups(forms, documents)
        removeNonMaximal(&groups, documents)

        let (allForms, allIndexes, allTexts) = (forms, indexes, texts)
        var clusters = ParallelMap.map(Array(groups), workers: options.workers) { text, members in
            let bytes = allTexts[text].bytes
            return makeCluster(
                Canonicalizer.fingerprint(of: bytes), members, allForms, documents, indexes: allIndexes,
                text: String(decoding: bytes, as: UTF8.self))
        }
        clusters.sort { ($1.savings, $1.elementCount, $0.id) < ($0.savings, $0.elementCount, $1.id) }
        let named = disambiguateIDs(clusters)
        let found =
            variants
            ? VariantFinder(options: options).groups(
                forms: forms, texts: texts, clustered: Set(groups.values.flatMap { $0 }), documents: documents,
                fixed: Set(copied.map { Candidate(document: $0.key, element: $0.value.root) }),
                takenIDs: Set(named.map(\.id))) : []
        // A cluster whose copies a group took, with a nudged paste of them, is listed as the group.
        let (listed, absorbed) = VariantFinder.split(named, by: found)
        return Found(clusters: listed, variants: found, absorbed: absorbed)
    }

    /// Variant groups as clusters to extract, each with the layout values its copies differ in
    /// as parameters (`LayoutSlots`), under the group's id; in the order of the groups, leaving
    /// out those whose copies' values cannot be found again.
    ///
    /// Made when a rewrite plans them, not by the scan: `report` needs the groups only, and a
    /// cluster's facts (what the app's code holds of its copies) cost a reading of the app.
    /// - Parameters:
    ///   - groups: the variant groups, of `documents`.
    ///   - documents: the scan's documents.
    package func variantClusters(for groups: [VariantGroup], in documents: [IBDocument]) -> [DuplicateCluster] {
        var indexes: [Int: ReferenceIndex] = [:]
        var canonicalizers: [Int: Canonicalizer] = [:]
        // One pass per copy, its elements recorded: the copy's form and its layout values.
        var passes: [Candidate: CanonicalPass] = [:]
        for copy in groups.flatMap(\.copies) {
            let document = documents[copy.documentIndex]
            if canonicalizers[copy.documentIndex] == nil {
                let index = ReferenceIndex(document)
                indexes[copy.documentIndex] = index
                canonicalizers[copy.documentIndex] = Canonicalizer(document: document, index: index)
            }
            passes[Candidate(document: copy.documentIndex, element: copy.element)] =
                canonicalizers[copy.documentIndex]!.formRecordingElements(copy.element)
        }
        return groups.compactMap { group in variantCluster(group, passes, documents, indexes: indexes) }
    }

    /// A variant group as a cluster: its copies, with the layout values they differ in as slots
    /// after their content slots, so that they become parameters as differing texts do; nil when
    /// the copies' content slots or layout values do not line up.
    private func variantCluster(
        _ group: VariantGroup, _ passes: [Candidate: CanonicalPass], _ documents: [IBDocument],
        indexes: [Int: ReferenceIndex]
    ) -> DuplicateCluster? {
        let members = group.copies.map { Candidate(document: $0.documentIndex, element: $0.element) }
        guard members.allSatisfy({ passes[$0] != nil }) else { return nil }
        // Content slots by path: a copy's are in its document's order, and siblings the canonical
        // form sorts (a label and an image view) may come in another order in another copy.
        let paths = passes[members[0]]!.slots.map(\.path)
        var contents: [[ContentSlot]] = []
        for member in members {
            let slots = passes[member]!.slots
            let byPath = Dictionary(slots.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            let arranged = paths.compactMap { byPath[$0] }
            guard byPath.count == slots.count, arranged.count == paths.count,
                zip(arranged, contents.first ?? arranged).allSatisfy({ $0.attribute == $1.attribute })
            else { return nil }
            contents.append(arranged)
        }
        guard
            let layout = LayoutSlots.find(
                members.map { (documents[$0.document], $0.element, passes[$0]!) })
        else { return nil }
        var forms: [Candidate: Form] = [:]
        for (offset, member) in members.enumerated() {
            let pass = passes[member]!
            forms[member] = Form(
                text: offset, elementCount: pass.elementCount, viewCount: pass.viewCount,
                slots: contents[offset] + layout.slots[offset])
        }
        let words = Dictionary(
            uniqueKeysWithValues: layout.words.enumerated().map { (contents[0].count + $0.offset, $0.element) })
        var cluster = makeCluster(
            group.fingerprint, members, forms, documents, indexes: indexes,
            text: String(decoding: passes[members[group.representative]]!.out, as: UTF8.self), namingWords: words)
        cluster.id = group.id
        return cluster
    }

    /// The candidates with equal canonical bytes, by text, sorted, where there are two or more
    /// above the thresholds that are not one object in per-language copies of one document and
    /// whose slots line up (`slotsInLine`).
    private func textGroups(_ forms: [Candidate: Form], _ documents: [IBDocument]) -> [Int: [Candidate]] {
        var byText: [Int: [Candidate]] = [:]
        for (candidate, form) in forms
        where form.elementCount >= options.minElements && form.viewCount >= options.minViews {
            byText[form.text, default: []].append(candidate)
        }
        var paths = LanguageFreePaths(documents)
        return byText.compactMapValues { members in
            let copies = Self.slotsInLine(
                members.sorted { ($0.document, $0.element) < ($1.document, $1.element) }, forms)
            return copies.count >= 2 && Self.pastedCopies(copies, documents, paths: &paths) >= 2 ? copies : nil
        }
    }

    /// The members whose slots have the attributes, in order, that most members' have (on a tie,
    /// the first member's): the copies one set of parameters describes.
    ///
    /// Equal canonical bytes almost always mean equal slots, but not when a slot depends on what
    /// the canonical form drops: an element is a view, with a view's slots (`toolTip`), when it
    /// has a `<rect key="frame">`, and a frame is layout noise. A keyed view written without its
    /// frame (a scroll view's clip view, in a file the fuzzer made) has the bytes of its copies
    /// and one slot fewer. Taken as their copy, it made clustering read past its slots (a trap),
    /// or, as the first copy, gave a xib that verification refused (Fixtures/FuzzCases).
    /// - Parameters:
    ///   - members: candidates with equal canonical bytes, sorted.
    ///   - forms: their canonical forms.
    /// - Returns: the members in line, in their order.
    private static func slotsInLine(_ members: [Candidate], _ forms: [Candidate: Form]) -> [Candidate] {
        let layouts = members.map { forms[$0]!.slots.map(\.attribute) }
        guard layouts.contains(where: { $0 != layouts[0] }) else { return members }
        var counts: [[String]: Int] = [:]
        for layout in layouts { counts[layout, default: 0] += 1 }
        let most = counts.values.max() ?? 0
        let chosen = layouts.first { counts[$0] == most }!
        return zip(members, layouts).filter { $0.1 == chosen }.map(\.0)
    }

    /// How many of the candidates are distinct copies (0, 1, or 2 for two or more).
    ///
    /// Before Base internationalisation, a localized document was a whole copy per language (`en.lproj/X.xib`, `fr.lproj/X.xib`),
    /// identical by construction. The same object (same id) in such copies is one view, not a
    /// paste, and counts once (BUILD-MODELS.md, "Per-language copies").
    package static func pastedCopies(
        _ candidates: [Candidate], _ documents: [IBDocument], paths: inout LanguageFreePaths
    ) -> Int {
        var seen: Set<LocalizedObject> = []
        for candidate in candidates {
            let document = documents[candidate.document]
            seen.insert(LocalizedObject(candidate, document, languageFree: paths.path(of: candidate.document)))
            if seen.count >= 2 { return 2 }
        }
        return seen.count
    }

    /// Each document's path with its `<language>.lproj` folders left out, split and joined once
    /// per document: per candidate, it was a fifth of clustering on the thirty field-trial apps,
    /// whose per-language copies make groups of dozens of members.
    package struct LanguageFreePaths {
        private let documents: [IBDocument]
        /// Per document: not yet computed (nil), or the path (`.some(nil)` when not localized).
        private var paths: [String??]

        package init(_ documents: [IBDocument]) {
            self.documents = documents
            paths = Array(repeating: nil, count: documents.count)
        }

        /// The document's path with `*.lproj` for each language folder, or nil when no folder
        /// above the file is one.
        package mutating func path(of document: Int) -> String? {
            if let known = paths[document] { return known }
            // The file's own path where known: a path shown relative to a folder inside `en.lproj`
            // would not name the language folder.
            let path = documents[document].filePath ?? documents[document].path
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            let result =
                components.dropLast().contains(where: { $0.hasSuffix(".lproj") })
                ? components.map { $0.hasSuffix(".lproj") ? "*.lproj" : String($0) }.joined(separator: "/") : nil
            paths[document] = .some(result)
            return result
        }
    }

    /// An object named apart from the language folder its document is in.
    package struct LocalizedObject: Hashable {
        /// The document's path with its `<language>.lproj` folder left out, or the path itself.
        package var document: String
        /// The object's id, or its element index where it has none (then it never matches another).
        package var object: String

        package init(_ candidate: Candidate, _ document: IBDocument, languageFree: String?) {
            if let languageFree {
                self.document = languageFree
                object =
                    document.attribute("id", of: candidate.element) ?? "#\(candidate.document):\(candidate.element)"
            } else {
                self.document = document.filePath ?? document.path
                object = "#\(candidate.element)"
            }
        }
    }

    /// The candidates to canonicalise, by document.
    private static func work(_ groups: [[Candidate]]) -> [Int: [Int]] {
        var work: [Int: [Int]] = [:]
        for group in groups {
            for candidate in group { work[candidate.document, default: []].append(candidate.element) }
        }
        return work
    }

    /// The candidates of the groups that lie inside another candidate of a group: one pass per
    /// document in element order, each element asking its parent.
    private static func enclosedByCandidates(_ groups: [[Candidate]], _ documents: [IBDocument]) -> Set<Candidate> {
        var byDocument: [Int: Set<Int>] = [:]
        for group in groups {
            for candidate in group { byDocument[candidate.document, default: []].insert(candidate.element) }
        }
        var nested: Set<Candidate> = []
        for (documentIndex, members) in byDocument {
            let document = documents[documentIndex]
            var inside = [Bool](repeating: false, count: document.elements.count)
            for element in document.elements.indices {
                let parent = Int(document.elements[element].parent)
                guard parent >= 0 else { continue }
                inside[element] = inside[parent] || members.contains(parent)
                if inside[element] && members.contains(element) {
                    nested.insert(Candidate(document: documentIndex, element: element))
                }
            }
        }
        return nested
    }

    /// Per document, for every element, the cluster of the nearest enclosing copy's root (the
    /// element itself included) and that root: one pass in element order, each element asking
    /// its parent, so that a walk up meets copies only.
    package struct Covering {
        /// Per element: the text of the cluster whose copy is rooted there, or -1.
        package var cluster: [Int]
        /// Per element: the nearest proper ancestor that roots a copy, or -1.
        package var enclosingCopy: [Int]
    }

    private static func clusterAt(_ groups: [Int: [Candidate]], _ documents: [IBDocument]) -> [Int: Covering] {
        var roots: [Int: [(element: Int, text: Int)]] = [:]
        for (text, members) in groups {
            for member in members { roots[member.document, default: []].append((member.element, text)) }
        }
        var covering: [Int: Covering] = [:]
        for (documentIndex, copies) in roots {
            let document = documents[documentIndex]
            var cluster = [Int](repeating: -1, count: document.elements.count)
            for copy in copies { cluster[copy.element] = copy.text }
            var enclosing = [Int](repeating: -1, count: document.elements.count)
            for element in document.elements.indices {
                let parent = Int(document.elements[element].parent)
                guard parent >= 0 else { continue }
                enclosing[element] = cluster[parent] >= 0 ? parent : enclosing[parent]
            }
            covering[documentIndex] = Covering(cluster: cluster, enclosingCopy: enclosing)
        }
        return covering
    }

    /// Whether every member of a group lies inside a copy of one same cluster.
    private static func liesInsideOneCluster(
        _ group: [Candidate], _ covering: [Int: Covering], _ documents: [IBDocument]
    ) -> Bool {
        var common: Set<Int>?
        for member in group {
            guard let map = covering[member.document] else { return false }
            var enclosing: Set<Int> = []
            var copy = map.enclosingCopy[member.element]
            while copy >= 0 {
                enclosing.insert(map.cluster[copy])
                copy = map.enclosingCopy[copy]
            }
            common = common.map { $0.intersection(enclosing) } ?? enclosing
            if common?.isEmpty == true { return false }
        }
        return !(common ?? []).isEmpty
    }

    /// Candidate roots grouped by shape hash.
    private func shapeGroups(_ documents: [IBDocument], copied: [Int: CopiedComponent]) -> [[Candidate]] {
        var groups: [UInt64: [Candidate]] = [:]
        let placeholders = placeholderClasses(documents)
        for (documentIndex, document) in documents.enumerated() {
            for element in Self.candidateRoots(in: document)
            where Int(document.elements[element].subtreeEnd) - element >= options.minElements
                && !(document.attribute("customClass", of: element).map(placeholders.contains) ?? false)
            {
                let shape =
                    copied[documentIndex].flatMap { $0.root == element ? $0.document.elements[element].shapeHash : nil }
                    ?? document.elements[element].shapeHash
                groups[shape, default: []].append(Candidate(document: documentIndex, element: element))
            }
        }
        return Array(groups.values)
    }

    /// The classes of the placeholders of the components xibify wrote.
    ///
    /// The component's class (`BoundaryFinder.componentClass`; NibView style) and its
    /// `<Name>Placeholder` (substitution). A placeholder is a copy already extracted, not a
    /// layout: placeholders alike (the same ports, the same keys) would otherwise be reported as
    /// pastes of one another.
    private func placeholderClasses(_ documents: [IBDocument]) -> Set<String> {
        var classes: Set<String> = []
        for document in documents where document.kind == .xib {
            guard let component = BoundaryFinder.componentClass(of: document, files: files) else { continue }
            // NibView style: the placeholders are of the class that owns the xib. Substituted, the
            // xib's own object is of the class (a candidate, so later pastes join it), and the
            // placeholders are of its `Placeholder` subclass.
            if FilesOwner.element(in: document).map({ document.attribute("customClass", of: $0) == component }) == true
            {
                classes.insert(component)
            }
            classes.insert(SubstitutedComponent.placeholderClass(of: component))
        }
        return classes
    }

    /// A substitution-style component's root, in its document as its copies had it.
    private struct CopiedComponent: Sendable {
        var root: Int
        var document: IBDocument
    }

    /// The documents that are components written in the substitution style, by index, each as
    /// its copies had it (`SubstitutedComponent.asCopied`).
    private func substitutedComponents(_ documents: [IBDocument]) -> [Int: CopiedComponent] {
        var result: [Int: CopiedComponent] = [:]
        for (index, document) in documents.enumerated() where document.kind == .xib {
            guard let component = SubstitutedComponent.read(document, files: files) else { continue }
            let roots = SourceClassNames.projectRoots(of: [document.filePath ?? document.path], files: files)
            guard let copy = component.asCopied(in: document, appRoots: roots, files: files) else { continue }
            result[index] = CopiedComponent(root: component.root, document: copy)
        }
        return result
    }

    /// The candidate roots of a document: every `<subviews>` child, and top-level xib views.
    /// - Parameter document: the document.
    /// - Returns: element indices, in document order.
    package static func candidateRoots(in document: IBDocument) -> [Int] {
        guard let subviews = document.symbols.symbol("subviews") else { return topLevelViews(document) }
        var roots: [Int] = []
        for element in document.elements.indices.dropFirst() {
            let parent = Int(document.elements[element].parent)
            if document.elements[parent].name == subviews { roots.append(element) }
        }
        return (roots + topLevelViews(document)).sorted()
    }

    private static func topLevelViews(_ document: IBDocument) -> [Int] {
        guard document.kind == .xib, let objects = document.child("objects", of: 0) else { return [] }
        return document.children(objects).filter { element in
            !CanonicalizationRules.nonViewTopLevelTags.contains(document.tag(element))
                && (document.child("rect", key: "frame", of: element) != nil
                    || document.child("subviews", of: element) != nil)
        }
    }

    /// The canonical form of one candidate, its text kept once in a shared table.
    package struct Form: Sendable {
        /// The candidate's canonical text: an index into the table of distinct texts.
        package var text: Int
        package var elementCount: Int
        package var viewCount: Int
        package var slots: [ContentSlot]
    }

    /// Canonicalises the candidates of each document, documents in parallel.
    /// - Returns: the canonical forms, the reference index of each document that has
    ///   candidates, and the distinct canonical texts the forms point into.
    private func canonicalize(
        _ work: [Int: [Int]],
        _ documents: [IBDocument],
        copied: [Int: CopiedComponent],
        texts known: [CanonicalText]
    ) -> ([Candidate: Form], [Int: ReferenceIndex], [CanonicalText]) {
        let jobs = work.sorted { $0.key < $1.key }
        let results = Mutex<[Candidate: Form]>([:])
        let indexes = Mutex<[Int: ReferenceIndex]>([:])
        // The table of distinct texts continues the one given (a second round's texts number
        // after the first round's, and equal texts keep one number).
        let table = Mutex<(numbers: [CanonicalText: Int], texts: [CanonicalText])>(
            (Dictionary(known.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }), known))
        let next = Atomic<Int>(0)
        WorkerThreads.run(min(options.workers, max(jobs.count, 1))) { _ in
            // Distinct texts seen by this worker; numbered globally once the worker is done.
            var numbers: [CanonicalText: Int] = [:]
            var texts: [CanonicalText] = []
            var local: [Candidate: Form] = [:]
            while true {
                let slot = next.add(1, ordering: .relaxed).oldValue
                guard slot < jobs.count else { break }
                let (documentIndex, elements) = jobs[slot]
                let document = documents[documentIndex]
                let index = ReferenceIndex(document)
                indexes.withLock { $0[documentIndex] = index }
                let canonicalizer = Canonicalizer(document: document, index: index)
                let component = copied[documentIndex].map { component in
                    (
                        root: component.root,
                        canonicalizer: Canonicalizer(
                            document: component.document, index: ReferenceIndex(component.document))
                    )
                }
                for element in elements {
                    let pass =
                        element == component?.root
                        ? component?.canonicalizer.form(element) ?? canonicalizer.form(element)
                        : canonicalizer.form(element)
                    let text = CanonicalText(pass.out)
                    let number: Int
                    if let known = numbers[text] {
                        number = known
                    } else {
                        number = texts.count
                        numbers[text] = number
                        texts.append(text)
                    }
                    let slots = pass.slots
                    local[Candidate(document: documentIndex, element: element)] = Form(
                        text: number, elementCount: pass.elementCount, viewCount: pass.viewCount, slots: slots)
                }
            }
            let global = table.withLock { table in
                texts.map { text in
                    if let known = table.numbers[text] { return known }
                    table.numbers[text] = table.texts.count
                    table.texts.append(text)
                    return table.texts.count - 1
                }
            }
            for key in local.keys { local[key]!.text = global[local[key]!.text] }
            results.withLock { $0.merge(local) { first, _ in first } }
        }
        return (results.withLock { $0 }, indexes.withLock { $0 }, table.withLock { $0.texts })
    }

    /// Drops every cluster whose instances all lie inside instances of one other cluster.
    private func removeNonMaximal(_ groups: inout [Int: [Candidate]], _ documents: [IBDocument]) {
        var clusterAt: [Candidate: Int] = [:]
        for (text, members) in groups {
            for member in members { clusterAt[member] = text }
        }
        var dropped: Set<Int> = []
        for (text, members) in groups {
            var common: Set<Int>?
            for member in members {
                var enclosing: Set<Int> = []
                let document = documents[member.document]
                var ancestor = Int(document.elements[member.element].parent)
                while ancestor >= 0 {
                    if let outer = clusterAt[Candidate(document: member.document, element: ancestor)],
                        outer != text
                    {
                        enclosing.insert(outer)
                    }
                    ancestor = Int(document.elements[ancestor].parent)
                }
                common = common.map { $0.intersection(enclosing) } ?? enclosing
                if common?.isEmpty == true { break }
            }
            if let common, !common.isEmpty { dropped.insert(text) }
        }
        for text in dropped { groups[text] = nil }
    }

    private func makeCluster(
        _ fingerprint: String,
        _ members: [Candidate],
        _ forms: [Candidate: Form],
        _ documents: [IBDocument],
        indexes: [Int: ReferenceIndex],
        text: String,
        namingWords: [Int: String] = [:]
    ) -> DuplicateCluster {
        let subtrees = members.map { forms[$0]! }
        let first = subtrees[0]
        // Slots whose values differ between instances become parameters.
        let varying = first.slots.indices.filter { slot in
            Set(subtrees.map { $0.slots[slot].value }).count > 1
        }
        let memberIndexes = members.map { indexes[$0.document] ?? ReferenceIndex(documents[$0.document]) }
        let boundaries = zip(members, memberIndexes).map { member, index in
            BoundaryFinder(document: documents[member.document], index: index, files: files).boundary(
                of: member.element)
        }
        // Names from what the copies say about themselves.
        let namer = MeaningNamer(
            copies: members.indices.map { offset in
                MeaningNamer.Copy(
                    document: documents[members[offset].document], root: members[offset].element,
                    index: memberIndexes[offset], crossings: boundaries[offset].crossings,
                    slots: subtrees[offset].slots)
            })
        // A layout slot is named after what it sets (`topConstant`), not its attribute (`constant`).
        let names = ParameterNamer.names(
            for: varying.map { slot in
                var named = first.slots[slot]
                if let word = namingWords[slot] { named.attribute = word }
                return named
            }, stems: namer.parameterStems(varying),
            in: documents[members[0].document])
        let parameters = zip(varying, names).map { slot, name in
            Parameter(
                name: name.name, type: first.slots[slot].type, path: first.slots[slot].path,
                attribute: first.slots[slot].attribute, nameSource: name.source)
        }
        let ports = PortNamer.ports(
            boundaries.map(\.crossings), documents: members.map { documents[$0.document] },
            taken: ObjectNamer.reservedNames.union(names.map(\.name)))
        let instances = zip(members, subtrees).enumerated().map { offset, pair -> ClusterInstance in
            let (member, subtree) = pair
            let document = documents[member.document]
            let boundary = boundaries[offset]
            return ClusterInstance(
                file: document.path,
                documentIndex: member.document,
                element: member.element,
                objectID: document.id(of: member.element),
                location: document.location(of: member.element),
                endLine: document.endLocation(of: member.element).line,
                scene: SceneNamer(document: document).name(of: member.element),
                userLabel: document.attribute("userLabel", of: member.element),
                values: varying.map { subtree.slots[$0].value },
                references: boundary.blockers + ports.blockers[offset],
                crossings: boundary.crossings,
                connections: ports.connections[offset],
                staleCaches: boundary.staleCaches,
                slots: subtree.slots,
                outline: LayoutOutliner(document: document).outline(
                    root: member.element, slots: subtree.slots, parameterSlots: varying)
            )
        }
        let firstDocument = documents[members[0].document]
        let name =
            instances.lazy.compactMap(\.userLabel).first
            ?? firstDocument.attribute("customClass", of: members[0].element)
        let classStem = namer.classStem(rootTag: firstDocument.tag(members[0].element))
        return DuplicateCluster(
            id: String(fingerprint.prefix(8)),
            fingerprint: fingerprint,
            rootTag: firstDocument.tag(members[0].element),
            name: name,
            classStem: classStem.stem,
            classNameSource: classStem.source,
            elementCount: first.elementCount,
            viewCount: first.viewCount,
            instances: instances,
            parameters: parameters,
            ports: ports.ports,
            canonicalText: text
        )
    }

    /// Lengthens short ids that two clusters share (vanishingly rare with 32 bits).
    private func disambiguateIDs(_ clusters: [DuplicateCluster]) -> [DuplicateCluster] {
        let counts = Dictionary(grouping: clusters, by: \.id).mapValues(\.count)
        return clusters.map { cluster in
            var cluster = cluster
            if counts[cluster.id, default: 0] > 1 { cluster.id = String(cluster.fingerprint.prefix(16)) }
            return cluster
        }
    }
}
