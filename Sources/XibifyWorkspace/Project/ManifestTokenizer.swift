/// The tokens of a Swift manifest's text, as far as `ManifestExpression` needs them.
///
/// Comments (`//` to the end of the line, `/* */` nested as Swift nests them) are skipped;
/// string literals are one token each: `"…"` and raw `#"…"#` with their value, escapes
/// resolved, unless they interpolate (`\(…)`, `\#(…)`), and multi-line `"""` ones without a value
/// (a manifest's paths are not written so). Identifiers (with backticks taken off), brackets,
/// `,`, `:` and `.` are tokens of their own; every other run (a number, an operator) is `other`.
package enum ManifestTokenizer {
    /// One token.
    package struct Token: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            case identifier(String)
            /// A string literal; nil when its value needs running Swift (interpolation) or is multi-line.
            case string(String?)
            /// `(`, `[` or `{`.
            case open(Character)
            /// `)`, `]` or `}`.
            case close(Character)
            case comma
            case colon
            case dot
            case other
        }

        package var kind: Kind
        /// Its bytes in the text.
        package var range: Range<Int>
    }

    /// The tokens of a text.
    /// - Parameter code: the text's UTF-8 bytes.
    package static func tokens(of code: [UInt8]) -> [Token] {
        var reader = Reader(code: code)
        var tokens: [Token] = []
        while let token = reader.next() { tokens.append(token) }
        return tokens
    }

    /// Walks the bytes.
    private struct Reader {
        let code: [UInt8]
        var index = 0
        /// How many interpolations the current byte is inside.
        var interpolations = 0

        func byte(_ offset: Int = 0) -> UInt8? {
            index + offset < code.count ? code[index + offset] : nil
        }

        static func isIdentifier(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
                || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
        }

        /// The next token, comments and spaces skipped.
        mutating func next() -> Token? {
            skipSpaceAndComments()
            guard let first = byte() else { return nil }
            let start = index
            func token(_ kind: Token.Kind) -> Token { Token(kind: kind, range: start..<index) }
            switch first {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                index += 1
                return token(.open(Character(Unicode.Scalar(first))))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                index += 1
                return token(.close(Character(Unicode.Scalar(first))))
            case UInt8(ascii: ","):
                index += 1
                return token(.comma)
            case UInt8(ascii: ":"):
                index += 1
                return token(.colon)
            case UInt8(ascii: "."):
                // `...` and `..<` are operators.
                if byte(1) == UInt8(ascii: ".") {
                    while byte() == UInt8(ascii: ".") || byte() == UInt8(ascii: "<") { index += 1 }
                    return token(.other)
                }
                index += 1
                return token(.dot)
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var hashes = 0
                while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard byte(hashes) == UInt8(ascii: "\"") else {
                    // `#if`, `#selector`: a directive or keyword, read as other.
                    index += max(hashes, 1)
                    while let next = byte(), Self.isIdentifier(next) { index += 1 }
                    return token(.other)
                }
                index += hashes
                return token(.string(stringLiteral(hashes: hashes)))
            case UInt8(ascii: "`"):
                index += 1
                let nameStart = index
                while let next = byte(), next != UInt8(ascii: "`"), next != 0x0A { index += 1 }
                let name = String(decoding: code[nameStart..<index], as: UTF8.self)
                if byte() == UInt8(ascii: "`") { index += 1 }
                return token(.identifier(name))
            default:
                if Self.isIdentifier(first) && !(first >= 0x30 && first <= 0x39) {
                    while let next = byte(), Self.isIdentifier(next) { index += 1 }
                    return token(.identifier(String(decoding: code[start..<index], as: UTF8.self)))
                }
                if first >= 0x30 && first <= 0x39 {
                    // A number: digits, letters (`0x1F`, `1e3`), `_` and a fraction's `.`.
                    while let next = byte(),
                        Self.isIdentifier(next) || (next == UInt8(ascii: ".") && byte(1).map(Self.isDigit) == true)
                    {
                        index += 1
                    }
                    return token(.other)
                }
                // An operator, or a byte no other token starts with: one token per byte, so
                // that `/*` after an operator still starts a comment.
                index += 1
                return token(.other)
            }
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        /// Skips spaces, `//` comments and `/* */` comments (nested).
        mutating func skipSpaceAndComments() {
            while let current = byte() {
                if Self.isSpace(current) {
                    index += 1
                } else if current == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "/") {
                    while let next = byte(), next != 0x0A { index += 1 }
                } else if current == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
                    index += 2
                    var depth = 1
                    while depth > 0, let next = byte() {
                        if next == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
                            depth += 1
                            index += 2
                        } else if next == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/") {
                            depth -= 1
                            index += 2
                        } else {
                            index += 1
                        }
                    }
                } else {
                    return
                }
            }
        }

        /// Reads a string literal from its opening quote (after its `#`s) through its closing
        /// delimiter; its value, or nil when it interpolates or is multi-line.
        mutating func stringLiteral(hashes: Int) -> String? {
            let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            var value: [UInt8] = []
            var readable = !multiline
            while let current = byte() {
                if current == UInt8(ascii: "\"") && closes(multiline: multiline, hashes: hashes) {
                    index += (multiline ? 3 : 1) + hashes
                    return readable ? String(decoding: value, as: UTF8.self) : nil
                }
                if current == 0x0A && !multiline {
                    // An unterminated literal ends at the line's end.
                    return nil
                }
                if current == UInt8(ascii: "\\") && escapes(hashes: hashes) {
                    index += 1 + hashes
                    guard let escaped = byte() else { return nil }
                    switch escaped {
                    case UInt8(ascii: "("):
                        readable = false
                        index += 1
                        skipInterpolation()
                        continue
                    case UInt8(ascii: "n"): value.append(0x0A)
                    case UInt8(ascii: "t"): value.append(0x09)
                    case UInt8(ascii: "r"): value.append(0x0D)
                    case UInt8(ascii: "0"): value.append(0)
                    case UInt8(ascii: "u"):
                        // `\u{1F600}`: a scalar by its hex digits.
                        var digits: [UInt8] = []
                        var end = index + 1
                        if end < code.count && code[end] == UInt8(ascii: "{") {
                            end += 1
                            while end < code.count && code[end] != UInt8(ascii: "}") && digits.count < 8 {
                                digits.append(code[end])
                                end += 1
                            }
                        }
                        if let number = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
                            let scalar = Unicode.Scalar(number)
                        {
                            value += Array(String(Character(scalar)).utf8)
                        } else {
                            readable = false
                        }
                        index = min(end + 1, code.count)
                        continue
                    default: value.append(escaped)
                    }
                    index += 1
                    continue
                }
                value.append(current)
                index += 1
            }
            return nil
        }

        /// Whether the `"` at the current byte closes the literal.
        func closes(multiline: Bool, hashes: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            for offset in 0..<quotes where byte(offset) != UInt8(ascii: "\"") { return false }
            for offset in 0..<hashes where byte(quotes + offset) != UInt8(ascii: "#") { return false }
            return true
        }

        /// Whether the `\` at the current byte escapes (a raw string's needs its `#`s after it).
        func escapes(hashes: Int) -> Bool {
            for offset in 0..<hashes where byte(1 + offset) != UInt8(ascii: "#") { return false }
            return true
        }

        /// Skips an interpolation's code after its `(`, through the matching `)`, with the
        /// strings and comments inside it.
        mutating func skipInterpolation() {
            // Strings in interpolations in strings…: past a few levels the rest of the text is
            // not read (no manifest nests so; the reader's stack stays bounded).
            guard interpolations < 8 else {
                index = code.count
                return
            }
            interpolations += 1
            defer { interpolations -= 1 }
            var depth = 1
            while depth > 0, let token = next() {
                switch token.kind {
                case .open("("): depth += 1
                case .close(")"): depth -= 1
                default: break
                }
            }
        }
    }
}
