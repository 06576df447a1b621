import Crypto

/// Computes the canonical form of view subtrees of one document (IB-FORMAT.md Appendix A).
///
/// The rules live in `CanonicalizationRules`; here they are resolved once per document into
/// `SymbolClasses`, so the walk compares integers, and the canonical text is written as bytes.
package struct Canonicalizer: Sendable {
    /// The document the subtrees belong to.
    package let document: IBDocument
    /// Its ids and references.
    package let index: ReferenceIndex
    package let classes: SymbolClasses
    package let keys: ElementKeys

    /// Creates a canonicaliser for one document.
    /// - Parameters:
    ///   - document: the document.
    ///   - index: its reference index.
    package init(document: IBDocument, index: ReferenceIndex) {
        self.document = document
        self.index = index
        classes = SymbolClasses(document.symbols)
        keys = ElementKeys(document, keySymbol: classes.key)
    }

    /// Creates a canonicaliser for a document spelled with the same names, in the same order, as
    /// another's (a re-inflated copy of a xib): the per-name classes are taken over, not rebuilt.
    /// - Parameters:
    ///   - document: the document.
    ///   - index: its reference index.
    ///   - sibling: a canonicaliser of a document with, most likely, the same symbol table.
    package init(document: IBDocument, index: ReferenceIndex, sibling: Canonicalizer) {
        self.document = document
        self.index = index
        classes =
            document.symbols.names == sibling.document.symbols.names
            ? sibling.classes : SymbolClasses(document.symbols)
        keys = ElementKeys(document, keySymbol: classes.key)
    }

    /// The canonical form of the subtree rooted at an element.
    /// - Parameter root: the root element (a `<subviews>` child or a top-level xib view).
    /// - Returns: its canonical text, fingerprint, sizes and content slots.
    package func canonicalize(_ root: Int) -> CanonicalSubtree {
        let pass = form(root)
        return CanonicalSubtree(
            root: root,
            text: String(decoding: pass.out, as: UTF8.self),
            fingerprint: Self.fingerprint(of: pass.out),
            elementCount: pass.elementCount,
            viewCount: pass.viewCount,
            slots: pass.slots
        )
    }

    /// The canonical bytes, sizes and slots of a subtree, without a fingerprint.
    /// - Parameter root: the root element.
    /// - Returns: the finished pass.
    package func form(_ root: Int) -> CanonicalPass {
        var pass = CanonicalPass(self, root: root)
        pass.serialize(root, owner: nil)
        return pass
    }

    /// The canonical pass of a subtree with the element of each node of its text recorded
    /// (`CanonicalPass.elementsInTextOrder`), for finding a layout value in the document again.
    /// - Parameter root: the root element.
    /// - Returns: the finished pass.
    package func formRecordingElements(_ root: Int) -> CanonicalPass {
        var pass = CanonicalPass(self, root: root)
        pass.recordsElements = true
        pass.serialize(root, owner: nil)
        return pass
    }

    /// The SHA-256 of canonical bytes in lowercase hex.
    /// - Parameter text: canonical bytes.
    /// - Returns: 64 hex digits.
    package static func fingerprint(of text: [UInt8]) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var fingerprint: [UInt8] = []
        fingerprint.reserveCapacity(64)
        for byte in SHA256.hash(data: text) {
            fingerprint.append(hex[Int(byte >> 4)])
            fingerprint.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: fingerprint, as: UTF8.self)
    }
}
