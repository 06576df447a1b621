/// Substring search on UTF-8 bytes, for the few places that look for fixed text.
///
/// With Foundation imported, `String.contains(_:)` and `range(of:)` are Foundation's, about
/// 10,000 instructions a call on Linux: every parsed document asks up to five times which
/// platform and kind it is, and `rewrite` parses a document for every placeholder it verifies
/// and reads every wrapper it generates.
package enum ByteSearch {
    /// Where `needle` first occurs in `text`.
    /// - Parameters:
    ///   - needle: the bytes to find; empty is found at the start.
    ///   - text: the bytes to search.
    /// - Returns: the index in `text` where the first occurrence starts, or nil.
    package static func firstOffset(of needle: [UInt8], in text: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first else { return text.startIndex }
        guard needle.count <= text.count else { return nil }
        for start in text.startIndex...(text.endIndex - needle.count)
        where text[start] == first && text[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }
}

extension String {
    /// True when `part` occurs in the string, compared as UTF-8 bytes (see `ByteSearch`).
    package func containsBytes(_ part: String) -> Bool {
        ByteSearch.firstOffset(of: Array(part.utf8), in: Array(utf8)[...]) != nil
    }
}
