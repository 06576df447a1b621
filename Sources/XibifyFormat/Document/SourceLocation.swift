/// A 1-based line and column in a document; the column counts Unicode scalars.
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    package var line: Int
    /// 1-based column, in Unicode scalars from the start of the line.
    package var column: Int

    /// Creates a location.
    /// - Parameters:
    ///   - line: 1-based line.
    ///   - column: 1-based column.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
}
