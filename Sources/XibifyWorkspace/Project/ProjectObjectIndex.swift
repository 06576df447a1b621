import XibifyFormat

/// Where each object of a `project.pbxproj` is defined and where its sections begin and end: the
/// map the editor needs to insert lines without re-serialising the file.
///
/// An object is found by its definition, a key of the `objects` dictionary, never by an id that
/// appears in a comment, a string or another object's value.
package struct ProjectObjectIndex {
    /// One `ID /* comment */ = { … };` definition in the `objects` dictionary.
    package struct Object: Sendable {
        /// The key, decoded.
        package var id: String
        /// Offset of the key's first byte.
        package var keyStart: Int
        /// Offset of the `{` that opens the object's dictionary.
        package var bodyStart: Int
    }

    /// A run of objects between `/* Begin NAME section */` and `/* End NAME section */`.
    package struct Section: Sendable {
        /// The isa the section holds (`PBXFileReference`).
        package var name: String
        /// Offset of the `/*` of the Begin comment.
        package var begin: Int
        /// Offset of the `/*` of the End comment.
        package var end: Int
        /// The section's objects (indices into `objects`), in file order.
        package var objects: [Int]
    }

    /// The file.
    package let bytes: [UInt8]
    /// Every object definition, in file order.
    package private(set) var objects: [Object] = []
    /// The first definition of each id.
    package private(set) var objectByID: [String: Int] = [:]
    /// The sections, in file order.
    package private(set) var sections: [Section] = []
    /// Offset of the `}` that closes the `objects` dictionary.
    package private(set) var objectsClose = 0
    /// The file's line break: `\r\n` when its first line ends so, else `\n` (what Xcode writes).
    package let newline: String
    /// Every run of exactly 24 letters and digits that are all hexadecimal, anywhere in the file
    /// (comments and strings included), upper-cased: what a new id must differ from.
    package let hexTokens: Set<String>

    /// Reads the file's structure.
    /// - Parameter bytes: the file.
    /// - Throws: `notAProject` when the root is not a dictionary with an `objects` dictionary,
    ///   `malformed` at a syntax error, `sectionUnbalanced` for a Begin comment without its End.
    package init(bytes: [UInt8]) throws(ProjectEditError) {
        self.bytes = bytes
        let firstBreak = bytes.firstIndex(of: 0x0A)
        newline = firstBreak.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
        hexTokens = Self.hexTokens(in: bytes)
        var scanner = OpenStepScanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.position = 3 }
        try scanner.skipTrivia()
        guard scanner.current == OpenStepScanner.openBrace else { throw .notAProject }
        scanner.position += 1
        var foundObjects = false
        while true {
            try scanner.skipTrivia()
            guard let byte = scanner.current else { throw .malformed(offset: scanner.position) }
            if byte == OpenStepScanner.closeBrace { break }
            let key = try scanner.readStringToken()
            try scanner.skipTrivia()
            try scanner.expect(OpenStepScanner.equals)
            try scanner.skipTrivia()
            if OpenStepString.decode(bytes[key.range]) == "objects" && !foundObjects {
                guard scanner.current == OpenStepScanner.openBrace else { throw .notAProject }
                try readObjects(&scanner)
                foundObjects = true
            } else {
                try scanner.skipValue()
            }
            try scanner.skipTrivia()
            try scanner.expect(OpenStepScanner.semicolon)
        }
        guard foundObjects else { throw .notAProject }
    }

    /// Reads the `objects` dictionary, from its `{` to just past its `}`.
    /// - Parameter scanner: the cursor, at the `{`.
    private mutating func readObjects(_ scanner: inout OpenStepScanner) throws(ProjectEditError) {
        scanner.position += 1
        var open: Section?
        while true {
            var comments: [ByteSpan] = []
            try scanner.skipTrivia(comments: &comments)
            for comment in comments {
                guard let (isBegin, name) = Self.sectionMarker(bytes[comment.range]) else { continue }
                if isBegin {
                    if let open { throw .sectionUnbalanced(section: open.name) }
                    open = Section(name: name, begin: comment.start - 2, end: comment.start - 2, objects: [])
                } else {
                    guard var section = open, section.name == name else { throw .sectionUnbalanced(section: name) }
                    section.end = comment.start - 2
                    sections.append(section)
                    open = nil
                }
            }
            guard let byte = scanner.current else { throw .malformed(offset: scanner.position) }
            if byte == OpenStepScanner.closeBrace {
                if let open { throw .sectionUnbalanced(section: open.name) }
                objectsClose = scanner.position
                scanner.position += 1
                return
            }
            let key = try scanner.readStringToken()
            try scanner.skipTrivia()
            try scanner.expect(OpenStepScanner.equals)
            try scanner.skipTrivia()
            let bodyStart = scanner.position
            guard scanner.current == OpenStepScanner.openBrace else { throw .malformed(offset: bodyStart) }
            try scanner.skipValue()
            try scanner.skipTrivia()
            try scanner.expect(OpenStepScanner.semicolon)
            let id = OpenStepString.decode(bytes[key.range])
            if objectByID[id] == nil { objectByID[id] = objects.count }
            open?.objects.append(objects.count)
            objects.append(Object(id: id, keyStart: key.start, bodyStart: bodyStart))
        }
    }

    /// The object defined with this id.
    /// - Parameter id: the id.
    /// - Returns: its definition.
    /// - Throws: `objectMissing` when no key of `objects` is this id.
    package func object(_ id: String) throws(ProjectEditError) -> Object {
        guard let index = objectByID[id] else { throw .objectMissing(id: id) }
        return objects[index]
    }

    /// The entries of an object's dictionary.
    /// - Parameter object: the object.
    /// - Returns: its keys and where their values are.
    package func entries(of object: Object) throws(ProjectEditError) -> [OpenStepScanner.Entry] {
        var scanner = OpenStepScanner(bytes: bytes, position: object.bodyStart)
        return try scanner.readDictionary().entries
    }

    /// A string value of an object, decoded.
    /// - Parameters:
    ///   - key: the key (`isa`, `path`, `name`).
    ///   - entries: the object's entries.
    /// - Returns: the value, or nil when the key is absent or its value is not a string.
    package func string(_ key: String, in entries: [OpenStepScanner.Entry]) -> String? {
        guard let entry = entries.first(where: { $0.key == key }),
            let first = bytes[entry.value.range].first,
            first != OpenStepScanner.openBrace && first != OpenStepScanner.openParen
        else { return nil }
        return OpenStepString.decode(bytes[entry.value.range])
    }

    /// The start of the line `offset` is on, when only spaces and tabs precede it there.
    /// - Parameter offset: a byte offset.
    /// - Returns: the line's first offset, or nil when other text precedes `offset` on its line.
    package func lineStart(before offset: Int) -> Int? {
        var start = offset
        while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
        return start == 0 || bytes[start - 1] == 0x0A ? start : nil
    }

    /// Reads a section comment.
    /// - Parameter text: the inside of a block comment.
    /// - Returns: whether it begins or ends a section, and the section's name; nil for other comments.
    private static func sectionMarker(_ text: ArraySlice<UInt8>) -> (isBegin: Bool, name: String)? {
        let words = text.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
        guard words.count == 3, words[2].elementsEqual("section".utf8) else { return nil }
        if words[0].elementsEqual("Begin".utf8) { return (true, String(decoding: words[1], as: UTF8.self)) }
        if words[0].elementsEqual("End".utf8) { return (false, String(decoding: words[1], as: UTF8.self)) }
        return nil
    }

    /// Every run of exactly 24 ASCII letters and digits that are all hexadecimal, upper-cased.
    /// - Parameter bytes: the file.
    /// - Returns: the tokens.
    private static func hexTokens(in bytes: [UInt8]) -> Set<String> {
        var tokens: Set<String> = []
        var start = 0
        var allHex = true
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : 0
            let isDigit = byte >= 0x30 && byte <= 0x39
            let upper = byte | 0x20
            let isLetter = upper >= 0x61 && upper <= 0x7A
            if isDigit || isLetter {
                if index == start { allHex = true }
                if isLetter && upper > 0x66 { allHex = false }
                continue
            }
            if index - start == 24 && allHex {
                tokens.insert(String(decoding: bytes[start..<index], as: UTF8.self).uppercased())
            }
            start = index + 1
        }
        return tokens
    }
}
