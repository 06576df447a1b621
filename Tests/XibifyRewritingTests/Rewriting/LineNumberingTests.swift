import Testing

@testable import XibifyRewriting

/// The diff numbers lines by their bytes: equal lines, equal numbers, whatever their hash.
@Suite struct LineNumberingTests {
    static let lines = ["<view>", "  <label text=\"a\"/>", "", "</view>", "<view>", "", "  <label text=\"é\"/>"]

    /// The numbers a String dictionary gives: the first line seen of each text keeps its number.
    static func expected(_ lines: [String]) -> [Int] {
        var numbers: [String: Int] = [:]
        return lines.map { line in
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
    }

    static func numbers(_ lines: [String], _ numbering: inout LineNumbering) -> [Int] {
        // Slices of one buffer, as the diff cuts them.
        let text = Array(lines.joined(separator: "\n").utf8)
        var result: [Int] = []
        var start = 0
        for line in lines {
            result.append(numbering.number(text[start..<start + line.utf8.count]))
            start += line.utf8.count + 1
        }
        return result
    }

    @Test func equalLinesShareANumber() {
        var numbering = LineNumbering()
        #expect(Self.numbers(Self.lines, &numbering) == Self.expected(Self.lines))
    }

    @Test(arguments: [0, 1, 2]) func collidingHashesStayApart(buckets: UInt64) {
        // Every line, or every other line, has the same hash: bytes must still tell them apart.
        var numbering = LineNumbering { buckets == 0 ? 7 : UInt64($0.count) % buckets }
        #expect(Self.numbers(Self.lines, &numbering) == Self.expected(Self.lines))
    }

    @Test func hashDependsOnEveryByte() {
        let base = Array("0123456789abcdefXYZ".utf8)
        for position in base.indices {
            var changed = base
            changed[position] ^= 1
            #expect(LineNumbering.hash(changed[...]) != LineNumbering.hash(base[...]), "byte \(position)")
        }
        #expect(LineNumbering.hash(base[0..<8]) != LineNumbering.hash(base[0..<9]))
    }
}
