/// Decodes raw XML text: entity and character references, CDATA sections, and the
/// whitespace normalisation XML applies to attribute values.
package enum XMLText {
    /// Decodes an attribute value's raw bytes (between the quotes).
    /// - Parameter raw: the raw value.
    /// - Returns: the value as the XML parser reports it.
    package static func decodeAttribute(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        decode(raw, normaliseWhitespace: true)
    }

    /// Decodes an element's raw character content.
    /// - Parameter raw: the bytes between the start and the end tag.
    /// - Returns: the text, with CDATA sections taken literally.
    package static func decodeContent(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        decode(raw, normaliseWhitespace: false)
    }

    private static func decode(_ raw: UnsafeBufferPointer<UInt8>, normaliseWhitespace: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == 0x26, let (decoded, length) = reference(raw, at: index) {
                out.append(contentsOf: decoded)
                index += length
            } else if byte == 0x3C, let length = cdata(raw, at: index, into: &out) {
                index += length
            } else if normaliseWhitespace && (byte == 0x09 || byte == 0x0A || byte == 0x0D) {
                // A CR LF pair is one line break, and becomes one space.
                if byte == 0x0D && index + 1 < raw.count && raw[index + 1] == 0x0A { index += 1 }
                out.append(0x20)
                index += 1
            } else if !normaliseWhitespace && byte == 0x0D {
                if !(index + 1 < raw.count && raw[index + 1] == 0x0A) { out.append(0x0A) }
                index += 1
            } else {
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func reference(_ raw: UnsafeBufferPointer<UInt8>, at start: Int) -> ([UInt8], Int)? {
        var end = start + 1
        while end < raw.count && raw[end] != 0x3B && end - start < 12 { end += 1 }
        guard end < raw.count, raw[end] == 0x3B else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: raw[(start + 1)..<end]), as: UTF8.self)
        let length = end - start + 1
        switch name {
        case "amp": return ([0x26], length)
        case "lt": return ([0x3C], length)
        case "gt": return ([0x3E], length)
        case "quot": return ([0x22], length)
        case "apos": return ([0x27], length)
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value =
                digits.hasPrefix("x") || digits.hasPrefix("X")
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (Array(String(Character(scalar)).utf8), length)
        }
    }

    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)

    private static func cdata(_ raw: UnsafeBufferPointer<UInt8>, at start: Int, into out: inout [UInt8]) -> Int? {
        guard raw.count - start >= cdataOpen.count,
            zip(raw[start..<(start + cdataOpen.count)], cdataOpen).allSatisfy({ $0 == $1 })
        else { return nil }
        var index = start + cdataOpen.count
        while index + 2 < raw.count {
            if raw[index] == 0x5D && raw[index + 1] == 0x5D && raw[index + 2] == 0x3E {
                out.append(contentsOf: raw[(start + cdataOpen.count)..<index])
                return index + 3 - start
            }
            index += 1
        }
        return nil
    }
}
