/// Strings as `project.pbxproj` writes them: bare when Xcode leaves them bare, else in double
/// quotes with backslash escapes.
package enum OpenStepString {
    /// The text of a string token, quotes removed and escapes resolved.
    /// - Parameter token: the token's bytes, as `OpenStepScanner.readStringToken` finds them.
    /// - Returns: the string.
    package static func decode(_ token: ArraySlice<UInt8>) -> String {
        guard let first = token.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), token.count >= 2
        else { return String(decoding: token, as: UTF8.self) }
        let inner = token.dropFirst().dropLast()
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        var out: [UInt8] = []
        var index = inner.startIndex
        while index < inner.endIndex {
            let byte = inner[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < inner.endIndex else {
                out.append(byte)
                continue
            }
            let escaped = inner[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "U"):
                let end = min(index + 4, inner.endIndex)
                if let code = UInt32(String(decoding: inner[index..<end], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(code)
                {
                    out += Array(String(Character(scalar)).utf8)
                    index = end
                } else {
                    out.append(escaped)
                }
            default: out.append(escaped)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A string as Xcode writes it: bare when it is not empty, every character is a letter, a digit or
    /// one of `_$./`, and it holds neither `//` (which would start a comment) nor `___` (Xcode's
    /// template placeholders); else in double quotes with `\`, `"`, tab and line breaks escaped.
    ///
    /// Checked against the corpus's projects: `-`, `+`, `@`, `~` and spaces are always quoted there,
    /// `.`, `/` and `_` never.
    /// - Parameter text: the string.
    /// - Returns: its token.
    package static func encode(_ text: String) -> String {
        let bare =
            !text.isEmpty && !text.containsBytes("//") && !text.containsBytes("___")
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."),
                    UInt8(ascii: "/"):
                    true
                default: false
                }
            }
        if bare { return text }
        return "\"" + escaped(text) + "\""
    }

    /// The text of a quoted string, escaped as property lists (and `.strings` files) escape it:
    /// backslash, double quote, line feed, carriage return and tab.
    package static func escaped(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
