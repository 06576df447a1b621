/// Gives lines numbers, equal lines equal numbers, so that the diff's matcher compares
/// integers; it reads the lines' bytes where they are and makes no String per line.
///
/// A line is looked up by a 64-bit hash of its bytes. A different line with the same hash
/// (possible, never seen) is told apart by comparing bytes, and numbered on its own.
package struct LineNumbering {
    private var numberByHash: [UInt64: Int] = [:]
    /// The bytes of the first line given each number.
    private var firsts: [ArraySlice<UInt8>] = []
    /// Lines whose hash belongs to another line.
    private var collided: [ArraySlice<UInt8>: Int] = [:]
    private let hash: (ArraySlice<UInt8>) -> UInt64

    /// Creates an empty numbering.
    /// - Parameter hash: the line hash; tests pass a poor one to exercise collisions.
    package init(hash: @escaping (ArraySlice<UInt8>) -> UInt64 = LineNumbering.hash) {
        self.hash = hash
    }

    /// The number of a line.
    /// - Parameter line: the line's bytes, without its line feed.
    /// - Returns: the number of the first equal line seen, or a new one.
    package mutating func number(_ line: ArraySlice<UInt8>) -> Int {
        let hash = hash(line)
        guard let known = numberByHash[hash] else {
            numberByHash[hash] = firsts.count
            firsts.append(line)
            return firsts.count - 1
        }
        if firsts[known].elementsEqual(line) { return known }
        if let other = collided[line] { return other }
        collided[line] = firsts.count
        firsts.append(line)
        return firsts.count - 1
    }

    /// A 64-bit hash of bytes, eight at a time.
    package static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < raw.count {
                tail |= UInt64(raw[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
            return hash ^ (hash >> 29)
        }
    }
}
