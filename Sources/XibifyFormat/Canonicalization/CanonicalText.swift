import Foundation

/// The canonical bytes of a subtree, as a dictionary key.
///
/// Equal layouts have equal bytes, so the clusterer groups candidates by these bytes and
/// computes the SHA-256 fingerprint once per group instead of once per candidate. Hashing
/// goes over the raw bytes in one call, and equality is one memory comparison (an array of
/// bytes would hash byte by byte).
package struct CanonicalText: Hashable, Sendable {
    package let bytes: [UInt8]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    package static func == (left: CanonicalText, right: CanonicalText) -> Bool {
        guard left.bytes.count == right.bytes.count else { return false }
        guard !left.bytes.isEmpty else { return true }
        return left.bytes.withUnsafeBytes { a in
            right.bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }
}
