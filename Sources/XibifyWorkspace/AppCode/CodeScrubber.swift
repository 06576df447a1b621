/// Blanks the comments and string literals of a Swift or Objective-C source, byte for byte, so that
/// what is left is code: a pattern for `outlet.member` then matches only code, at the offset (and
/// line) where it stands in the file.
///
/// Every byte of a comment or a literal becomes a space, line breaks excepted, so offsets and
/// line numbers are those of the file. Swift's nested block comments, multi-line (`"""`) and raw
/// (`#"…"#`) strings are followed; an interpolation (`"\(x.y)"`) is blanked with its string, which
/// only loses a use written inside a literal.
package enum CodeScrubber {
    /// The source with its comments and literals blanked.
    /// - Parameters:
    ///   - source: the file's bytes.
    ///   - objectiveC: whether the file is Objective-C (character literals `'a'` are read as such).
    package static func scrub(_ source: [UInt8], objectiveC: Bool) -> [UInt8] {
        var out = source
        var index = 0
        let count = source.count
        func blank(_ range: Range<Int>) {
            for position in range where out[position] != UInt8(ascii: "\n") { out[position] = UInt8(ascii: " ") }
        }
        func at(_ offset: Int) -> UInt8 { offset < count ? source[offset] : 0 }
        while index < count {
            let byte = source[index]
            if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "/") {
                let start = index
                while index < count && source[index] != UInt8(ascii: "\n") { index += 1 }
                blank(start..<index)
            } else if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
                let start = index
                var depth = 0
                repeat {
                    if at(index) == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
                        depth += objectiveC ? (depth == 0 ? 1 : 0) : 1
                        index += 2
                    } else if at(index) == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < count
                blank(start..<min(index, count))
            } else if byte == UInt8(ascii: "\"")
                || (!objectiveC && byte == UInt8(ascii: "#") && rawStringStarts(at: index))
            {
                let start = index
                index = endOfString(startingAt: index)
                blank(start..<index)
            } else if objectiveC && byte == UInt8(ascii: "'") {
                let start = index
                index += 1
                while index < count && source[index] != UInt8(ascii: "'") && source[index] != UInt8(ascii: "\n") {
                    index += source[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = min(index + 1, count)
                blank(start..<index)
            } else {
                index += 1
            }
        }
        return out

        func rawStringStarts(at offset: Int) -> Bool {
            var position = offset
            while at(position) == UInt8(ascii: "#") { position += 1 }
            return at(position) == UInt8(ascii: "\"")
        }

        /// The offset after the string literal that starts at `offset` (its `#`s or its quote).
        func endOfString(startingAt offset: Int) -> Int {
            var position = offset
            var hashes = 0
            while at(position) == UInt8(ascii: "#") {
                hashes += 1
                position += 1
            }
            let multiLine = at(position + 1) == UInt8(ascii: "\"") && at(position + 2) == UInt8(ascii: "\"")
            position += multiLine ? 3 : 1
            while position < count {
                let current = source[position]
                if current == UInt8(ascii: "\\") && hashes == 0 {
                    position += 2
                    continue
                }
                if current == UInt8(ascii: "\n") && !multiLine { return position }
                if current == UInt8(ascii: "\"") {
                    let closes =
                        !multiLine || (at(position + 1) == UInt8(ascii: "\"") && at(position + 2) == UInt8(ascii: "\""))
                    let quoteEnd = position + (multiLine ? 3 : 1)
                    if closes && (0..<hashes).allSatisfy({ at(quoteEnd + $0) == UInt8(ascii: "#") }) {
                        return min(quoteEnd + hashes, count)
                    }
                }
                position += 1
            }
            return count
        }
    }
}
