/// One attribute of an element: its name symbol and where its raw value lies in the file.
package struct IBAttribute: Sendable, Equatable {
    /// The attribute's name, as a symbol of the document's `SymbolTable`.
    package var name: UInt32
    /// Byte offset of the first byte of the raw value (just past the opening quote).
    package var valueStart: UInt32
    /// Byte offset of the closing quote.
    package var valueEnd: UInt32
    /// True when the raw value holds entity or character references or characters
    /// that XML normalises (tab, newline), so the decoded value differs from the raw bytes.
    package var needsDecoding: Bool

    /// The raw value's bytes in the file.
    package var valueSpan: ByteSpan { ByteSpan(start: Int(valueStart), end: Int(valueEnd)) }
}
