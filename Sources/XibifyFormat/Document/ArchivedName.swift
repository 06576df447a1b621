/// The name Xcode gives an image it archives inside a document: `<tag>:<object id>:<property>`
/// (IB-FORMAT.md §3.4), such as `buttonCell:Ahl-H6-ZXc:image` or, in numeric-id files,
/// `buttonCell:506:image`.
///
/// The name is a key shared by the attribute that shows the image (`image=`, a runtime
/// attribute's `value=`) and the `<resources>` entry that holds its bytes (`<image name=…>` with
/// its `<mutableData>`), and it embeds the id of the object that shows it. `NSImage(named:)` and
/// `UIImage(named:)` cannot see an image archived in a nib, so such a name is never a value a
/// wrapper could set: it travels with its object and its entry.
package enum ArchivedName {
    /// Where the embedded id lies in a value that has the form of an archived name.
    ///
    /// The form is a tag (an ASCII letter, then letters and digits), `:`, an id (letters, digits
    /// and `-`), `:`, a property (an ASCII letter, then letters and digits), and nothing else.
    /// Most values are passed over at their first byte or their first non-alphanumeric byte.
    /// - Parameter value: the raw bytes of an attribute value (archived names hold no escapes).
    /// - Returns: the id's offsets in `value`, or nil.
    package static func idRange(in value: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let count = value.count
        guard count >= 5, isLetter(value[0]) else { return nil }
        var index = 1
        while index < count && isAlphanumeric(value[index]) { index += 1 }
        guard index < count, value[index] == 0x3A else { return nil }  // :
        let idStart = index + 1
        index = idStart
        while index < count && (isAlphanumeric(value[index]) || value[index] == 0x2D) { index += 1 }
        guard index > idStart, index < count, value[index] == 0x3A else { return nil }
        let idEnd = index
        index += 1
        guard index < count, isLetter(value[index]) else { return nil }
        while index < count && isAlphanumeric(value[index]) { index += 1 }
        return index == count ? idStart..<idEnd : nil
    }

    /// The embedded id of a value that has the form of an archived name.
    /// - Parameter value: a decoded attribute value.
    /// - Returns: the id, or nil when the value has another form.
    package static func id(in value: String) -> Substring? {
        let bytes = Array(value.utf8)
        guard let range = bytes.withUnsafeBufferPointer({ idRange(in: $0) }) else { return nil }
        let start = value.utf8.index(value.utf8.startIndex, offsetBy: range.lowerBound)
        return value[start..<value.utf8.index(start, offsetBy: range.count)]
    }

    /// Whether raw bytes have the form of an archived name (used by the parse-time shape hash,
    /// which must leave out the embedded id: the canonical form renumbers it).
    /// - Parameters:
    ///   - base: the first byte.
    ///   - count: the number of bytes.
    /// - Returns: true for `<tag>:<id>:<property>`.
    package static func matches(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        idRange(in: UnsafeBufferPointer(start: base, count: count)) != nil
    }

    @inline(__always)
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    @inline(__always)
    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
