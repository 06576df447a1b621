import Foundation

/// Spells numbers one way, so `0.95999999999999996`, `0.96` and `9.6e-1` compare equal.
package enum CanonicalNumber {
    /// Significant digits kept: enough for any value a designer types, few enough to hide
    /// the float noise IB leaves in its 17-digit spellings.
    package static let significantDigits = 10

    /// The canonical spelling of a value that is a decimal number; other text unchanged.
    /// - Parameter text: an attribute value.
    /// - Returns: the canonical spelling.
    package static func normalize(_ text: String) -> String {
        guard let first = text.utf8.first,
            (first >= 0x30 && first <= 0x39) || first == 0x2D || first == 0x2B || first == 0x2E
        else { return text }
        guard looksNumeric(text), let value = Double(text), value.isFinite else { return text }
        // Fast paths: integers, and decimals short enough that the shortest spelling is exact.
        if value == value.rounded(), value.magnitude < 1e15 { return value == 0 ? "0" : String(Int64(value)) }
        if significantDigits(text) <= significantDigits { return String(value) }
        return spell(value)
    }

    /// Whether raw value bytes are already their own canonical spelling, so they can be copied
    /// without parsing: text that does not start like a number, and integers written without a
    /// sign, leading zeros or more than 15 digits (`-0` and `007` are respelled).
    /// - Parameter raw: an attribute value as written, without entity references.
    /// - Returns: true when `normalize` would return the text unchanged.
    package static func isCanonicalAsWritten(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = raw.first else { return true }
        guard (first >= 0x30 && first <= 0x39) || first == 0x2D || first == 0x2B || first == 0x2E else { return true }
        let digits = first == 0x2D ? UnsafeBufferPointer(rebasing: raw.dropFirst()) : raw
        guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        if digits[0] == 0x30 { return digits.count == 1 && first != 0x2D }
        return true
    }

    /// Digits of a decimal spelling, leading zeros not counted.
    private static func significantDigits(_ text: String) -> Int {
        var count = 0
        var leading = true
        for byte in text.utf8 {
            if byte == 0x65 || byte == 0x45 { break }
            guard byte >= 0x30 && byte <= 0x39 else { continue }
            if leading && byte == 0x30 { continue }
            leading = false
            count += 1
        }
        return count
    }

    /// The canonical spelling of a number.
    /// - Parameter value: the number.
    /// - Returns: integers without a decimal point, other values rounded to 10 significant digits.
    package static func spell(_ value: Double) -> String {
        if value == 0 { return "0" }
        // Round in decimal (printf's %.*e), then print the nearest double's shortest form.
        // With the C library's own printf, as Foundation's `String(format:)` formats a double,
        // without building a CFString and its format on the way (about 6 % of canonicalisation
        // on real apps, whose files spell most numbers with 17 digits).
        var buffer = [CChar](repeating: 0, count: 64)
        let length = withVaList([value]) { arguments in
            vsnprintf(&buffer, buffer.count, "%.\(significantDigits - 1)e", arguments)
        }
        let written = buffer.prefix(Int(max(0, min(length, 63))))
        let decimal = String(decoding: written.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let rounded = Double(decimal) ?? value
        if rounded == rounded.rounded(), rounded.magnitude < 1e15 {
            return String(Int64(rounded))
        }
        return String(rounded)
    }

    /// Whether text is a finite decimal number, as Interface Builder writes numbers (`-12`,
    /// `0.5`, `3.4e+38`): not `2R`, `nan`, `inf` or `0x18`, which only a hand edit writes.
    package static func isDecimal(_ text: String) -> Bool {
        looksNumeric(text) && Double(text)?.isFinite == true
    }

    /// Whether text has the grammar of a decimal number: `-12`, `0.5`, `3.4e+38`.
    private static func looksNumeric(_ text: String) -> Bool {
        var sawDigit = false
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        if index < utf8.endIndex && (utf8[index] == 0x2D || utf8[index] == 0x2B) { index = utf8.index(after: index) }
        var sawDot = false
        var sawExponent = false
        while index < utf8.endIndex {
            let byte = utf8[index]
            switch byte {
            case 0x30...0x39: sawDigit = true
            case 0x2E where !sawDot && !sawExponent: sawDot = true
            case 0x65, 0x45:
                guard sawDigit, !sawExponent else { return false }
                sawExponent = true
                let next = utf8.index(after: index)
                if next < utf8.endIndex && (utf8[next] == 0x2D || utf8[next] == 0x2B) { index = next }
            default: return false
            }
            index = utf8.index(after: index)
        }
        return sawDigit
    }
}
