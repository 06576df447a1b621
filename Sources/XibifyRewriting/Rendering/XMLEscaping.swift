/// Escapes values the way Xcode writes them (IB-FORMAT.md §9.1): `&`, `<`, `>` and `"`
/// in attribute values, never the apostrophe; control characters as character references.
package enum XMLEscaping {
    /// An attribute value, ready to go between double quotes.
    package static func attribute(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
