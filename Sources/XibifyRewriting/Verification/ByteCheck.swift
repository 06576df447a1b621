/// Every byte of an edited file outside its edits is the original's.
package struct ByteCheck {
    package let file: RenderedFile

    package func run() throws(VerificationError) {
        guard let original = file.original else { return }
        var cursor = 0
        var position = 0
        let new = file.contents
        for edit in file.edits.sorted(by: { $0.span.start < $1.span.start }) {
            let kept = original[cursor..<edit.span.start]
            guard position + kept.count <= new.count, new[position..<(position + kept.count)].elementsEqual(kept) else {
                throw .bytesChanged(path: file.displayPath, offset: cursor)
            }
            position += kept.count + edit.replacement.count
            cursor = edit.span.end
        }
        guard new.count - position == original.count - cursor, new[position...].elementsEqual(original[cursor...])
        else {
            throw .bytesChanged(path: file.displayPath, offset: cursor)
        }
    }
}
