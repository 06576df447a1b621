/// Finds the raw value spans of a start tag's attributes in the file's own bytes.
///
/// libxml2 hands out pointers into its input only for values that needed no decoding;
/// for the others this re-reads `<tag a="…" b='…'>` to recover where the raw bytes lie.
package enum StartTagScanner {
    /// The spans between the quotes of every attribute, in document order.
    /// - Parameters:
    ///   - bytes: the document.
    ///   - start: offset of the tag's `<`.
    ///   - end: offset just past the tag's `>`.
    /// - Returns: one `(start, end)` pair per attribute.
    package static func valueSpans(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> [(Int, Int)] {
        var spans: [(Int, Int)] = []
        var index = start + 1
        // Skip the tag name.
        while index < end && !isSpace(bytes[index]) && bytes[index] != 0x3E && bytes[index] != 0x2F { index += 1 }
        while index < end {
            let byte = bytes[index]
            if byte == 0x22 || byte == 0x27 {
                let quote = byte
                let valueStart = index + 1
                index = valueStart
                while index < end && bytes[index] != quote { index += 1 }
                spans.append((valueStart, index))
            }
            index += 1
        }
        return spans
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
