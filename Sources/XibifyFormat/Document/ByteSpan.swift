/// A half-open range of byte offsets in a document's buffer.
package struct ByteSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Offset of the first byte.
    package var start: Int
    /// Offset just past the last byte.
    package var end: Int

    /// Creates a span.
    /// - Parameters:
    ///   - start: offset of the first byte.
    ///   - end: offset just past the last byte.
    package init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// Number of bytes covered.
    package var count: Int { end - start }
    /// The span as a Swift range.
    package var range: Range<Int> { start..<end }

    /// Whether `other` lies entirely inside this span.
    /// - Parameter other: the span to test.
    /// - Returns: true when `other` is contained.
    package func contains(_ other: ByteSpan) -> Bool { start <= other.start && other.end <= end }

    package static func < (lhs: ByteSpan, rhs: ByteSpan) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    package var description: String { "\(start)..<\(end)" }
}
