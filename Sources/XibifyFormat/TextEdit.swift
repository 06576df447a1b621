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
