import Foundation

/// Numbers for runs of bytes of one buffer (raw attribute values of a document), found by their
/// `StableHash` and compared byte for byte, so a value that repeats is numbered without making a
/// `String` of it or hashing it again with SipHash.
///
/// Open addressing over the hashes, which `StableHash` has mixed already; a `[String: Int32]`
/// made a `String` and ran SipHash for every one of the ~14,000 keys of ../shared/corpus, where a
/// few hundred are distinct (#28, third part). Runs are kept as offsets into the buffer the
/// caller passes to every call: the table never owns bytes.
package struct ByteRunTable {
    private var hashes: [UInt64]
    private var starts: [Int32]
    private var counts: [Int32]
    private var values: [Int32]
    private var used = 0

    /// Creates an empty table.
    /// - Parameter capacity: the number of runs expected (it grows past it).
    package init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        hashes = Array(repeating: 0, count: size)
        starts = Array(repeating: 0, count: size)
        counts = Array(repeating: -1, count: size)
        values = Array(repeating: 0, count: size)
    }

    /// The number of a run, if the same bytes were inserted before.
    /// - Parameters:
    ///   - buffer: the buffer every run lies in.
    ///   - start: the run's first byte.
    ///   - count: its length.
    ///   - hash: `StableHash.hash` of its bytes.
    /// - Returns: the number inserted with equal bytes, or nil.
    package func value(
        in buffer: UnsafeBufferPointer<UInt8>, start: Int, count: Int, hash: UInt64
    ) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var slot = Int(truncatingIfNeeded: hash) & (hashes.count - 1)
        while counts[slot] >= 0 {
            if hashes[slot] == hash && Int(counts[slot]) == count
                && (count == 0 || memcmp(base + Int(starts[slot]), base + start, count) == 0)
            {
                return values[slot]
            }
            slot = (slot + 1) & (hashes.count - 1)
        }
        return nil
    }

    /// Numbers a run that `value` did not find.
    /// - Parameters:
    ///   - start: the run's first byte in the buffer.
    ///   - count: its length.
    ///   - hash: `StableHash.hash` of its bytes.
    ///   - value: its number.
    package mutating func insert(start: Int, count: Int, hash: UInt64, value: Int32) {
        if (used + 1) * 2 > hashes.count { grow() }
        var slot = Int(truncatingIfNeeded: hash) & (hashes.count - 1)
        while counts[slot] >= 0 { slot = (slot + 1) & (hashes.count - 1) }
        hashes[slot] = hash
        starts[slot] = Int32(truncatingIfNeeded: start)
        counts[slot] = Int32(truncatingIfNeeded: count)
        values[slot] = value
        used += 1
    }

    private mutating func grow() {
        let old = (hashes, starts, counts, values)
        let size = hashes.count * 2
        hashes = Array(repeating: 0, count: size)
        starts = Array(repeating: 0, count: size)
        counts = Array(repeating: -1, count: size)
        values = Array(repeating: 0, count: size)
        used = 0
        for slot in old.0.indices where old.2[slot] >= 0 {
            insert(start: Int(old.1[slot]), count: Int(old.2[slot]), hash: old.0[slot], value: old.3[slot])
        }
    }
}
