/// The canonical form of one view subtree: what makes two copies "the same layout".
package struct CanonicalSubtree: Sendable {
    /// The subtree's root element in its document.
    package var root: Int
    /// The canonical text: ids stripped, references renumbered or turned into role tokens,
    /// noise dropped, numbers normalised, order-free lists sorted, content slots left out.
    package var text: String
    /// SHA-256 of `text`, in lowercase hex.
    package var fingerprint: String
    /// Number of elements the canonical form keeps.
    package var elementCount: Int
    /// Number of views: the root and every element kept inside a `<subviews>`.
    package var viewCount: Int
    /// The content slots, in canonical order; equal layouts have equal slot paths.
    package var slots: [ContentSlot]
}
