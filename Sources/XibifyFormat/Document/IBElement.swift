/// One XML element of a parsed document, stored flat and in document (pre-)order.
///
/// The descendants of element `i` are exactly the elements `i + 1 ..< subtreeEnd`,
/// so a subtree is a contiguous index range and children are found by hopping
/// from one child's `subtreeEnd` to the next.
package struct IBElement: Sendable, Equatable {
    /// Byte offset of the `<` that opens the start tag.
    package var start: UInt32
    /// Byte offset just past the `>` (or `/>`) that closes the start tag.
    package var startTagEnd: UInt32
    /// Byte offset just past the end tag (equal to `startTagEnd` for `<a/>`).
    package var end: UInt32
    /// Index of the parent element, or -1 for the root.
    package var parent: Int32
    /// Index one past the last descendant.
    package var subtreeEnd: Int32
    /// The tag, as a symbol of the document's `SymbolTable`.
    package var name: UInt32
    /// Index of the first attribute in the document's attribute array.
    package var attributeStart: UInt32
    /// Number of attributes.
    package var attributeCount: UInt16
    /// Nesting depth; the root is 0.
    package var depth: UInt16
    /// A hash of the element's layout-relevant structure that ignores ids, references,
    /// content and geometry; equal canonical forms always have equal shape hashes.
    package var shapeHash: UInt64

    /// The exact bytes of the element, start tag to end tag.
    package var span: ByteSpan { ByteSpan(start: Int(start), end: Int(end)) }
    /// Number of elements in the subtree, the element included.
    package var subtreeCount: Int { Int(subtreeEnd) }
}
