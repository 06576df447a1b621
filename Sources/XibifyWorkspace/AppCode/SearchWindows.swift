import Foundation

/// The parts of a source that a search for a property's uses must read, so that a regular
/// expression runs over those parts, not over the whole file.
///
/// swift-corelibs-foundation hands ICU a UTF-16 copy of the range it searches, made character by
/// character from the Swift string, for every search: over a large file that names a property a
/// few times, the copy costs more than the search. Every pattern of an outlet's use
/// (`AppCode.members`) holds the property's name, and what it matches before the name is made of
/// `prefix` bytes, what it matches after it of `suffix` bytes. So each match lies in the run of
/// such bytes around one occurrence of the name (`window(around:)`); the runs of all
/// occurrences, merged where they touch, are the windows. Searching the windows one by one finds
/// the matches the whole file gives, at the same offsets:
///
/// - a window starts after a byte that no pattern matches before a name, which is neither a word
///   character nor `.` nor `$`, so a lookbehind (`(?<![\w.$])`) or a word boundary at its start
///   decides as in the file; it ends before a byte that is no word character nor `$`, so the
///   lookahead `(?![\w$])` does too;
/// - matches never straddle two windows, so searching them in order finds the same leftmost
///   matches as one search of the file.
///
/// Both classes are supersets: every byte of a multi-byte character counts as a word character
/// and as white space, as ICU's `\w` and `\s` take letters and spaces of every script. Offsets are
/// UTF-16 offsets, as `NSRegularExpression` counts; they are the bytes' offsets in an ASCII source,
/// and a source with other characters is searched whole (`AppCode.Source.ascii`).
package enum SearchWindows {
    /// Bytes a pattern may match before the name: white space, word characters, `.`, `[`, `-`,
    /// `>`, `$`, `@`, and any byte of a multi-byte character.
    static let prefix = byteClass("\t\n\u{0B}\u{0C}\r .[->$@")
    /// Bytes a pattern may match after the name: white space, word characters, `.`, `?`, `!`,
    /// `$`, `]`, and any byte of a multi-byte character.
    static let suffix = byteClass("\t\n\u{0B}\u{0C}\r .?!$]")

    private static func byteClass(_ punctuation: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in punctuation.utf8 { table[Int(byte)] = true }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = true }
        table[Int(UInt8(ascii: "_"))] = true
        for byte in 0x80...0xFF { table[byte] = true }
        return table
    }

    /// The windows of a name in an ASCII source, in order, disjoint; empty when the name does not
    /// occur.
    /// - Parameters:
    ///   - name: the property, as its bytes.
    ///   - code: the source's bytes (its code, comments and literals blanked).
    package static func windows(of name: [UInt8], in code: [UInt8]) -> [NSRange] {
        guard let first = name.first, code.count >= name.count else { return [] }
        var windows: [NSRange] = []
        var end = -1
        var position = 0
        let last = code.count - name.count
        while position <= last {
            guard code[position] == first, code[position..<position + name.count].elementsEqual(name) else {
                position += 1
                continue
            }
            var start = position
            while start > 0 && prefix[Int(code[start - 1])] { start -= 1 }
            var stop = position + name.count
            while stop < code.count && suffix[Int(code[stop])] { stop += 1 }
            if start <= end, let previous = windows.last {
                // Touches the window before: one window.
                windows[windows.count - 1] = NSRange(location: previous.location, length: stop - previous.location)
            } else {
                windows.append(NSRange(location: start, length: stop - start))
            }
            end = stop
            position = stop > position + 1 ? stop : position + 1
        }
        return windows
    }
}
