/// One attribute of an element: its name symbol and where its raw value lies in the file.
public struct IBAttribute: Sendable, Equatable {
    /// The attribute's name, as a symbol of the document's `SymbolTable`.
    public var name: UInt32
    /// Byte offset of the first byte of the raw value (just past the opening quote).
    public var valueStart: UInt32
    /// Byte offset of the closing quote.
    public var valueEnd: UInt32
    /// True when the raw value holds entity or character references or characters
    /// that XML normalises (tab, newline), so the decoded value differs from the raw bytes.
    public var needsDecoding: Bool

    /// The raw value's bytes in the file.
    public var valueSpan: ByteSpan { ByteSpan(start: Int(valueStart), end: Int(valueEnd)) }
}
