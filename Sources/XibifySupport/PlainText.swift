/// Text from the inputs made safe for one line of a text report or a diagnostic (#27).
///
/// A file name, a `userLabel` (`&#10;` in the XML is a newline), a scene's title or a selector
/// is the repository's to choose. Printed raw, a newline plants a line of its choice in a
/// report a script or a person reads, a carriage return or an escape sequence rewrites what
/// the terminal shows, and a bidirectional override reorders it. So every text format writes
/// them escaped: C0 controls, DEL and C1 controls, the line and paragraph separators U+2028 and
/// U+2029, and the bidirectional embeddings, overrides and isolates U+202A–U+202E and
/// U+2066–U+2069 (the "Trojan Source" characters). `\n`, `\r` and `\t` are written so; the
/// others as `\u{1B}`. JSON and SARIF escape them in their own syntax; HTML in its own.
package enum PlainText {
    /// Whether a scalar is written escaped.
    /// - Parameter scalar: a Unicode scalar.
    /// - Returns: true for control, line-breaking and bidirectional-control characters.
    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Text with every character `isEscaped` names written as an escape, so it stays on one line
    /// and shows what it holds.
    /// - Parameter text: a name, label, path or message.
    /// - Returns: the text, unchanged when nothing in it is escaped.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The escape of one scalar: `\n`, `\r`, `\t`, or `\u{HEX}`.
    /// - Parameter scalar: a scalar `isEscaped` names.
    /// - Returns: its escape.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
