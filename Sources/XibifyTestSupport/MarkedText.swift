/// Test input with positions marked by `⟦n⟧` markers instead of hand-counted offsets.
///
/// `MarkedText("<a>⟦1⟧<b/>⟦2⟧</a>")` gives the text without markers and the byte offset
/// of each marker in it.
package struct MarkedText {
    /// The bytes without markers.
    package let bytes: [UInt8]
    /// Marker number → byte offset in `bytes`.
    package let offsets: [Int: Int]

    /// Parses marked text.
    /// - Parameter marked: text with `⟦n⟧` markers.
    package init(_ marked: String) {
        var bytes: [UInt8] = []
        var offsets: [Int: Int] = [:]
        var rest = Substring(marked)
        while let open = rest.range(of: "⟦") {
            bytes.append(contentsOf: rest[..<open.lowerBound].utf8)
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.range(of: "⟧"), let number = Int(afterOpen[..<close.lowerBound]) else {
                preconditionFailure("bad marker in \(marked)")
            }
            offsets[number] = bytes.count
            rest = afterOpen[close.upperBound...]
        }
        bytes.append(contentsOf: rest.utf8)
        self.bytes = bytes
        self.offsets = offsets
    }

    /// The offset of a marker.
    package subscript(marker: Int) -> Int { offsets[marker]! }
}
