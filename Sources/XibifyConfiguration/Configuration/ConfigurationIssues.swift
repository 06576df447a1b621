import Foundation

/// Every problem found in a configuration file, reported at once.
package struct ConfigurationIssues: Error, Sendable, Equatable, LocalizedError {
    /// The problems, in the file's order.
    package var errors: [ConfigurationError]

    /// Creates the set.
    /// - Parameter errors: the problems.
    package init(_ errors: [ConfigurationError]) { self.errors = errors }

    package var errorDescription: String? { errors.compactMap(\.errorDescription).joined(separator: "\n") }
}
