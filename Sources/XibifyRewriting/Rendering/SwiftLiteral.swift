import XibifySupport

/// Text from the inputs written into generated Swift, escaped for the place it goes (#27).
///
/// A file name or a label can hold a newline: written raw into a `///` line it ends the comment
/// there, and the rest of the line becomes code. In a comment every character `PlainText`
/// escapes is written as its escape (nothing else ends a line comment); in a string literal the
/// quote and the backslash are escaped too, and control characters as `\u{…}`, which Swift reads
/// back as the same characters.
package enum SwiftLiteral {
    /// Text for the inside of a `//` or `///` comment line.
    /// - Parameter text: a name, label or path.
    /// - Returns: the text on one line.
    package static func comment(_ text: String) -> String {
        PlainText.escaped(text)
    }

    /// A Swift string literal that holds the text exactly.
    /// - Parameter text: any text.
    /// - Returns: the literal, with its double quotes.
    package static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if PlainText.isEscaped(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
