/// Text made safe for the HTML report, which is also well-formed XML (XHTML serialisation).
///
/// Every text from an IB file is hostile input: it is escaped for element content and attribute
/// values alike, and characters XML 1.0 forbids (C0 controls other than tab, line feed and
/// carriage return; U+FFFE and U+FFFF) become U+FFFD, so the page always parses.
package enum HTMLText {
    /// Escapes text for element content or a double- or single-quoted attribute value.
    /// - Parameter text: any text.
    /// - Returns: the text with `&`, `<`, `>`, `"` and `'` as references and forbidden characters replaced.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A number of points for SVG coordinates: at most two decimals, no exponent, no locale.
    ///
    /// Frames come from the files, so a number may be anything `Double` reads: one that is not
    /// finite is written 0, and one beyond a billion is held at a billion.
    /// - Parameter value: the number.
    /// - Returns: its text, such as `12`, `12.5` or `-0.33`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (min(max(value, -1e9), 1e9) * 100).rounded()
        let whole = Int(hundredths) / 100
        let fraction = abs(Int(hundredths)) % 100
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        guard fraction != 0 else { return sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }

    /// Shortens text to a number of characters, ending it with an ellipsis when cut.
    /// - Parameters:
    ///   - text: the text.
    ///   - limit: the most characters kept, the ellipsis included.
    /// - Returns: the text, or its start and `…`.
    package static func truncated(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        guard limit > 1 else { return limit == 1 ? "…" : "" }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// Line breaks and tabs as spaces: for one-line labels.
    package static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" ? " " : $0 })
    }
}
