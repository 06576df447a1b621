/// A warning about a setting: located at its line in the configuration file when the file gave it
/// (`path:line:column: warning: …`), unlocated when a flag did (#32).
package struct ConfigurationWarning: Sendable, Equatable {
    /// `path:line:column` of the setting in the configuration file, or nil for a flag's.
    package var location: String?
    /// The warning in one sentence, naming the key (`excluded[1]`) or the flag.
    package var message: String

    /// Creates a warning.
    /// - Parameters:
    ///   - location: `path:line:column`, or nil.
    ///   - message: the sentence.
    package init(location: String?, message: String) {
        self.location = location
        self.message = message
    }
}
