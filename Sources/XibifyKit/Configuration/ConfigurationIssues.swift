import Foundation

/// Every problem found in a configuration file, reported at once.
public struct ConfigurationIssues: Error, Sendable, Equatable, LocalizedError {
    /// The problems, in the file's order.
    public var errors: [ConfigurationError]

    /// Creates the set.
    /// - Parameter errors: the problems.
    public init(_ errors: [ConfigurationError]) { self.errors = errors }

    public var errorDescription: String? { errors.compactMap(\.errorDescription).joined(separator: "\n") }
}
