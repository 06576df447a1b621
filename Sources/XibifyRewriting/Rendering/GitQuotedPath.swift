import XibifySupport

/// A path as `git diff` writes it in a diff header: as it is, or C-quoted when it holds a
/// character that would break the header (#27).
///
/// git quotes a path (`"a/foo\tbar"`) when it holds a double quote, a backslash or a control
/// character, and writes those as `\"`, `\\`, `\t`, `\n`, … or as octal bytes (`\033`);
/// `git apply` reads the same form back. A newline written raw would end the header line, and
/// `git apply` rejects the patch. Beyond git's own rule (which, with `core.quotePath`, quotes
/// every non-ASCII byte), the other characters `PlainText` escapes (C1 controls, U+2028,
/// bidirectional controls) are quoted too, as octal bytes; other non-ASCII text stays readable.
package enum GitQuotedPath {
    /// The path with its `a/` or `b/` prefix, quoted when it needs to be.
    /// - Parameters:
    ///   - prefix: `a/` or `b/`.
    ///   - path: the path relative to the repository.
    /// - Returns: `a/path`, or `"a/pa\th"`.
    package static func header(_ prefix: String, _ path: String) -> String {
        let whole = prefix + path
        guard whole.unicodeScalars.contains(where: needsQuoting) else { return whole }
        var out = "\""
        for scalar in whole.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{07}": out += "\\a"
            case "\u{08}": out += "\\b"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{0B}": out += "\\v"
            case "\u{0C}": out += "\\f"
            case "\r": out += "\\r"
            default:
                if PlainText.isEscaped(scalar) {
                    for byte in String(scalar).utf8 { out += "\\" + octal(byte) }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func needsQuoting(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\\" || PlainText.isEscaped(scalar)
    }

    /// Three octal digits, as git writes a byte.
    private static func octal(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 8)
        return String(repeating: "0", count: 3 - digits.count) + digits
    }
}
