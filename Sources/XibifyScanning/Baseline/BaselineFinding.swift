/// One recorded cluster: its fingerprint and the copies it had.
package struct BaselineFinding: Codable, Sendable, Equatable {
    /// The cluster's fingerprint (SHA-256 of its canonical form), which ids and lines do not change.
    package var fingerprint: String
    /// The short id `report` shows, for people reading the file (not used to match).
    package var id: String
    /// The layout in words, for people reading the file (not used to match).
    package var description: String
    /// The copies, sorted.
    package var copies: [BaselineCopy]

    /// Creates a finding.
    /// - Parameters:
    ///   - fingerprint: the cluster's fingerprint.
    ///   - id: its short id.
    ///   - description: the layout in words.
    ///   - copies: its copies.
    package init(fingerprint: String, id: String, description: String, copies: [BaselineCopy]) {
        self.fingerprint = fingerprint
        self.id = id
        self.description = description
        self.copies = copies.sorted()
    }
}
