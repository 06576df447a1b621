import Crypto

/// A file's size and SHA-256, as a batch journal records each version of a file, so a later run
/// can tell the original from the new contents and both from anything else (a user's edit).
package struct JournalDigest: Sendable, Equatable, Hashable, Codable {
    /// Size in bytes.
    package var size: Int
    /// SHA-256, in lowercase hexadecimal.
    package var sha256: String

    /// The digest of some bytes.
    /// - Parameter bytes: a file's contents.
    package init(_ bytes: [UInt8]) {
        size = bytes.count
        sha256 = SHA256.hash(data: bytes).map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }.joined()
    }
}
