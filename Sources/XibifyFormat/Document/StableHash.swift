/// A fast 64-bit hash that is the same on every run, machine and platform.
///
/// Swift's `Hasher` is seeded per process, so it cannot name a layout across runs.
/// This one mixes eight bytes at a time and finishes with MurmurHash3's `fmix64`;
/// it is used for the parse-time shape hashes, never for anything security-related.
package enum StableHash {
    package static let seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// Hashes a run of bytes.
    /// - Parameters:
    ///   - bytes: the first byte.
    ///   - count: how many bytes to read.
    /// - Returns: the 64-bit hash.
    @inline(__always)
    package static func hash(_ bytes: UnsafeRawPointer, count: Int) -> UInt64 {
        var h = seed ^ (UInt64(truncatingIfNeeded: count) &* 0xFF51_AFD7_ED55_8CCD)
        var offset = 0
        while offset + 8 <= count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            h = (h ^ mix(word)) &* 0x87C3_7B91_1142_53D5
            h = (h << 27) | (h >> 37)
            offset += 8
        }
        if offset < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(bytes.load(fromByteOffset: offset, as: UInt8.self)) << shift
                shift += 8
                offset += 1
            }
            h = (h ^ mix(tail)) &* 0x4CF5_AD43_2745_937F
        }
        return mix(h)
    }

    /// Hashes the UTF-8 bytes of a string.
    /// - Parameter string: the text to hash.
    /// - Returns: the 64-bit hash, equal to hashing the same bytes from a buffer.
    package static func hash(_ string: String) -> UInt64 {
        var copy = string
        return copy.withUTF8 { hash($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: $0.count) }
    }

    /// MurmurHash3's 64-bit finaliser: spreads every input bit over the output.
    /// - Parameter value: the value to mix.
    /// - Returns: the mixed value.
    @inline(__always)
    package static func mix(_ value: UInt64) -> UInt64 {
        var k = value
        k ^= k >> 33
        k &*= 0xFF51_AFD7_ED55_8CCD
        k ^= k >> 33
        k &*= 0xC4CE_B9FE_1A85_EC53
        k ^= k >> 33
        return k
    }

    /// Combines an ordered sequence: `combine(combine(s, a), b)` differs from `combine(combine(s, b), a)`.
    /// - Parameters:
    ///   - state: the hash so far.
    ///   - value: the next value.
    /// - Returns: the new state.
    @inline(__always)
    package static func combine(_ state: UInt64, _ value: UInt64) -> UInt64 {
        mix(state &* 0x9E37_79B9_7F4A_7C15 &+ value &+ 0x632B_E59B_D9B4_E019)
    }
}
