/// Finds which of a set of class names a source spells as whole identifiers, in one pass over
/// its bytes.
///
/// `AppCode` asks this of every Swift and Objective-C file under an app's projects (element-ios:
/// 2,685 files; `../shared/corpus`: 2,419 files, 16 MB) for the holder classes of a scan.
/// Searching each name with Foundation (`Data.range(of:)`, then `String.contains` on the scrubbed
/// code) took 1.4 s of a 1.5 s `report` there; one pass that hashes each identifier against the
/// set is linear in the file. Only an identifier whose length and first byte some name has is
/// hashed, both looked up in tables rather than in a hashed set.
struct ClassNameTokens: Sendable {
    private let names: Set<ArraySlice<UInt8>>
    /// `hasLength[n]`: some name is `n` bytes long.
    private let hasLength: [Bool]
    /// `startByte[b]`: 1 when some name starts with the byte `b`.
    private let startByte: [UInt8]

    init(_ classes: Set<String>) {
        // A name with a byte that is not part of an identifier is never spelled as one.
        let classes = classes.filter { !$0.isEmpty && $0.utf8.allSatisfy { Self.identifierByte[Int($0)] != 0 } }
        names = Set(classes.map { ArraySlice(Array($0.utf8)) })
        var lengths = [Bool](repeating: false, count: (classes.map(\.utf8.count).max() ?? 0) + 1)
        var firsts = [UInt8](repeating: 0, count: 256)
        for name in classes {
            lengths[name.utf8.count] = true
            if let first = name.utf8.first { firsts[Int(first)] = 1 }
        }
        hasLength = lengths
        startByte = firsts
    }

    /// The names spelled in `bytes` as identifiers (a name inside a longer identifier does not count).
    ///
    /// Only the identifiers that start with a byte some name starts with are measured: a byte is a
    /// start when the byte before it is not part of an identifier. Deciding that takes no branch
    /// per byte, so a file is read at the speed of its bytes, not of its tokens.
    func found(in bytes: [UInt8]) -> Set<String> {
        var found: Set<String> = []
        Self.identifierByte.withUnsafeBufferPointer { isIdentifier in
            startByte.withUnsafeBufferPointer { isStart in
                bytes.withUnsafeBufferPointer { buffer in
                    let count = buffer.count
                    var previous: UInt8 = 0
                    var index = 0
                    while index < count {
                        let byte = buffer[index]
                        guard isStart[Int(byte)] & ~previous != 0 else {
                            previous = isIdentifier[Int(byte)]
                            index += 1
                            continue
                        }
                        let start = index
                        index += 1
                        while index < count && isIdentifier[Int(buffer[index])] != 0 { index += 1 }
                        previous = 1
                        let length = index - start
                        guard length < hasLength.count, hasLength[length] else { continue }
                        let name = bytes[start..<index]
                        if names.contains(name) { found.insert(String(decoding: name, as: UTF8.self)) }
                    }
                }
            }
        }
        return found
    }

    /// Every identifier spelled in `bytes`.
    static func identifiers(in bytes: [UInt8]) -> Set<String> {
        var found: Set<String> = []
        forEachIdentifier(in: bytes) { found.insert(String(decoding: bytes[$0..<$1], as: UTF8.self)) }
        return found
    }

    /// Calls `body` with the start and end of each maximal run of identifier bytes.
    private static func forEachIdentifier(in bytes: [UInt8], _ body: (_ start: Int, _ end: Int) -> Void) {
        identifierByte.withUnsafeBufferPointer { isIdentifier in
            bytes.withUnsafeBufferPointer { buffer in
                let count = buffer.count
                var index = 0
                while index < count {
                    guard isIdentifier[Int(buffer[index])] != 0 else {
                        index += 1
                        continue
                    }
                    let start = index
                    index += 1
                    while index < count && isIdentifier[Int(buffer[index])] != 0 { index += 1 }
                    body(start, index)
                }
            }
        }
    }

    /// For each byte, 1 when it belongs to an identifier: ASCII letters, digits, `_` and `$`, and
    /// every byte of a multi-byte UTF-8 character.
    private static let identifierByte: [UInt8] = (0..<256).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            1
        default: 0
        }
    }
}
