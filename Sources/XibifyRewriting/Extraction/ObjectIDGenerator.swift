import XibifyFormat

/// Makes new object ids in Xcode's `xxx-xx-xxx` form: unique in their document, and the
/// same for the same input (derived from a seed, not random).
package struct ObjectIDGenerator: Sendable {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    private var taken: Set<String>
    private let seed: String

    /// Creates a generator for one document.
    /// - Parameters:
    ///   - seed: what makes these ids differ from other documents' (a fingerprint and a path).
    ///   - taken: every `id` and `sceneID` already in the document.
    package init(seed: String, taken: Set<String>) {
        self.seed = seed
        self.taken = taken
    }

    /// A new id for a purpose (`outlet amountLabel`); asking twice for one purpose gives two ids.
    /// - Parameter purpose: what the id is for.
    /// - Returns: the id.
    package mutating func make(for purpose: String) -> String {
        var attempt = 0
        while true {
            var hash = StableHash.hash("\(seed)|\(purpose)|\(attempt)")
            var characters: [Character] = []
            for _ in 0..<8 {
                characters.append(Self.alphabet[Int(hash % UInt64(Self.alphabet.count))])
                hash /= UInt64(Self.alphabet.count)
            }
            let id = String(characters[0..<3]) + "-" + String(characters[3..<5]) + "-" + String(characters[5..<8])
            if taken.insert(id).inserted { return id }
            attempt += 1
        }
    }
}
