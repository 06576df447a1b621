/// A replacement of one byte span of a file; every byte outside the edited spans is kept.
package struct TextEdit: Sendable, Hashable {
    /// The bytes replaced.
    package var span: ByteSpan
    /// What replaces them.
    package var replacement: [UInt8]

    /// Creates an edit.
    /// - Parameters:
    ///   - span: the bytes replaced.
    ///   - replacement: the new text.
    package init(span: ByteSpan, replacement: String) {
        self.span = span
        self.replacement = Array(replacement.utf8)
    }

    /// The one edit that turns `old` into `new`: the span between their common start and their
    /// common end (empty when they are equal).
    package static func spanning(from old: [UInt8], to new: [UInt8]) -> TextEdit {
        var start = 0
        while start < old.count && start < new.count && old[start] == new[start] { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start && newEnd > start && old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var edit = TextEdit(span: ByteSpan(start: start, end: oldEnd), replacement: "")
        edit.replacement = Array(new[start..<newEnd])
        return edit
    }

    /// The edits of the original that give what `later` makes of what `earlier` made of it.
    ///
    /// `earlier` is in the original's coordinates, `later` in those of `earlier`'s result. Edits
    /// of the two that overlap or touch become one, spanning them (the later one's text over the
    /// earlier ones' place); every other edit stays as small as it was, so a diff of the result
    /// compares only what changed.
    /// - Parameters:
    ///   - earlier: the first edits.
    ///   - later: the edits of their result.
    ///   - final: the bytes after both.
    /// - Returns: non-overlapping edits of the original, in order.
    package static func composed(_ earlier: [TextEdit], then later: [TextEdit], final: [UInt8]) -> [TextEdit] {
        // Each edit as an interval of the intermediate text, with what it adds to its text's length.
        struct Piece {
            var start: Int
            var end: Int
            var isEarlier: Bool
            var growth: Int
        }
        var pieces: [Piece] = []
        var shift = 0
        for edit in earlier.sorted(by: { $0.span.start < $1.span.start }) {
            let start = edit.span.start + shift
            let growth = edit.replacement.count - (edit.span.end - edit.span.start)
            pieces.append(Piece(start: start, end: start + edit.replacement.count, isEarlier: true, growth: growth))
            shift += growth
        }
        for edit in later {
            let growth = edit.replacement.count - (edit.span.end - edit.span.start)
            pieces.append(Piece(start: edit.span.start, end: edit.span.end, isEarlier: false, growth: growth))
        }
        pieces.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        // Groups of pieces that overlap or touch, in the intermediate text.
        var groups: [[Piece]] = []
        for piece in pieces {
            if let last = groups.last?.map(\.end).max(), piece.start <= last {
                groups[groups.count - 1].append(piece)
            } else {
                groups.append([piece])
            }
        }
        var result: [TextEdit] = []
        var earlierGrowth = 0  // of the earlier edits before the group, in the original
        var laterGrowth = 0  // of the later edits before the group, in the final text
        for group in groups {
            let start = group.map(\.start).min() ?? 0
            let end = group.map(\.end).max() ?? 0
            let ownEarlier = group.filter(\.isEarlier).reduce(0) { $0 + $1.growth }
            let ownLater = group.filter { !$0.isEarlier }.reduce(0) { $0 + $1.growth }
            let span = ByteSpan(start: start - earlierGrowth, end: end - earlierGrowth - ownEarlier)
            let finalStart = start + laterGrowth
            var edit = TextEdit(span: span, replacement: "")
            edit.replacement = Array(final[finalStart..<(end + laterGrowth + ownLater)])
            result.append(edit)
            earlierGrowth += ownEarlier
            laterGrowth += ownLater
        }
        return result
    }

    /// Applies non-overlapping edits to a buffer.
    /// - Parameters:
    ///   - edits: the edits, in any order.
    ///   - bytes: the original bytes.
    /// - Returns: the edited bytes.
    package static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits.sorted(by: { $0.span.start < $1.span.start }) {
            precondition(edit.span.start >= cursor, "overlapping edits")
            out += bytes[cursor..<edit.span.start]
            out += edit.replacement
            cursor = edit.span.end
        }
        out += bytes[cursor...]
        return out
    }

    /// The span of the whole lines an element occupies (its indentation and line break included),
    /// for deleting it without leaving a blank line.
    package static func lineSpan(of element: Int, in document: IBDocument) -> ByteSpan {
        var start = Int(document.elements[element].start)
        while start > 0 && (document.bytes[start - 1] == 0x20 || document.bytes[start - 1] == 0x09) { start -= 1 }
        var end = Int(document.elements[element].end)
        if end < document.bytes.count && document.bytes[end] == 0x0D { end += 1 }
        if end < document.bytes.count && document.bytes[end] == 0x0A { end += 1 }
        return ByteSpan(start: start, end: end)
    }

    /// Edits that delete elements, each with its whole lines; a parent left with no children
    /// (`<connections>`, `<designables>`, `<resources>`) is deleted instead of them.
    /// - Parameters:
    ///   - elements: the elements, in any order, without duplicates mattering.
    ///   - document: their document.
    /// - Returns: the edits, in document order.
    package static func deletions(of elements: [Int], in document: IBDocument) -> [TextEdit] {
        var byParent: [Int: Set<Int>] = [:]
        for element in elements { byParent[Int(document.elements[element].parent), default: []].insert(element) }
        var deleted: [Int] = []
        for (parent, children) in byParent {
            if parent >= 0 && children.count == document.children(parent).count {
                deleted.append(parent)
            } else {
                deleted += children
            }
        }
        return deleted.sorted().map { TextEdit(span: lineSpan(of: $0, in: document), replacement: "") }
    }
}
