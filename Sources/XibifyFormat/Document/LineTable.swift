import Foundation

/// The offsets at which lines start, for turning byte offsets into line:column.
package struct LineTable: Sendable {
    private let lineStarts: [UInt32]

    /// Indexes the line starts of a buffer (LF ends a line; a CR before it belongs to the line).
    /// - Parameter bytes: the document's bytes.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 48 + 1)
        // memchr finds the line feeds many bytes at a time; a byte loop was most of a report's
        // line-number cost.
        if let base = bytes.baseAddress {
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                starts.append(UInt32(truncatingIfNeeded: index + 1))
                offset = index + 1
            }
        }
        lineStarts = starts
    }

    /// Number of lines.
    package var count: Int { lineStarts.count }

    /// The 1-based line and column of a byte offset.
    /// - Parameters:
    ///   - offset: a byte offset in the buffer the table was built from.
    ///   - bytes: that buffer, to count the column's Unicode scalars.
    /// - Returns: the location.
    package func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = Int(lineStarts[low])
        while index < offset && index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: low + 1, column: column)
    }
}
