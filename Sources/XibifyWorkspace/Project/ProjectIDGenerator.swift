import XibifyFormat

/// Makes new object ids for a `project.pbxproj`: 24 upper-case hexadecimal digits like Xcode's,
/// different from every such token already in the file and from each other, and the same for the
/// same seed and purposes (derived with `StableHash`, not random).
package struct ProjectIDGenerator {
    /// Ids that must not be made: the file's 24-digit hexadecimal tokens and the ids made so far.
    private var taken: Set<String>
    /// What makes these ids differ from another run's.
    private let seed: String

    /// Creates a generator for one file.
    /// - Parameters:
    ///   - seed: what makes the ids differ from another run's.
    ///   - taken: every 24-digit hexadecimal token of the file, upper-cased.
    package init(seed: String, taken: Set<String>) {
        self.seed = seed
        self.taken = taken
    }

    /// A new id for a purpose; asking twice for one purpose gives two ids.
    /// - Parameter purpose: what the id is for (which addition, which object).
    /// - Returns: the id.
    package mutating func make(for purpose: String) -> String {
        var attempt = 0
        while true {
            let high = StableHash.hash("\(seed)|\(purpose)|\(attempt)")
            let low = StableHash.combine(high, UInt64(truncatingIfNeeded: attempt)) >> 32
            let id = Self.hex(high, digits: 16) + Self.hex(low, digits: 8)
            if taken.insert(id).inserted { return id }
            attempt += 1
        }
    }

    /// A number in upper-case hexadecimal, zero-padded on the left.
    /// - Parameters:
    ///   - value: the number.
    ///   - digits: how many digits to write.
    /// - Returns: the digits.
    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
