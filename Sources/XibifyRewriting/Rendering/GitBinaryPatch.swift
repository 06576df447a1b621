import Crypto

/// A file's change in git's binary patch format (`git diff --binary`), for files whose bytes
/// are not UTF-8 text: a `.strings` file in UTF-16 has a NUL byte after every ASCII character,
/// which a text diff would carry through a terminal and a `String` damaged.
///
/// The format (git's `diff.c` and `apply.c`): an `index` line with both blobs' full SHA-1, then
/// `GIT binary patch`, a `literal <size>` hunk of the new contents and one of the old, each the
/// zlib stream of the bytes in lines of at most 52 bytes, written in git's base-85 alphabet after
/// a letter that gives the line's byte count. `git apply` checks the old blob's hash before it
/// writes. The zlib stream is stored, not compressed (deflate's "stored" blocks): valid for every
/// inflater, simple enough to write here, as no zlib binding is among the package's dependencies.
package enum GitBinaryPatch {
    /// The lines after `diff --git …` (and `new file mode …`) for a change from `old` (nil: a new file) to `new`.
    package static func body(old: [UInt8]?, new: [UInt8]) -> String {
        let zero = String(repeating: "0", count: 40)
        var out = "index \(old.map(blobID) ?? zero)..\(blobID(new))" + (old == nil ? "" : " 100644") + "\n"
        out += "GIT binary patch\n"
        out += hunk(new) + "\n"
        out += hunk(old ?? []) + "\n"
        return out
    }

    /// Git's object id of a blob: SHA-1 of `blob <size>\0` and the bytes.
    package static func blobID(_ bytes: [UInt8]) -> String {
        var hasher = Insecure.SHA1()
        hasher.update(data: Array("blob \(bytes.count)".utf8) + [0])
        hasher.update(data: bytes)
        return hasher.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// `literal <size>` and the encoded lines of the bytes' zlib stream.
    package static func hunk(_ bytes: [UInt8]) -> String {
        let stream = zlibStored(bytes)
        var out = "literal \(bytes.count)\n"
        var start = 0
        while start < stream.count {
            let end = min(start + 52, stream.count)
            let count = end - start
            out.append(Character(Unicode.Scalar(UInt8(count <= 26 ? 64 + count : 96 + count - 26))))
            out += base85(Array(stream[start..<end]))
            out += "\n"
            start = end
        }
        return out
    }

    /// A zlib stream (RFC 1950) of deflate stored blocks (RFC 1951 §3.2.4).
    package static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, bytes.count)
            let length = UInt16(end - start)
            out.append(end == bytes.count ? 1 : 0)  // BFINAL, BTYPE = 00
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += bytes[start..<end]
            start = end
        } while start < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        let adler = b << 16 | a
        out += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return out
    }

    private static let alphabet = Array(
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~".unicodeScalars)

    /// Git's base-85: each 4 bytes (the last group padded with zeros) as 5 characters.
    package static func base85(_ bytes: [UInt8]) -> String {
        var out = ""
        var index = 0
        while index < bytes.count {
            var value: UInt32 = 0
            for offset in 0..<4 {
                value = value << 8 | UInt32(index + offset < bytes.count ? bytes[index + offset] : 0)
            }
            var group = [Unicode.Scalar](repeating: " ", count: 5)
            for position in (0..<5).reversed() {
                group[position] = alphabet[Int(value % 85)]
                value /= 85
            }
            out.unicodeScalars.append(contentsOf: group)
            index += 4
        }
        return out
    }

    /// Whether bytes must go as a binary patch: a NUL byte, or not UTF-8.
    package static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.contains(0) || String(validating: bytes, as: UTF8.self) == nil
    }
}
