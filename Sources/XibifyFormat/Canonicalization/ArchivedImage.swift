import Crypto

/// What an image archived in a document is, for the canonical form: a digest of its
/// `<resources>` entry without the entry's name (IB-FORMAT.md §2.4, §3.4).
///
/// The name embeds the id of the object that shows the image, so it differs between copies; the
/// canonical form writes the object as its canonical number and this digest beside it, so copies
/// whose archived images hold the same bytes are one layout, and copies whose images differ are
/// not (a wrapper could not set such an image: `NSImage(named:)` cannot see into a nib).
package enum ArchivedImage {
    /// The digest of an archived image's entry: its size and its data, not its name.
    ///
    /// Covers every element of the entry (`<image>` and its `<mutableData>`) with its tag, its
    /// attributes but the entry's `name`, and its text without white space, which Xcode wraps at
    /// 80 columns and xibify re-indents; so an entry moved into a new xib has the digest it had.
    /// - Parameters:
    ///   - entry: the `<image>` element under `<resources>`.
    ///   - document: its document.
    /// - Returns: 32 lowercase hex digits.
    package static func digest(of entry: Int, in document: IBDocument) -> [UInt8] {
        var hasher = SHA256()
        for element in entry..<Int(document.elements[entry].subtreeEnd) {
            hasher.update(data: Array(document.tag(element).utf8) + [0x28])  // (
            let attributes = document.attributeIndices(element).filter {
                !(element == entry && document.attributeName($0) == "name")
            }.map { (document.attributeName($0), document.attributeValue($0)) }.sorted { $0.0 < $1.0 }
            for (name, value) in attributes {
                hasher.update(data: Array("\(name)=\(value)\u{0}".utf8))
            }
            hasher.update(data: [0x29])  // )
            if let text = document.text(of: element) {
                hasher.update(data: text.utf8.filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) })
            }
        }
        let hex = Array("0123456789abcdef".utf8)
        return hasher.finalize().prefix(16).flatMap { [hex[Int($0 >> 4)], hex[Int($0 & 0x0F)]] }
    }
}
