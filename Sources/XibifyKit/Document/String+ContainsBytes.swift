extension String {
    /// True when `part` occurs in the string, compared as UTF-8 bytes.
    ///
    /// With Foundation imported, `contains(_:)` resolves to Foundation's `range(of:)`, which
    /// costs about 10,000 instructions a call on Linux; every parsed document asks this up to
    /// five times, and `rewrite` parses a document for every placeholder it verifies.
    func containsBytes(_ part: String) -> Bool {
        let text = Array(utf8)
        let needle = Array(part.utf8)
        guard let first = needle.first else { return true }
        guard needle.count <= text.count else { return false }
        for start in 0...(text.count - needle.count)
        where text[start] == first && text[start..<start + needle.count].elementsEqual(needle) {
            return true
        }
        return false
    }
}
