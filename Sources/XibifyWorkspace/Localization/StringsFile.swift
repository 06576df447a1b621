import Foundation

/// A `.strings` file read for byte-exact editing: its encoding and, for each entry, the key, the
/// value and where they are, so entries can be moved between files without touching any other
/// byte (IB-FORMAT.md §5.3; the first part of moving translations with the views they translate).
///
/// The old-style property-list syntax Xcode and ibtool write: `"key" = "value";`, keys and values
/// quoted or bare words, `/* … */` and `//` comments, escapes `\"`, `\\`, `\n`, `\t`, `\r`,
/// `\a`, `\b`, `\f`, `\v`, octal `\ooo` and `\Uxxxx`, as Foundation reads them. Files are UTF-8, or UTF-16 (either byte order) with a byte-order mark; both occur in
/// real apps and each file keeps its own. Foundation's reader would give the values but not
/// where they are, nor the comment Xcode writes above each entry.
package struct StringsFile: Sendable, Equatable {
    /// How the file is encoded.
    package enum Encoding: Sendable, Equatable {
        /// UTF-8, with or without a byte-order mark.
        case utf8(byteOrderMark: Bool)
        /// UTF-16 little-endian, with its byte-order mark.
        case utf16LittleEndian
        /// UTF-16 big-endian, with its byte-order mark.
        case utf16BigEndian

        /// Bytes per code unit.
        package var unitSize: Int {
            if case .utf8 = self { return 1 }
            return 2
        }

        /// Bytes of the byte-order mark.
        package var markSize: Int {
            switch self {
            case .utf8(let mark): return mark ? 3 : 0
            case .utf16LittleEndian, .utf16BigEndian: return 2
            }
        }
    }

    /// One `key = value;` entry.
    package struct Entry: Sendable, Equatable {
        /// The key, unescaped (`K8e-rz-6qx.text`).
        package var key: String
        /// The value, unescaped.
        package var value: String
        /// The bytes of the entry itself, from its key to its `;`.
        package var span: Range<Int>
        /// The bytes to delete to remove the entry with its own lines: the comment right above it
        /// (Xcode's `/* Class = …; ObjectID = …; */`), the entry, its line break, and one blank
        /// line after it.
        package var removalSpan: Range<Int>
        /// The object id of an Interface Builder key (`K8e-rz-6qx` of `K8e-rz-6qx.text`).
        ///
        /// An ASCII key is searched as bytes, where a byte is a `Character`: searching Characters
        /// cost about 4,400 instructions a key (#28, second part).
        package var objectID: String? {
            if key.utf8.allSatisfy({ $0 < 0x80 }) {
                guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
                return String(key[..<dot])
            }
            guard let dot = key.firstIndex(of: ".") else { return nil }
            return String(key[..<dot])
        }
    }

    /// Why a file cannot be read as `.strings`.
    package enum Problem: Error, Sendable, Equatable {
        /// UTF-16 with an odd number of bytes, or bytes that are not text in the encoding.
        case undecodable
        /// The syntax breaks at this byte.
        case syntax(offset: Int)
    }

    /// The file's bytes.
    package let bytes: [UInt8]
    /// Its encoding.
    package let encoding: Encoding
    /// Its entries, in file order.
    package let entries: [Entry]
    /// The line break the file uses (`\n` or `\r\n`).
    package let lineBreak: String

    /// Reads a file's bytes.
    /// - Throws: `Problem` for bytes that are not a `.strings` file.
    package init(bytes: [UInt8]) throws(Problem) {
        self.bytes = bytes
        let encoding: Encoding
        if bytes.starts(with: [0xFF, 0xFE]) {
            encoding = .utf16LittleEndian
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            encoding = .utf16BigEndian
        } else {
            encoding = .utf8(byteOrderMark: bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        }
        self.encoding = encoding
        guard (bytes.count - encoding.markSize) % encoding.unitSize == 0 else { throw .undecodable }
        // Code units: the syntax is all ASCII, which is one unit in either encoding.
        let start = encoding.markSize
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / encoding.unitSize)
        var index = start
        while index < bytes.count {
            switch encoding {
            case .utf8: units.append(UInt16(bytes[index]))
            case .utf16LittleEndian: units.append(UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8)
            case .utf16BigEndian: units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            }
            index += encoding.unitSize
        }
        let offset = { (unit: Int) in start + unit * encoding.unitSize }
        lineBreak = units.firstIndex(of: 0x0A).map { $0 > 0 && units[$0 - 1] == 0x0D ? "\r\n" : "\n" } ?? "\n"
        var parser = Parser(units: units, encoding: encoding, bytes: bytes, offset: offset)
        do {
            entries = try parser.entries()
        } catch let problem as Problem {
            throw problem
        } catch {
            throw .undecodable
        }
    }

    /// The bytes of a text in the file's encoding (no byte-order mark).
    package func encode(_ text: String) -> [UInt8] {
        switch encoding {
        case .utf8: return Array(text.utf8)
        case .utf16LittleEndian: return text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf16BigEndian: return text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        }
    }

    /// An entry as Xcode writes it, with its comment and a blank line after, in the file's encoding.
    package func encodedEntry(key: String, value: String, comment: String?) -> [UInt8] {
        encode(entryText(key: key, value: value, comment: comment) + lineBreak + lineBreak)
    }

    /// An entry's text, its comment on the line above, up to its `;`.
    package func entryText(key: String, value: String, comment: String?) -> String {
        (comment.map { "/* \($0) */" + lineBreak } ?? "") + "\"\(Self.escape(key))\" = \"\(Self.escape(value))\";"
    }

    /// A value escaped for a quoted string (the property-list escapes, `OpenStepString`).
    package static func escape(_ text: String) -> String { OpenStepString.escaped(text) }

    /// The recursive-descent reader over code units.
    private struct Parser {
        let units: [UInt16]
        let encoding: Encoding
        let bytes: [UInt8]
        let offset: (Int) -> Int
        var position = 0

        mutating func entries() throws -> [Entry] {
            var result: [Entry] = []
            var commentStart: Int?
            var lastEnd = 0
            while true {
                // Blanks and comments; remember where the comment right above an entry starts.
                var sawBlankLine = false
                while position < units.count {
                    let unit = units[position]
                    if unit == 0x2F && position + 1 < units.count && units[position + 1] == 0x2A {
                        if sawBlankLine || commentStart == nil { commentStart = position }
                        sawBlankLine = false
                        guard let end = find([0x2A, 0x2F], from: position + 2) else {
                            throw Problem.syntax(offset: offset(position))
                        }
                        position = end + 2
                    } else if unit == 0x2F && position + 1 < units.count && units[position + 1] == 0x2F {
                        if sawBlankLine || commentStart == nil { commentStart = position }
                        sawBlankLine = false
                        while position < units.count && units[position] != 0x0A { position += 1 }
                    } else if unit == 0x0A {
                        // A blank line between a comment and an entry detaches the comment.
                        if let last = lastNonBlank(before: position), units[last] == 0x0A { sawBlankLine = true }
                        position += 1
                    } else if unit == 0x20 || unit == 0x09 || unit == 0x0D {
                        position += 1
                    } else {
                        break
                    }
                }
                guard position < units.count else { break }
                if sawBlankLine { commentStart = nil }
                let entryStart = position
                let key = try string()
                skipBlanks()
                guard position < units.count, units[position] == 0x3D else {
                    throw Problem.syntax(offset: offset(position))
                }
                position += 1
                skipBlanks()
                let value = try string()
                skipBlanks()
                guard position < units.count, units[position] == 0x3B else {
                    throw Problem.syntax(offset: offset(position))
                }
                position += 1
                let entryEnd = position
                // The removal takes the entry's lines: from its comment (or its own line start) to
                // its line break, and one blank line after.
                var removalStart = commentStart ?? entryStart
                while removalStart > lastEnd && (units[removalStart - 1] == 0x20 || units[removalStart - 1] == 0x09) {
                    removalStart -= 1
                }
                var removalEnd = entryEnd
                while removalEnd < units.count && (units[removalEnd] == 0x20 || units[removalEnd] == 0x09) {
                    removalEnd += 1
                }
                for _ in 0..<2 {
                    if removalEnd < units.count && units[removalEnd] == 0x0D { removalEnd += 1 }
                    if removalEnd < units.count && units[removalEnd] == 0x0A {
                        removalEnd += 1
                    } else {
                        break
                    }
                    // A second line break only when that line is blank.
                    var probe = removalEnd
                    while probe < units.count && (units[probe] == 0x20 || units[probe] == 0x09) { probe += 1 }
                    guard probe < units.count, units[probe] == 0x0A || units[probe] == 0x0D else { break }
                    removalEnd = probe
                }
                result.append(
                    Entry(
                        key: key, value: value, span: offset(entryStart)..<offset(entryEnd),
                        removalSpan: offset(removalStart)..<offset(removalEnd)))
                commentStart = nil
                lastEnd = removalEnd
                position = max(position, entryEnd)
            }
            return result
        }

        private func lastNonBlank(before index: Int) -> Int? {
            var probe = index - 1
            while probe >= 0 && (units[probe] == 0x20 || units[probe] == 0x09 || units[probe] == 0x0D) { probe -= 1 }
            return probe >= 0 ? probe : nil
        }

        private mutating func skipBlanks() {
            while position < units.count && [0x20, 0x09, 0x0D, 0x0A].contains(units[position]) { position += 1 }
        }

        private func find(_ pattern: [UInt16], from start: Int) -> Int? {
            var index = start
            // Compared in place: an `Array` made per position (to compare with `==`) was most of
            // the time spent reading translations (every comment is searched for its end).
            while index + pattern.count <= units.count {
                if units[index..<index + pattern.count].elementsEqual(pattern) { return index }
                index += 1
            }
            return nil
        }

        /// A quoted string or a bare word, unescaped.
        private mutating func string() throws -> String {
            guard position < units.count else { throw Problem.syntax(offset: offset(position)) }
            if units[position] != 0x22 {
                let start = position
                while position < units.count, let scalar = Unicode.Scalar(UInt32(units[position])),
                    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_$./:-".unicodeScalars.contains(scalar)
                {
                    position += 1
                }
                guard position > start else { throw Problem.syntax(offset: offset(position)) }
                return decode(start..<position)
            }
            position += 1
            var text = ""
            var runStart = position
            while position < units.count && units[position] != 0x22 {
                guard units[position] == 0x5C else {
                    position += 1
                    continue
                }
                text += decode(runStart..<position)
                guard position + 1 < units.count else { throw Problem.syntax(offset: offset(position)) }
                let escaped = units[position + 1]
                position += 2
                switch escaped {
                case 0x6E: text += "\n"
                case 0x74: text += "\t"
                case 0x72: text += "\r"
                case 0x61: text += "\u{07}"
                case 0x62: text += "\u{08}"
                case 0x66: text += "\u{0C}"
                case 0x76: text += "\u{0B}"
                case 0x30...0x37:  // \ooo, up to three octal digits
                    var code = UInt32(escaped - 0x30)
                    var digits = 1
                    while digits < 3, position < units.count, (0x30...0x37).contains(units[position]) {
                        code = code * 8 + UInt32(units[position] - 0x30)
                        position += 1
                        digits += 1
                    }
                    if let scalar = Unicode.Scalar(code) { text.unicodeScalars.append(scalar) }
                case 0x55, 0x75:  // \Uxxxx
                    guard position + 4 <= units.count,
                        let code = UInt32(decode(position..<position + 4), radix: 16), let scalar = Unicode.Scalar(code)
                    else { throw Problem.syntax(offset: offset(position)) }
                    text.unicodeScalars.append(scalar)
                    position += 4
                default: text += decode((position - 1)..<position)
                }
                runStart = position
            }
            guard position < units.count else { throw Problem.syntax(offset: offset(position)) }
            text += decode(runStart..<position)
            position += 1
            return text
        }

        /// The text of a range of units.
        private func decode(_ range: Range<Int>) -> String {
            switch encoding {
            case .utf8:
                return String(decoding: bytes[offset(range.lowerBound)..<offset(range.upperBound)], as: UTF8.self)
            case .utf16LittleEndian, .utf16BigEndian:
                return String(decoding: units[range], as: UTF16.self)
            }
        }
    }
}
