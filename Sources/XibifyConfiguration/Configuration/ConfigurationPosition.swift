/// Where a value stands in a configuration file, for the warnings about it (#32).
package struct ConfigurationPosition: Sendable, Equatable {
    /// 1-based line.
    package var line: Int
    /// 1-based column.
    package var column: Int

    /// Creates a position.
    /// - Parameters:
    ///   - line: 1-based line.
    ///   - column: 1-based column.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
