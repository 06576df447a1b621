/// Checks every output before anything is written.
///
/// Each output must parse, have unique ids, and leave no reference dangling that resolved
/// before. Edited files must keep every byte outside their edits. Each placeholder, re-inflated
/// in memory (the xib's view with the placeholder's runtime attributes applied to their slots
/// and its size constraints put back, its forwarded outlets handed back), must have the replaced
/// copy's fingerprint and content; every reference that left the copy must be carried by exactly
/// one port connection of its placeholder, to the same object, and the wrapper must have the port.
public struct RewriteVerifier: Sendable {
    /// The scan the plans came from.
    public let report: ScanReport

    /// Creates a verifier.
    /// - Parameter report: the scan.
    public init(report: ScanReport) {
        self.report = report
    }

    /// Verifies a rendered batch.
    /// - Parameters:
    ///   - files: the outputs.
    ///   - plans: the plans they were rendered from.
    /// - Throws: `VerificationError` at the first problem.
    public func verify(_ files: [RenderedFile], plans: [ExtractionPlan]) throws(VerificationError) {
        // The inputs are the scan's documents, not parsed again; each is indexed once. Outputs
        // and plans are checked in parallel, and the first problem in their order is reported.
        let inputByPath = Dictionary(
            report.documents.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        let editedInputs = files.compactMap { file in
            inputByPath[file.displayPath].flatMap { report.documents[$0].bytes == file.original ? $0 : nil }
        }
        let needed = Array(Set(editedInputs + plans.flatMap { $0.replaced.map(\.documentIndex) })).sorted {
            report.documents[$0].bytes.count > report.documents[$1].bytes.count
        }
        let documents = report.documents
        let built = ParallelMap.map(needed) { index in
            Canonicalizer(document: documents[index], index: ReferenceIndex(documents[index]))
        }
        let originals = Dictionary(uniqueKeysWithValues: zip(needed, built))

        let outputs = files.filter { $0.kind != .swift }.sorted { $0.contents.count > $1.contents.count }
        let checked = ParallelMap.map(outputs) { file in
            Result { () throws(VerificationError) -> Output in
                try self.check(file, input: inputByPath[file.displayPath].flatMap { originals[$0] })
            }
        }
        var parsed: [String: Output] = [:]
        for (file, result) in zip(outputs, checked) {
            switch result {
            case .success(let output): parsed[file.path] = output
            case .failure(let error): throw firstFailure(files, outputs, checked) ?? error
            }
        }
        let editedByDisplay = Dictionary(
            files.filter { $0.kind == .edited }.map { ($0.displayPath, $0.path) }, uniquingKeysWith: { a, _ in a })
        let swiftByPath = Dictionary(
            files.filter { $0.kind == .swift }.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) },
            uniquingKeysWith: { a, _ in a })
        let outputsByPath = parsed
        let outcomes = ParallelMap.map(plans) { plan in
            Result { () throws(VerificationError) in
                try self.verify(
                    plan, parsed: outputsByPath, editedByDisplay: editedByDisplay, originals: originals,
                    swift: swiftByPath[plan.swiftPath] ?? "")
            }
        }
        for outcome in outcomes {
            if case .failure(let error) = outcome { throw error }
        }
    }

    /// A parsed output and its reference index.
    struct Output: Sendable {
        var document: IBDocument
        var index: ReferenceIndex
    }

    /// The first failure in the order of `files`, so parallel checking reports what a
    /// sequential one would.
    private func firstFailure(
        _ files: [RenderedFile], _ outputs: [RenderedFile], _ results: [Result<Output, VerificationError>]
    ) -> VerificationError? {
        let byPath = Dictionary(zip(outputs.map(\.path), results), uniquingKeysWith: { a, _ in a })
        for file in files {
            if case .failure(let error) = byPath[file.path] { return error }
        }
        return nil
    }

    /// One output: it parses, its ids are unique and its references resolve (no worse than its
    /// input), and an edited file keeps every byte outside its edits.
    private func check(_ file: RenderedFile, input: Canonicalizer?) throws(VerificationError) -> Output {
        let document = try parse(file.contents, path: file.displayPath)
        let index = ReferenceIndex(document)
        var before: (document: IBDocument, index: ReferenceIndex)?
        if let bytes = file.original {
            if let input {
                before = (input.document, input.index)
            } else if let document = try? IBDocumentParser.parse(bytes, path: file.displayPath) {
                before = (document, ReferenceIndex(document))
            }
        }
        try checkIDs(document, index: index, original: before)
        if let before {
            try checkRemovedIDs(document, index: index, before: before.index)
        }
        if let original = file.original {
            try checkBytes(file, original: original)
        }
        return Output(document: document, index: index)
    }

    /// No attribute of an edited file names an id that the edit removed: not as a reference,
    /// and not inside a value either (archived image names embed ids, IB-FORMAT.md §3.4; caches
    /// name them in `<designable name>`).
    private func checkRemovedIDs(_ document: IBDocument, index: ReferenceIndex, before: ReferenceIndex)
        throws(VerificationError)
    {
        let removed = Set(before.elementByID.keys.filter { $0.utf8.contains(0x2D) && index.elementByID[$0] == nil })
        guard !removed.isEmpty else { return }
        let idSymbol = document.symbols.symbol("id")
        for attribute in document.attributes.indices where document.attributes[attribute].name != idSymbol {
            let record = document.attributes[attribute]
            // Ids have a dash (`Tf1-cD-o01`): most values are passed over without a String.
            if !record.needsDecoding && !document.bytes[Int(record.valueStart)..<Int(record.valueEnd)].contains(0x2D) {
                continue
            }
            let value = document.attributeValue(attribute)
            let named =
                removed.contains(value)
                ? value : value.split(separator: ":").map(String.init).first(where: removed.contains)
            if let named {
                let element = document.elements.partitioningIndex { Int($0.attributeStart) > attribute } - 1
                throw .removedIDNamed(path: document.path, id: named, line: document.location(of: max(element, 0)).line)
            }
        }
    }

    /// One plan: its xib, and every placeholder's connections and re-inflation.
    private func verify(
        _ plan: ExtractionPlan,
        parsed: [String: Output],
        editedByDisplay: [String: String],
        originals: [Int: Canonicalizer],
        swift: String
    ) throws(VerificationError) {
        guard let xib = parsed[plan.xibPath], let xibRoot = Self.topLevelView(of: xib.document) else {
            throw .missingPlaceholder(path: plan.xibPath, objectID: plan.template.objectID ?? "?")
        }
        let xibCanonicalizer = Canonicalizer(document: xib.document, index: xib.index)
        let xibCanonical = xibCanonicalizer.canonicalize(xibRoot)
        let declared = DeclaredPorts(swift)
        for instance in plan.replaced {
            guard let path = editedByDisplay[instance.file], let edited = parsed[path],
                let source = originals[instance.documentIndex]
            else {
                throw .missingPlaceholder(path: instance.file, objectID: instance.objectID ?? "?")
            }
            // Connections first: a lost one is named, not just seen as another layout.
            try checkPorts(
                instance, plan: plan, edited: (edited.document, edited.index), original: source, declared: declared)
            try reinflate(
                instance, plan: plan, xib: (xibCanonicalizer, xibRoot, xibCanonical),
                edited: (edited.document, edited.index), original: source)
        }
    }

    private func parse(_ bytes: [UInt8], path: String) throws(VerificationError) -> IBDocument {
        do {
            return try IBDocumentParser.parse(bytes, path: path)
        } catch {
            throw .unparsable(path: path, reason: error.message, line: error.line)
        }
    }

    /// Ids unique, references resolved: no worse than the input was.
    private func checkIDs(
        _ document: IBDocument,
        index: ReferenceIndex,
        original: (document: IBDocument, index: ReferenceIndex)?
    ) throws(VerificationError) {
        let duplicatesBefore = original.map { Self.duplicateIDs($0.document) } ?? []
        if let duplicate = Self.duplicateIDs(document).subtracting(duplicatesBefore).sorted().first {
            throw .duplicateID(path: document.path, id: duplicate)
        }
        let danglingBefore = Set(original.map { $0.index.references.filter { $0.target == nil }.map(\.targetID) } ?? [])
        for reference in index.references where reference.target == nil && !danglingBefore.contains(reference.targetID)
        {
            throw .danglingReference(
                path: document.path, id: reference.targetID, line: document.location(of: reference.source).line)
        }
    }

    static func duplicateIDs(_ document: IBDocument) -> Set<String> {
        var seen: Set<String> = []
        var duplicates: Set<String> = []
        let skipped: Set<String> = ["device", "adaptation"]
        for element in document.elements.indices where !skipped.contains(document.tag(element)) {
            if let id = document.id(of: element), !seen.insert(id).inserted { duplicates.insert(id) }
        }
        return duplicates
    }

    /// Every byte outside the edits is the original's.
    private func checkBytes(_ file: RenderedFile, original: [UInt8]) throws(VerificationError) {
        var cursor = 0
        var position = 0
        let new = file.contents
        for edit in file.edits.sorted(by: { $0.span.start < $1.span.start }) {
            let kept = original[cursor..<edit.span.start]
            guard position + kept.count <= new.count, new[position..<(position + kept.count)].elementsEqual(kept) else {
                throw .bytesChanged(path: file.displayPath, offset: cursor)
            }
            position += kept.count + edit.replacement.count
            cursor = edit.span.end
        }
        guard new.count - position == original.count - cursor, new[position...].elementsEqual(original[cursor...])
        else {
            throw .bytesChanged(path: file.displayPath, offset: cursor)
        }
    }

    /// The xib's view with one placeholder's values and size constraints, compared with the copy it replaced.
    private func reinflate(
        _ instance: ClusterInstance,
        plan: ExtractionPlan,
        xib xibParts: (canonicalizer: Canonicalizer, root: Int, canonical: CanonicalSubtree),
        edited editedParts: (document: IBDocument, index: ReferenceIndex),
        original originalCanonicalizer: Canonicalizer
    ) throws(VerificationError) {
        let objectID = instance.objectID ?? "?"
        let (xibCanonicalizer, xibRoot, xibCanonical) = xibParts
        let xib = xibCanonicalizer.document
        let (edited, editedIndex) = editedParts
        guard let placeholder = editedIndex.elementByID[objectID],
            edited.attribute("customClass", of: placeholder) == plan.className
        else { throw .missingPlaceholder(path: instance.file, objectID: objectID) }

        // The placeholder's runtime attributes, by key path.
        var values: [String: String?] = [:]
        if let list = edited.child("userDefinedRuntimeAttributes", of: placeholder) {
            for attribute in edited.children(list) {
                guard let keyPath = edited.attribute("keyPath", of: attribute) else { continue }
                values[keyPath] =
                    edited.attribute("type", of: attribute) == "nil"
                    ? .some(nil) : edited.attribute("value", of: attribute)
            }
        }
        // Apply them to the xib's slots, and put the placeholder's size constraints back.
        var edits: [TextEdit] = []
        for parameter in plan.parameters {
            guard let slot = xibCanonical.slots.first(where: { $0.path == parameter.path }),
                let value = values[parameter.name]
            else { throw .missingPlaceholder(path: instance.file, objectID: objectID) }
            edits += Self.setting(slot, to: value, in: xib)
        }
        let sizeConstraints =
            edited.child("constraints", of: placeholder).map { edited.children($0).map { edited.source(of: $0) } } ?? []
        if !sizeConstraints.isEmpty {
            edits.append(Self.inserting(sizeConstraints.joined(), into: xibRoot, of: xib))
        }
        edits += handingBack(placeholder, plan: plan, edited: edited, xib: xib, root: xibRoot)
        let inflatedBytes = TextEdit.apply(edits, to: xib.bytes)
        let inflated = try parse(inflatedBytes, path: plan.xibPath)
        guard let inflatedRoot = Self.topLevelView(of: inflated) else {
            throw .missingPlaceholder(path: instance.file, objectID: objectID)
        }
        // Canonical bytes are compared as they are: equal bytes are what equal fingerprints stand for.
        let result = Canonicalizer(document: inflated, index: ReferenceIndex(inflated), sibling: xibCanonicalizer)
            .form(inflatedRoot)
        // The reference is the copy as it is in the input file, not anything the plan says about it.
        let original = originalCanonicalizer.form(instance.element)
        guard result.out == original.out, original.slots.count == result.slots.count else {
            throw .layoutMismatch(path: instance.file, objectID: objectID)
        }
        for (expected, actual) in zip(original.slots, result.slots) where expected.value != actual.value {
            throw .valueMismatch(
                path: instance.file, objectID: objectID, slot: expected.path, expected: expected.value,
                actual: actual.value)
        }
    }

    /// Edits that put each outlet a port hands over back on its inner object, aimed at File's
    /// Owner, which stands outside the view as the original destination did.
    private func handingBack(_ placeholder: Int, plan: ExtractionPlan, edited: IBDocument, xib: IBDocument, root: Int)
        -> [TextEdit]
    {
        let owner = plan.platform == .macOS ? "-2" : "-1"
        let connected = Set(Self.portOutlets(of: placeholder, in: edited).map(\.property))
        var insertions: [Int: String] = [:]
        for planned in plan.ports where planned.port.kind == .outlet && connected.contains(planned.port.name) {
            let range = root..<Int(xib.elements[root].subtreeEnd)
            guard
                let object = range.first(where: {
                    BoundaryFinder.path(of: $0, under: root, in: xib) == planned.port.objectPath
                })
            else { continue }
            insertions[object, default: ""] +=
                #"<outlet property="\#(planned.port.member)" destination="\#(owner)" id="port-\#(planned.port.name)"/>"#
        }
        return insertions.map { object, outlets in
            if let list = xib.child("connections", of: object) {
                var close = Int(xib.elements[list].end) - 1
                while xib.bytes[close] != 0x3C { close -= 1 }
                return TextEdit(span: ByteSpan(start: close, end: close), replacement: outlets)
            }
            var close = Int(xib.elements[object].end) - 1
            while xib.bytes[close] != 0x3C { close -= 1 }
            if xib.bytes[close + 1] != 0x2F {
                // A self-closing element: open it.
                let end = Int(xib.elements[object].end)
                return TextEdit(
                    span: ByteSpan(start: end - 2, end: end),
                    replacement: "><connections>\(outlets)</connections></\(xib.tag(object))>")
            }
            return TextEdit(
                span: ByteSpan(start: close, end: close), replacement: "<connections>\(outlets)</connections>")
        }
    }

    /// The outlets on a placeholder: (property, destination).
    static func portOutlets(of placeholder: Int, in document: IBDocument) -> [(property: String, destination: String)] {
        guard let list = document.child("connections", of: placeholder) else { return [] }
        return document.children(list).filter { document.tag($0) == "outlet" }.map {
            (document.attribute("property", of: $0) ?? "", document.attribute("destination", of: $0) ?? "")
        }
    }

    /// Every reference leaving the copy in the *input* is carried by exactly one port connection
    /// of its placeholder, to the same object, and the wrapper declares that port.
    private func checkPorts(
        _ instance: ClusterInstance,
        plan: ExtractionPlan,
        edited editedParts: (document: IBDocument, index: ReferenceIndex),
        original: Canonicalizer,
        declared: DeclaredPorts
    ) throws(VerificationError) {
        let objectID = instance.objectID ?? "?"
        let (edited, editedIndex) = editedParts
        guard let placeholder = editedIndex.elementByID[objectID] else {
            throw .missingPlaceholder(path: instance.file, objectID: objectID)
        }
        let outlets = Self.portOutlets(of: placeholder, in: edited)
        let boundary = BoundaryFinder(document: original.document, index: original.index).boundary(of: instance.element)
        if let blocker = boundary.blockers.first {
            throw .unaccountedCrossing(path: instance.file, objectID: objectID, reference: blocker.message)
        }
        var used: Set<String> = []
        for crossing in boundary.crossings where crossing.kind != .responderAction {
            let what =
                crossing.kind == .action
                ? "action `\(crossing.member)` to \(crossing.targetDescription)"
                : "outlet `\(crossing.member)` to \(crossing.targetDescription)"
            let port = plan.ports.first {
                crossing.kind == .action
                    ? $0.port.kind == .action && $0.port.member == crossing.member
                    : $0.port.kind == .outlet && $0.port.member == crossing.member
                        && $0.port.objectPath == crossing.objectPath
            }
            guard let port else {
                throw .unaccountedCrossing(path: instance.file, objectID: objectID, reference: what)
            }
            let name = port.port.name
            let matching = outlets.filter { $0.property == name }
            let isDeclared =
                declared.outlets.contains(name)
                && (crossing.kind == .outlet
                    ? declared.keys.contains(crossing.member) : declared.selectors.contains(crossing.member))
            guard matching.count == 1, matching[0].destination == crossing.targetID, isDeclared else {
                throw .unaccountedCrossing(path: instance.file, objectID: objectID, reference: what)
            }
            used.insert(name)
        }
        // No connection to a port the copy does not use, or to no port at all.
        let ports = Set(plan.ports.map(\.port.name))
        if let extra = outlets.first(where: { !used.contains($0.property) || !ports.contains($0.property) }) {
            throw .unaccountedCrossing(
                path: instance.file, objectID: objectID, reference: "a connection `\(extra.property)` it did not have")
        }
    }

    /// What the generated wrapper declares for ports, read from its source once per plan: its
    /// `AnyObject?` outlets, its forwarded selectors, and the keys it hands objects over by.
    struct DeclaredPorts {
        var outlets: Set<String> = []
        var selectors: Set<String> = []
        var keys: Set<String> = []

        private static let outletPrefix = Array("@IBOutlet weak var ".utf8)
        private static let outletType = Array(": AnyObject?".utf8)
        private static let actionPrefix = Array("@IBAction @objc(".utf8)
        private static let forKey = Array("forKey: \"".utf8)

        /// Reads the declarations line by line, as bytes: the wrapper is generated, so its
        /// spelling is known. (Character-wise `split` and Foundation's `range(of:)` made this
        /// 3 % of a rewrite; see `ByteSearch`.)
        init(_ swift: String) {
            let bytes = Array(swift.utf8)
            for line in bytes.split(separator: 0x0A) {
                let text = line.drop { $0 == 0x20 }
                let outlet = text.dropFirst(Self.outletPrefix.count).prefix { $0 != 0x3A }  // up to ":"
                if text.starts(with: Self.outletPrefix),
                    text.dropFirst(Self.outletPrefix.count + outlet.count).starts(with: Self.outletType)
                {
                    outlets.insert(String(decoding: outlet, as: UTF8.self))
                } else if text.starts(with: Self.actionPrefix) {
                    let rest = text.dropFirst(Self.actionPrefix.count)
                    selectors.insert(String(decoding: rest.prefix { $0 != 0x29 }, as: UTF8.self))  // )
                } else if let at = ByteSearch.firstOffset(of: Self.forKey, in: text) {
                    let rest = text[(at + Self.forKey.count)...]
                    keys.insert(String(decoding: rest.prefix { $0 != 0x22 }, as: UTF8.self))  // "
                }
            }
        }
    }

    static func topLevelView(of xib: IBDocument) -> Int? {
        guard let objects = xib.child("objects", of: 0) else { return nil }
        return xib.children(objects).first { !CanonicalizationRules.nonViewTopLevelTags.contains(xib.tag($0)) }
    }

    /// Edits that give a slot a value: its attribute, or its `<string>` child's text.
    static func setting(_ slot: ContentSlot, to value: String?, in document: IBDocument) -> [TextEdit] {
        let element = slot.element
        if let attribute = document.attributeIndices(element).first(where: {
            document.attributeName($0) == slot.attribute
        }) {
            let record = document.attributes[attribute]
            guard let value else {
                // Remove ` name="…"`.
                let start = Int(record.valueStart) - slot.attribute.utf8.count - 3
                return [TextEdit(span: ByteSpan(start: start, end: Int(record.valueEnd) + 1), replacement: "")]
            }
            return [TextEdit(span: record.valueSpan, replacement: XMLEscaping.attribute(value))]
        }
        if let child = document.children(element).first(where: {
            ["string", "mutableString"].contains(document.tag($0))
                && document.attribute("key", of: $0) == slot.attribute
        }) {
            guard let value else {
                return [TextEdit(span: document.elements[child].span, replacement: "")]
            }
            var close = Int(document.elements[child].end) - 1
            while document.bytes[close] != 0x3C { close -= 1 }
            let content = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            return [
                TextEdit(
                    span: ByteSpan(start: Int(document.elements[child].startTagEnd), end: close), replacement: content)
            ]
        }
        guard let value else { return [] }
        let record = document.elements[element]
        var insertAt = Int(record.startTagEnd) - 1
        if document.bytes[insertAt - 1] == 0x2F { insertAt -= 1 }
        return [
            TextEdit(
                span: ByteSpan(start: insertAt, end: insertAt),
                replacement: " \(slot.attribute)=\"\(XMLEscaping.attribute(value))\"")
        ]
    }

    /// An edit that adds constraints to a view: into its `<constraints>`, or in a new one.
    static func inserting(_ constraints: String, into view: Int, of document: IBDocument) -> TextEdit {
        if let list = document.child("constraints", of: view) {
            let end = Int(document.elements[list].end)
            var close = end - 1
            while document.bytes[close] != 0x3C { close -= 1 }
            return TextEdit(span: ByteSpan(start: close, end: close), replacement: constraints)
        }
        var close = Int(document.elements[view].end) - 1
        while document.bytes[close] != 0x3C { close -= 1 }
        return TextEdit(
            span: ByteSpan(start: close, end: close), replacement: "<constraints>\(constraints)</constraints>")
    }
}
