/// A half-open range of byte offsets in a document's buffer.
public struct ByteSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Offset of the first byte.
    public var start: Int
    /// Offset just past the last byte.
    public var end: Int

    /// Creates a span.
    /// - Parameters:
    ///   - start: offset of the first byte.
    ///   - end: offset just past the last byte.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// Number of bytes covered.
    public var count: Int { end - start }
    /// The span as a Swift range.
    public var range: Range<Int> { start..<end }

    /// Whether `other` lies entirely inside this span.
    /// - Parameter other: the span to test.
    /// - Returns: true when `other` is contained.
    public func contains(_ other: ByteSpan) -> Bool { start <= other.start && other.end <= end }

    public static func < (lhs: ByteSpan, rhs: ByteSpan) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)..<\(end)" }
}
