import XibifyFormat

/// A cursor over the old-style (OpenStep) property list syntax of `project.pbxproj` that finds
/// where tokens and values start and end without building them, so edits can keep every byte.
///
/// Hand-written because Foundation's `PropertyListSerialization` returns values without their
/// positions; only the few values an edit needs (an `isa`, a `path`, a phase's `name`) are read
/// as text, with `OpenStepString.decode`.
package struct OpenStepScanner {
    /// One `key = value;` entry of a dictionary.
    package struct Entry: Sendable {
        /// The key, decoded.
        package var key: String
        /// The value's bytes, from its first to just past its last (a string token, `{…}` or `(…)`).
        package var value: ByteSpan
    }

    /// A `( … )` list: where it opens and closes and where each element is.
    package struct List: Sendable {
        /// Offset of `(`.
        package var open: Int
        /// Offset of `)`.
        package var close: Int
        /// Each element's bytes, in order.
        package var elements: [ByteSpan]
        /// Whether a comma follows the last element (Xcode writes one after every element).
        package var endsWithComma: Bool
    }

    /// The file.
    package let bytes: [UInt8]
    /// The next byte to read.
    package var position: Int

    /// Creates a cursor.
    /// - Parameters:
    ///   - bytes: the file.
    ///   - position: where to start reading.
    package init(bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// The byte at the cursor, nil at the end.
    package var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Skips white space and comments.
    package mutating func skipTrivia() throws(ProjectEditError) {
        var ignored: [ByteSpan] = []
        try skipTrivia(recording: false, comments: &ignored)
    }

    /// Skips white space and comments, recording the text inside each `/* … */`.
    /// - Parameter comments: receives the span between `/*` and `*/` of each block comment.
    package mutating func skipTrivia(comments: inout [ByteSpan]) throws(ProjectEditError) {
        try skipTrivia(recording: true, comments: &comments)
    }

    /// Skips white space, `// …` line comments and `/* … */` block comments.
    /// - Parameters:
    ///   - recording: whether to record block comments.
    ///   - comments: receives the inside of each block comment when recording.
    private mutating func skipTrivia(recording: Bool, comments: inout [ByteSpan]) throws(ProjectEditError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if startsComment(at: position) {
                if bytes[position + 1] == Self.slash {
                    while position < bytes.count && bytes[position] != 0x0A { position += 1 }
                } else {
                    let start = position + 2
                    var index = start
                    while index + 1 < bytes.count && !(bytes[index] == Self.star && bytes[index + 1] == Self.slash) {
                        index += 1
                    }
                    guard index + 1 < bytes.count else { throw .malformed(offset: position) }
                    if recording { comments.append(ByteSpan(start: start, end: index)) }
                    position = index + 2
                }
            } else {
                return
            }
        }
    }

    /// Reads `byte` at the cursor.
    /// - Parameter byte: the punctuation expected.
    package mutating func expect(_ byte: UInt8) throws(ProjectEditError) {
        guard current == byte else { throw .malformed(offset: position) }
        position += 1
    }

    /// Reads one string token, quoted (`"…"` or `'…'`, with backslash escapes) or bare.
    /// - Returns: the token's bytes, quotes included.
    package mutating func readStringToken() throws(ProjectEditError) -> ByteSpan {
        let start = position
        guard let first = current else { throw .malformed(offset: start) }
        if first == Self.doubleQuote || first == Self.singleQuote {
            position += 1
            while position < bytes.count && bytes[position] != first {
                position += bytes[position] == Self.backslash ? 2 : 1
            }
            guard position < bytes.count else { throw .malformed(offset: start) }
            position += 1
        } else {
            while position < bytes.count && Self.isBare(bytes[position]) && !startsComment(at: position) {
                position += 1
            }
            guard position > start else { throw .malformed(offset: start) }
        }
        return ByteSpan(start: start, end: position)
    }

    /// Skips one value: a string token, `<…>` data, or a `{…}` / `(…)` with everything inside.
    ///
    /// Iterative, so a deeply nested file cannot exhaust the stack; brackets must pair up.
    package mutating func skipValue() throws(ProjectEditError) {
        var closers: [UInt8] = []
        repeat {
            try skipTrivia()
            guard let byte = current else { throw .malformed(offset: position) }
            switch byte {
            case Self.openBrace:
                closers.append(Self.closeBrace)
                position += 1
            case Self.openParen:
                closers.append(Self.closeParen)
                position += 1
            case Self.closeBrace, Self.closeParen:
                guard closers.last == byte else { throw .malformed(offset: position) }
                closers.removeLast()
                position += 1
            case Self.equals, Self.semicolon, Self.comma:
                guard !closers.isEmpty else { throw .malformed(offset: position) }
                position += 1
            case Self.lessThan:
                guard let close = bytes[position...].firstIndex(of: Self.greaterThan) else {
                    throw .malformed(offset: position)
                }
                position = close + 1
            default:
                _ = try readStringToken()
            }
        } while !closers.isEmpty
    }

    /// Reads a `{ key = value; … }` dictionary at the cursor.
    /// - Returns: its entries in order, and the offset of its `}`.
    package mutating func readDictionary() throws(ProjectEditError) -> (entries: [Entry], close: Int) {
        try expect(Self.openBrace)
        var entries: [Entry] = []
        while true {
            try skipTrivia()
            guard let byte = current else { throw .malformed(offset: position) }
            if byte == Self.closeBrace {
                position += 1
                return (entries, position - 1)
            }
            let key = try readStringToken()
            try skipTrivia()
            try expect(Self.equals)
            try skipTrivia()
            let start = position
            try skipValue()
            let value = ByteSpan(start: start, end: position)
            entries.append(Entry(key: OpenStepString.decode(bytes[key.range]), value: value))
            try skipTrivia()
            try expect(Self.semicolon)
        }
    }

    /// Reads a `( value, … )` list at the cursor.
    /// - Returns: where it opens and closes and where its elements are.
    package mutating func readList() throws(ProjectEditError) -> List {
        let open = position
        try expect(Self.openParen)
        var list = List(open: open, close: open, elements: [], endsWithComma: false)
        while true {
            try skipTrivia()
            guard let byte = current else { throw .malformed(offset: position) }
            if byte == Self.closeParen {
                list.close = position
                position += 1
                return list
            }
            guard list.elements.isEmpty || list.endsWithComma else { throw .malformed(offset: position) }
            let start = position
            try skipValue()
            list.elements.append(ByteSpan(start: start, end: position))
            list.endsWithComma = false
            try skipTrivia()
            if current == Self.comma {
                position += 1
                list.endsWithComma = true
            }
        }
    }

    /// Whether `//` or `/*` starts at `offset`.
    /// - Parameter offset: where to look.
    /// - Returns: true at the start of a comment.
    private func startsComment(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == Self.slash
            && (bytes[offset + 1] == Self.slash || bytes[offset + 1] == Self.star)
    }

    /// Whether a byte may appear in a bare (unquoted) string.
    ///
    /// Anything but white space and the syntax's punctuation: wider than what Xcode writes bare,
    /// so that any file a property list reader accepts is read.
    /// - Parameter byte: the byte.
    /// - Returns: true when it continues a bare string.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, openBrace, closeBrace, openParen, closeParen, equals, semicolon, comma,
            doubleQuote, singleQuote, lessThan, greaterThan:
            false
        default: true
        }
    }

    /// The byte `{`.
    package static let openBrace = UInt8(ascii: "{")
    /// The byte `}`.
    package static let closeBrace = UInt8(ascii: "}")
    /// The byte `(`.
    package static let openParen = UInt8(ascii: "(")
    /// The byte `)`.
    package static let closeParen = UInt8(ascii: ")")
    /// The byte `=`.
    package static let equals = UInt8(ascii: "=")
    /// The byte `;`.
    package static let semicolon = UInt8(ascii: ";")
    /// The byte `,`.
    package static let comma = UInt8(ascii: ",")
    /// The byte `"`.
    package static let doubleQuote = UInt8(ascii: "\"")
    /// The byte `'`.
    package static let singleQuote = UInt8(ascii: "'")
    /// The byte `\`.
    package static let backslash = UInt8(ascii: "\\")
    /// The byte `/`.
    package static let slash = UInt8(ascii: "/")
    /// The byte `*`.
    package static let star = UInt8(ascii: "*")
    /// The byte `<`.
    package static let lessThan = UInt8(ascii: "<")
    /// The byte `>`.
    package static let greaterThan = UInt8(ascii: ">")
}
