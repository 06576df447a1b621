import XibifyFormat

/// Adds files to an Xcode `project.pbxproj` the way Xcode writes them, as pure insertions: every
/// byte of the file is kept, nothing is re-serialised.
///
/// New `PBXFileReference`, `PBXVariantGroup` and `PBXBuildFile` objects go into their sections at the
/// place that keeps the section sorted by id (Xcode sorts each section so); a missing section is
/// created in Xcode's alphabetical section order. References and variant groups are appended to the
/// group's `children`, build files to each phase's `files` and new regions to the project's
/// `knownRegions`, with the indentation of the entries already there.
package enum ProjectFileEditor {
    /// What adding files changes.
    package struct Outcome: Sendable {
        /// The insertions (empty spans), sorted by offset, at distinct offsets.
        package var edits: [TextEdit]
        /// What each addition's build files point at, in the additions' order: the new file
        /// reference, the new variant group of a localized file, or the existing reference.
        package var fileReferenceIDs: [String]
        /// The new variants' file references: per addition, one per variant in the same order (none
        /// for a file without variants or with an existing reference).
        package var variantReferenceIDs: [[String]]
        /// The new build files' ids: per addition, one per build phase id, in the same orders.
        package var buildFileIDs: [[String]]
    }

    /// The build phases a file can be added to, and the name Xcode writes after `in` in a build
    /// file's comment when the phase has no `name` of its own.
    package static let phaseNames: [String: String] = [
        "PBXSourcesBuildPhase": "Sources",
        "PBXResourcesBuildPhase": "Resources",
        "PBXHeadersBuildPhase": "Headers",
        "PBXFrameworksBuildPhase": "Frameworks",
        "PBXCopyFilesBuildPhase": "CopyFiles",
    ]

    /// A new object's definition, before it is placed.
    private struct NewObject {
        /// Its isa, which names its section.
        var section: String
        /// Its id.
        var id: String
        /// The definition's lines, from the id to the final `;`, without the object's indentation
        /// or line breaks; lines after the first start with the tabs they take beyond it.
        var lines: [String]
    }

    /// A list that gets entries.
    private struct PendingList {
        /// Where the list and its elements are.
        var list: OpenStepScanner.List
        /// The new entries (`ID /* comment */`), in order, without indentation or comma.
        var entries: [String]
    }

    /// The project's `knownRegions` list and the regions it holds or will hold.
    private struct RegionList {
        /// Where the list and its elements are.
        var list: OpenStepScanner.List
        /// The regions listed, decoded, and those being added.
        var listed: Set<String>
    }

    /// Text to insert at an offset; insertions at one offset are joined in `rank`, then `sequence` order.
    private struct Insertion {
        /// Where the text goes.
        var offset: Int
        /// Orders insertions at one offset (an object's id, a section's name).
        var rank: String
        /// Orders insertions of equal rank: the order they were made in.
        var sequence: Int
        /// The text.
        var text: String
    }

    /// Computes the insertions that add files to a project.
    /// - Parameters:
    ///   - additions: the files, each with its group and build phases.
    ///   - bytes: the `project.pbxproj` file.
    ///   - seed: makes the new ids; the same inputs and seed give the same ids.
    /// - Returns: the insertions and the new objects' ids.
    /// - Throws: `ProjectEditError` when the file cannot be read or a group or phase cannot take the file.
    package static func edits(
        adding additions: [ProjectAddition], to bytes: [UInt8], seed: String
    ) throws(ProjectEditError) -> Outcome {
        let index = try ProjectObjectIndex(bytes: bytes)
        var generator = ProjectIDGenerator(seed: seed, taken: index.hexTokens)
        var lists: [Int: PendingList] = [:]
        var objects: [NewObject] = []
        var added: Set<[String]> = []
        let localizes = additions.contains { $0.existingReferenceID == nil && !$0.variants.isEmpty }
        var regions = localizes ? try knownRegions(in: index) : nil
        var outcome = Outcome(edits: [], fileReferenceIDs: [], variantReferenceIDs: [], buildFileIDs: [])
        for (number, addition) in additions.enumerated() {
            let name = addition.fileName
            try validate(name)
            let referenceID: String
            var variantIDs: [String] = []
            if let existing = addition.existingReferenceID {
                // Listed already: only new build files point at it.
                _ = try entries(of: existing, kinds: ["PBXFileReference", "PBXVariantGroup"], in: index)
                referenceID = existing
            } else {
                let groupEntries = try entries(of: addition.groupID, kinds: ["PBXGroup"], in: index)
                let children = try list("children", of: addition.groupID, entries: groupEntries, in: index)
                for variant in addition.variants {
                    try validate(variant.region)
                    try validate(variant.path)
                }
                guard claims(of: addition).allSatisfy({ added.insert($0).inserted }),
                    try !holdsFile(of: addition, in: children, index: index)
                else { throw .alreadyPresent(fileName: name, groupID: addition.groupID) }
                let new: [NewObject]
                if addition.variants.isEmpty {
                    new = [fileReference(addition, number: number, generator: &generator)]
                } else {
                    new = variantGroup(addition, number: number, generator: &generator)
                    variantIDs = new.dropFirst().map(\.id)
                }
                objects += new
                referenceID = new[0].id
                let entry = "\(referenceID) /* \(name) */"
                lists[children.open, default: PendingList(list: children, entries: [])].entries.append(entry)
                if var known = regions {
                    for variant in addition.variants where known.listed.insert(variant.region).inserted {
                        lists[known.list.open, default: PendingList(list: known.list, entries: [])].entries.append(
                            OpenStepString.encode(variant.region))
                    }
                    regions = known
                }
            }
            let reference = "\(referenceID) /* \(name) */"
            outcome.fileReferenceIDs.append(referenceID)
            outcome.variantReferenceIDs.append(variantIDs)
            var buildIDs: [String] = []
            for (phaseNumber, phaseID) in addition.buildPhaseIDs.enumerated() {
                let phaseEntries = try entries(of: phaseID, kinds: phaseNames.keys.sorted(), in: index)
                let files = try list("files", of: phaseID, entries: phaseEntries, in: index)
                let isa = index.string("isa", in: phaseEntries) ?? ""
                let phaseName = index.string("name", in: phaseEntries) ?? phaseNames[isa, default: isa]
                let buildID = generator.make(for: "\(number)|build|\(phaseNumber)|\(phaseID)|\(name)")
                let buildFile = "\(buildID) /* \(name) in \(phaseName) */"
                objects.append(
                    NewObject(
                        section: "PBXBuildFile", id: buildID,
                        lines: ["\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };"]))
                lists[files.open, default: PendingList(list: files, entries: [])].entries.append(buildFile)
                buildIDs.append(buildID)
            }
            outcome.buildFileIDs.append(buildIDs)
        }
        var insertions: [Insertion] = []
        for (_, pending) in lists.sorted(by: { $0.key < $1.key }) {
            try insertions += listInsertions(pending, in: index)
        }
        try insertions += objectInsertions(objects, in: index)
        outcome.edits = merged(insertions)
        return outcome
    }

    /// Checks that a name, path or region can be written in a definition and in the comment beside an id.
    /// - Parameter text: the text.
    /// - Throws: `invalidFileName` when it is empty or holds a line break or `*/`.
    private static func validate(_ text: String) throws(ProjectEditError) {
        guard !text.isEmpty, !text.contains(where: \.isNewline), !text.containsBytes("*/") else {
            throw .invalidFileName(text)
        }
    }

    /// What an addition takes in its group, so that two additions of one call cannot take the same:
    /// its path, or for a localized file its variant group's name, each variant's path and each
    /// region of that name.
    /// - Parameter addition: the addition.
    /// - Returns: keys that start with the group's id.
    private static func claims(of addition: ProjectAddition) -> [[String]] {
        let group = addition.groupID
        guard !addition.variants.isEmpty else { return [[group, addition.fileName]] }
        let variantGroup = [group, addition.fileName, "PBXVariantGroup"]
        return [variantGroup] + addition.variants.map { [group, $0.path] }
            + addition.variants.map { variantGroup + [$0.region] }
    }

    /// A file's new reference, written on one line as Xcode writes it:
    /// `ID /* A.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = A.xib; sourceTree = "<group>"; };`.
    /// - Parameters:
    ///   - addition: the file.
    ///   - number: the addition's place in the call, part of the id's purpose.
    ///   - generator: makes the id.
    /// - Returns: the reference.
    private static func fileReference(
        _ addition: ProjectAddition, number: Int, generator: inout ProjectIDGenerator
    ) -> NewObject {
        let name = addition.fileName
        let id = generator.make(for: "\(number)|reference|\(addition.groupID)|\(name)")
        let text =
            "\(id) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = "
            + "\(OpenStepString.encode(addition.fileType)); path = \(OpenStepString.encode(name)); "
            + "sourceTree = \(OpenStepString.encode("<group>")); };"
        return NewObject(section: "PBXFileReference", id: id, lines: [text])
    }

    /// A localized file's new variant group and one reference per variant, written as Xcode writes
    /// them (DuckDuckGo's `OmniBar.xib`, Quicksilver's `QuitConfirm.xib`): each reference on one line,
    /// `ID /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr;
    /// path = fr.lproj/A.strings; sourceTree = "<group>"; };`, and the group over several lines, its
    /// `children` commented with the regions, then its `name` and `sourceTree`.
    /// - Parameters:
    ///   - addition: the file, with its variants.
    ///   - number: the addition's place in the call, part of the ids' purposes.
    ///   - generator: makes the ids.
    /// - Returns: the variant group, then the references in the variants' order.
    private static func variantGroup(
        _ addition: ProjectAddition, number: Int, generator: inout ProjectIDGenerator
    ) -> [NewObject] {
        let name = addition.fileName
        let groupTree = OpenStepString.encode("<group>")
        let id = generator.make(for: "\(number)|variant-group|\(addition.groupID)|\(name)")
        var references: [NewObject] = []
        for variant in addition.variants {
            let referenceID = generator.make(
                for: "\(number)|variant|\(addition.groupID)|\(name)|\(variant.region)|\(variant.path)")
            let text =
                "\(referenceID) /* \(variant.region) */ = {isa = PBXFileReference; lastKnownFileType = "
                + "\(OpenStepString.encode(variant.fileType)); name = \(OpenStepString.encode(variant.region)); "
                + "path = \(OpenStepString.encode(variant.path)); sourceTree = \(groupTree); };"
            references.append(NewObject(section: "PBXFileReference", id: referenceID, lines: [text]))
        }
        let children = zip(references, addition.variants).map { "\t\t\($0.id) /* \($1.region) */," }
        let lines =
            ["\(id) /* \(name) */ = {", "\tisa = PBXVariantGroup;", "\tchildren = ("] + children + [
                "\t);", "\tname = \(OpenStepString.encode(name));", "\tsourceTree = \(groupTree);", "};",
            ]
        return [NewObject(section: "PBXVariantGroup", id: id, lines: lines)] + references
    }

    /// The project's `knownRegions` list, found through the file's `rootObject`.
    /// - Parameter index: the file's structure.
    /// - Returns: the list and its regions; nil when the project has no `knownRegions` list (old
    ///   projects such as Quicksilver's `UKProgressPanel.xcodeproj` have none): nothing is added then.
    /// - Throws: `ProjectEditError` when the root object is not a `PBXProject`.
    private static func knownRegions(in index: ProjectObjectIndex) throws(ProjectEditError) -> RegionList? {
        var scanner = OpenStepScanner(bytes: index.bytes)
        if index.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.position = 3 }
        try scanner.skipTrivia()
        guard let rootID = try index.string("rootObject", in: scanner.readDictionary().entries) else { return nil }
        let project = try entries(of: rootID, kinds: ["PBXProject"], in: index)
        guard let entry = project.first(where: { $0.key == "knownRegions" }),
            index.bytes[entry.value.start] == OpenStepScanner.openParen
        else { return nil }
        let regions = try list("knownRegions", of: rootID, entries: project, in: index)
        let listed = regions.elements.map { OpenStepString.decode(index.bytes[$0.range]) }
        return RegionList(list: regions, listed: Set(listed))
    }

    /// The entries of an object that must be of one of some kinds.
    /// - Parameters:
    ///   - id: the object's id.
    ///   - kinds: the isas allowed.
    ///   - index: the file's structure.
    /// - Returns: the object's entries.
    private static func entries(
        of id: String, kinds: [String], in index: ProjectObjectIndex
    ) throws(ProjectEditError) -> [OpenStepScanner.Entry] {
        let entries = try index.entries(of: index.object(id))
        let isa = index.string("isa", in: entries) ?? ""
        guard kinds.contains(isa) else { throw .unexpectedISA(id: id, isa: isa, expected: kinds) }
        return entries
    }

    /// An object's list under a key.
    /// - Parameters:
    ///   - key: `children` or `files`.
    ///   - id: the object's id.
    ///   - entries: the object's entries.
    ///   - index: the file's structure.
    /// - Returns: the list.
    private static func list(
        _ key: String, of id: String, entries: [OpenStepScanner.Entry], in index: ProjectObjectIndex
    ) throws(ProjectEditError) -> OpenStepScanner.List {
        guard let entry = entries.first(where: { $0.key == key }),
            index.bytes[entry.value.start] == OpenStepScanner.openParen
        else { throw .listMissing(id: id, key: key) }
        var scanner = OpenStepScanner(bytes: index.bytes, position: entry.value.start)
        return try scanner.readList()
    }

    /// Whether a group's children already include what an addition would add: a file reference with
    /// its path (or, for a localized file, with one of its variants' paths), listed in the group or in
    /// one of its variant groups, or a variant group of the localized file's name.
    /// - Parameters:
    ///   - addition: the addition.
    ///   - children: the group's `children` list.
    ///   - index: the file's structure.
    /// - Returns: true when one of the children is such a `PBXFileReference` or `PBXVariantGroup`.
    private static func holdsFile(
        of addition: ProjectAddition, in children: OpenStepScanner.List, index: ProjectObjectIndex
    ) throws(ProjectEditError) -> Bool {
        let localized = !addition.variants.isEmpty
        let paths = localized ? Set(addition.variants.map(\.path)) : [addition.fileName]
        var ids = children.elements.map { OpenStepString.decode(index.bytes[$0.range]) }
        var seen: Set<String> = []
        while let id = ids.popLast() {
            guard seen.insert(id).inserted, let position = index.objectByID[id] else { continue }
            let entries = try index.entries(of: index.objects[position])
            switch index.string("isa", in: entries) {
            case "PBXFileReference":
                if let path = index.string("path", in: entries), paths.contains(path) { return true }
            case "PBXVariantGroup":
                if localized && index.string("name", in: entries) == addition.fileName { return true }
                guard let variants = entries.first(where: { $0.key == "children" }),
                    index.bytes[variants.value.start] == OpenStepScanner.openParen
                else { continue }
                var scanner = OpenStepScanner(bytes: index.bytes, position: variants.value.start)
                ids += try scanner.readList().elements.map { OpenStepString.decode(index.bytes[$0.range]) }
            default: continue
            }
        }
        return false
    }

    /// The insertions that append entries to a list, one per line before its `)` with the
    /// indentation of its last entry (or one tab deeper than the `)` when it is empty).
    /// - Parameters:
    ///   - pending: the list and its new entries.
    ///   - index: the file's structure.
    /// - Returns: the insertions: the entries, and a comma after the last element when it has none.
    private static func listInsertions(
        _ pending: PendingList, in index: ProjectObjectIndex
    ) throws(ProjectEditError) -> [Insertion] {
        let list = pending.list
        let bytes = index.bytes
        var insertions: [Insertion] = []
        if let last = list.elements.last, !list.endsWithComma {
            insertions.append(Insertion(offset: last.end, rank: "", sequence: 0, text: ","))
        }
        guard let closeLine = index.lineStart(before: list.close) else {
            let text = pending.entries.map { " \($0)," }.joined()
            return insertions + [Insertion(offset: list.close, rank: "", sequence: 0, text: text)]
        }
        let indent: String
        if let last = list.elements.last, let lastLine = index.lineStart(before: last.start) {
            indent = String(decoding: bytes[lastLine..<last.start], as: UTF8.self)
        } else {
            indent = String(decoding: bytes[closeLine..<list.close], as: UTF8.self) + "\t"
        }
        let text = pending.entries.map { indent + $0 + "," + index.newline }.joined()
        return insertions + [Insertion(offset: closeLine, rank: "", sequence: 0, text: text)]
    }

    /// The insertions that define new objects.
    ///
    /// Each goes into its section at the place that keeps the section sorted by id, or into a new
    /// section placed in alphabetical order of sections. In a file without section comments, objects
    /// go among all objects in id order, without sections.
    /// - Parameters:
    ///   - objects: the new objects.
    ///   - index: the file's structure.
    /// - Returns: the insertions.
    private static func objectInsertions(
        _ objects: [NewObject], in index: ProjectObjectIndex
    ) throws(ProjectEditError) -> [Insertion] {
        let newline = index.newline
        var indent = "\t\t"
        if let first = index.objects.first, let line = index.lineStart(before: first.keyStart) {
            indent = String(decoding: index.bytes[line..<first.keyStart], as: UTF8.self)
        }
        /// An object's lines, indented as the file's objects are.
        func definition(_ object: NewObject) -> String {
            object.lines.map { indent + $0 + newline }.joined()
        }
        var insertions: [Insertion] = []
        for (name, new) in Dictionary(grouping: objects, by: \.section).sorted(by: { $0.key < $1.key }) {
            if let section = index.sections.first(where: { $0.name == name }) {
                for object in new {
                    let next = section.objects.first { index.objects[$0].id > object.id }
                    let anchor = next.map { index.objects[$0].keyStart } ?? section.end
                    try insertions.append(line(at: anchor, rank: object.id, definition(object), in: index))
                }
            } else if index.sections.isEmpty && !index.objects.isEmpty {
                for object in new {
                    let anchor = index.objects.first { $0.id > object.id }?.keyStart ?? index.objectsClose
                    try insertions.append(line(at: anchor, rank: object.id, definition(object), in: index))
                }
            } else {
                let body = new.sorted { $0.id < $1.id }.map(definition).joined()
                let block = "/* Begin \(name) section */" + newline + body + "/* End \(name) section */" + newline
                if let next = index.sections.first(where: { $0.name > name }) {
                    try insertions.append(line(at: next.begin, rank: name, block + newline, in: index))
                } else {
                    try insertions.append(line(at: index.objectsClose, rank: name, newline + block, in: index))
                }
            }
        }
        return insertions
    }

    /// An insertion at the start of the line of `anchor`.
    /// - Parameters:
    ///   - anchor: the first byte of what the text goes before.
    ///   - rank: orders insertions at one offset.
    ///   - text: whole lines.
    ///   - index: the file's structure.
    /// - Returns: the insertion.
    /// - Throws: `unsupportedLayout` when other text precedes `anchor` on its line.
    private static func line(
        at anchor: Int, rank: String, _ text: String, in index: ProjectObjectIndex
    ) throws(ProjectEditError) -> Insertion {
        guard let start = index.lineStart(before: anchor) else { throw .unsupportedLayout(offset: anchor) }
        return Insertion(offset: start, rank: rank, sequence: 0, text: text)
    }

    /// Joins insertions at one offset into one edit, so the edits never share an offset.
    /// - Parameter insertions: the insertions, in the order made.
    /// - Returns: one edit per offset, sorted by offset.
    private static func merged(_ insertions: [Insertion]) -> [TextEdit] {
        var numbered = insertions
        for position in numbered.indices { numbered[position].sequence = position }
        numbered.sort { ($0.offset, $0.rank, $0.sequence) < ($1.offset, $1.rank, $1.sequence) }
        var edits: [TextEdit] = []
        for insertion in numbered {
            if let last = edits.last, last.span.start == insertion.offset {
                edits[edits.count - 1].replacement += Array(insertion.text.utf8)
            } else {
                let span = ByteSpan(start: insertion.offset, end: insertion.offset)
                edits.append(TextEdit(span: span, replacement: insertion.text))
            }
        }
        return edits
    }
}
