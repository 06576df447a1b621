import XibifyFormat

/// Copies an element's exact text to another nesting depth.
///
/// Every line of the element moves by the same number of spaces, except the lines that
/// start inside raw text content (multi-line `<string>`s, base64 data), which Xcode never
/// indents and which must keep their bytes.
package enum Reindenter {
    /// The element's text with its first line at `indent` spaces (the caller writes those
    /// spaces for the first line) and its other lines shifted to match.
    /// - Parameters:
    ///   - element: the element.
    ///   - document: its document.
    ///   - indent: the new indentation of the element's first line.
    ///   - newline: the line ending to write.
    /// - Returns: the text, from `<` to the end tag's `>`.
    package static func text(of element: Int, in document: IBDocument, indent: Int, newline: String = "\n") -> String {
        let record = document.elements[element]
        let oldIndent = indentation(of: Int(record.start), in: document)
        let protected = rawTextRanges(in: element, document)
        let bytes = document.bytes
        var out: [UInt8] = []
        var lineStart = Int(record.start)
        var first = true
        let end = Int(record.end)
        while lineStart < end {
            var lineEnd = lineStart
            while lineEnd < end && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var content = lineStart
            if !first && !protected.contains(where: { $0.contains(lineStart) }) {
                var removed = 0
                while content < lineEnd && bytes[content] == 0x20 && removed < oldIndent {
                    content += 1
                    removed += 1
                }
                out += Array(repeating: 0x20, count: indent)
            }
            var stop = lineEnd
            if stop > content && bytes[stop - 1] == 0x0D { stop -= 1 }
            out += bytes[content..<stop]
            if lineEnd < end {
                out += Array(newline.utf8)
            }
            lineStart = lineEnd + 1
            first = false
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The number of spaces before an offset on its line.
    package static func indentation(of offset: Int, in document: IBDocument) -> Int {
        var index = offset
        while index > 0 && document.bytes[index - 1] == 0x20 { index -= 1 }
        return offset - index
    }

    /// Byte ranges of leaf elements' character content (after the start tag, before the end tag).
    private static func rawTextRanges(in element: Int, _ document: IBDocument) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in element..<Int(document.elements[element].subtreeEnd) {
            let record = document.elements[index]
            guard Int(record.subtreeEnd) == index + 1, record.end > record.startTagEnd else { continue }
            ranges.append((Int(record.startTagEnd) + 1)..<Int(record.end))
        }
        return ranges
    }

    /// The document's line ending: CRLF if its first line ends so, else LF.
    package static func newline(of document: IBDocument) -> String {
        guard let index = document.bytes.firstIndex(of: 0x0A) else { return "\n" }
        return index > 0 && document.bytes[index - 1] == 0x0D ? "\r\n" : "\n"
    }
}
