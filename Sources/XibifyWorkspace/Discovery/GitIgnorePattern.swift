/// One line of a `.gitignore` file (or of `.git/info/exclude`), with git's meaning.
///
/// Written by hand: no Swift package in the resolvable set (see
/// `/work/.library/env/machines/swift-packages-b.md`) matches gitignore patterns, and calling
/// `git check-ignore` per file would need git installed wherever xibify runs (an Xcode build
/// phase, a CI image) and a process per batch. The semantics follow gitignore(5) and git's
/// `dir.c`/`wildmatch.c`: `!` negates, a trailing `/` matches folders only, a `/` at the start or
/// in the middle anchors the pattern to its file's folder (otherwise the last component is
/// matched at any depth), `*` and `?` stay within a component, `[…]` classes (`!`/`^` negate,
/// ranges, `[:alpha:]`), `\` escapes, and `**` as a whole component crosses folders.
/// Trailing spaces are dropped unless escaped; `#` starts a comment. `GitIgnoreOracleTests`
/// compares the decisions with `git check-ignore` on a fixture work tree.
package struct GitIgnorePattern: Sendable, Equatable {
    /// The pattern, without its `!`, trailing `/` and leading `/`.
    package let body: [UInt8]
    /// The folder of the file that holds it, relative to the work tree (`""` for the top, else
    /// ending with `/`).
    package let base: String
    /// `!`: a match re-includes the path.
    package let negated: Bool
    /// A trailing `/`: matches folders only.
    package let folderOnly: Bool
    /// No `/` except a trailing one: matched against the last component at any depth.
    package let matchesName: Bool

    /// Parses one line; nil for blank lines and comments.
    /// - Parameters:
    ///   - line: the line's bytes, without its line break.
    ///   - base: the folder of the file, relative to the work tree (`""`, or ending with `/`).
    package init?(line: some Collection<UInt8>, base: String) {
        var bytes = Array(line)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard let first = bytes.first, first != UInt8(ascii: "#") else { return nil }
        bytes = Self.trimmingTrailingSpaces(bytes)
        var negated = false
        if bytes.first == UInt8(ascii: "!") {
            negated = true
            bytes.removeFirst()
        }
        var folderOnly = false
        if bytes.last == UInt8(ascii: "/") {
            folderOnly = true
            bytes.removeLast()
        }
        guard !bytes.isEmpty else { return nil }
        let matchesName = !bytes.contains(UInt8(ascii: "/"))
        if bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
        self.body = bytes
        self.base = base
        self.negated = negated
        self.folderOnly = folderOnly
        self.matchesName = matchesName
    }

    /// Whether the pattern matches a path (its own verdict, regardless of its negation).
    /// - Parameters:
    ///   - path: the path relative to the work tree, `/`-separated, no trailing `/`.
    ///   - isFolder: whether the path is a folder.
    /// - Returns: true on a match.
    package func matches(_ path: String, isFolder: Bool) -> Bool {
        if folderOnly && !isFolder { return false }
        let bytes = Array(path.utf8)
        if matchesName {
            let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            return Self.wildmatch(body[...], bytes[start...], pathname: false)
        }
        let prefix = Array(base.utf8)
        guard bytes.count > prefix.count, bytes.starts(with: prefix) else { return false }
        return Self.wildmatch(body[...], bytes[prefix.count...], pathname: true)
    }

    /// Drops trailing spaces that no backslash escapes (git's `trim_trailing_spaces`).
    private static func trimmingTrailingSpaces(_ bytes: [UInt8]) -> [UInt8] {
        var index = 0
        var lastKept = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && index + 1 < bytes.count {
                index += 2
                lastKept = index
                continue
            }
            index += 1
            if byte != UInt8(ascii: " ") { lastKept = index }
        }
        return Array(bytes[..<lastKept])
    }

    /// The outcome of matching, as git's `dowild` returns it: a failure may tell the callers
    /// above a `*` not to try further positions.
    private enum Outcome { case match, noMatch, abortAll, abortToDoubleStar }

    /// Git's wildmatch: the pattern against the whole text.
    /// - Parameters:
    ///   - pattern: the pattern.
    ///   - text: the text.
    ///   - pathname: `WM_PATHNAME`: `*`, `?` and classes do not match `/`; `**` components cross it.
    /// - Returns: true on a match.
    package static func wildmatch(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>, pathname: Bool) -> Bool {
        let memo = Memo(pattern: pattern, text: text)
        return dowild(pattern, text, pathname: pathname, memo: memo) == .match
    }

    /// The outcomes of the sub-matches already tried, by where they start in pattern and text.
    ///
    /// Git's recursion retries the same pair once per way of reaching it, which is
    /// exponential in the number of `*` groups (`**/` thirty times took hours, #27); with each pair
    /// decided once, a match costs at most pattern × text² steps. Only patterns with two or more
    /// `*` groups can revisit a pair, so the others skip the table.
    private final class Memo {
        let enabled: Bool
        let textCount: Int
        let patternStart: Int
        let textStart: Int
        var outcomes: [Int: Outcome] = [:]

        init(pattern: ArraySlice<UInt8>, text: ArraySlice<UInt8>) {
            var groups = 0
            var previous: UInt8 = 0
            for byte in pattern {
                if byte == UInt8(ascii: "*") && previous != UInt8(ascii: "*") { groups += 1 }
                previous = byte
            }
            enabled = groups > 1
            textCount = text.count + 1
            patternStart = pattern.startIndex
            textStart = text.startIndex
        }

        func key(_ p: Int, _ t: Int) -> Int { (p - patternStart) * textCount + (t - textStart) }
    }

    private static func dowild(
        _ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>, pathname: Bool, memo: Memo
    ) -> Outcome {
        guard memo.enabled else { return dowildOnce(pattern, text, pathname: pathname, memo: memo) }
        let key = memo.key(pattern.startIndex, text.startIndex)
        if let known = memo.outcomes[key] { return known }
        let outcome = dowildOnce(pattern, text, pathname: pathname, memo: memo)
        memo.outcomes[key] = outcome
        return outcome
    }

    private static func dowildOnce(
        _ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>, pathname: Bool, memo: Memo
    ) -> Outcome {
        let slash = UInt8(ascii: "/")
        var p = pattern.startIndex
        var t = text.startIndex
        while p < pattern.endIndex {
            var pc = pattern[p]
            if t >= text.endIndex && pc != UInt8(ascii: "*") { return .abortAll }
            switch pc {
            case UInt8(ascii: "\\"):
                p += 1
                guard p < pattern.endIndex else { return .noMatch }
                pc = pattern[p]
                if text[t] != pc { return .noMatch }
            case UInt8(ascii: "?"):
                if pathname && text[t] == slash { return .noMatch }
            case UInt8(ascii: "*"):
                var matchSlash: Bool
                p += 1
                if p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") {
                    let previous = p - 2
                    while p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") { p += 1 }
                    let atStart = previous < pattern.startIndex || pattern[previous] == slash
                    let atEnd =
                        p == pattern.endIndex || pattern[p] == slash
                        || (pattern[p] == UInt8(ascii: "\\") && p + 1 < pattern.endIndex && pattern[p + 1] == slash)
                    if !pathname {
                        matchSlash = true
                    } else if atStart && atEnd {
                        // `**/` also matches no folder at all: `a/**/b` matches `a/b`.
                        if p < pattern.endIndex && pattern[p] == slash
                            && dowild(pattern[(p + 1)...], text[t...], pathname: pathname, memo: memo) == .match
                        {
                            return .match
                        }
                        matchSlash = true
                    } else {
                        matchSlash = false
                    }
                } else {
                    matchSlash = !pathname
                }
                if p == pattern.endIndex {
                    // A trailing `**` matches everything; a trailing `*` only within the component.
                    if !matchSlash && text[t...].contains(slash) { return .noMatch }
                    return .match
                } else if !matchSlash && pattern[p] == slash {
                    // One `*` before a `/` matches the rest of this component.
                    guard let next = text[t...].firstIndex(of: slash) else { return .noMatch }
                    t = next
                    // The slash itself is matched below, by the pattern's `/`.
                    continue
                }
                while t < text.endIndex {
                    let outcome = dowild(pattern[p...], text[t...], pathname: pathname, memo: memo)
                    if outcome != .noMatch {
                        if !matchSlash || outcome != .abortToDoubleStar { return outcome }
                    } else if !matchSlash && text[t] == slash {
                        return .abortToDoubleStar
                    }
                    t += 1
                }
                return .abortAll
            case UInt8(ascii: "["):
                guard let (matched, next) = matchClass(pattern, from: p, character: text[t]) else {
                    // An unclosed `[` never matches (git's wildmatch gives up).
                    return .abortAll
                }
                if !matched || (pathname && text[t] == slash) { return .noMatch }
                p = next
                t += 1
                continue
            default:
                if text[t] != pc { return .noMatch }
            }
            p += 1
            t += 1
        }
        return t == text.endIndex ? .match : .noMatch
    }

    /// Matches one character against the class starting at `start` (a `[`).
    /// - Returns: whether it matched and the index after the class's `]`; nil when the class is not closed.
    private static func matchClass(
        _ pattern: ArraySlice<UInt8>, from start: Int, character: UInt8
    ) -> (Bool, Int)? {
        var p = start + 1
        guard p < pattern.endIndex else { return nil }
        var negated = false
        if pattern[p] == UInt8(ascii: "!") || pattern[p] == UInt8(ascii: "^") {
            negated = true
            p += 1
        }
        var matched = false
        var previous: UInt8? = nil
        var first = true
        while p < pattern.endIndex {
            var c = pattern[p]
            if c == UInt8(ascii: "]") && !first { return (matched != negated, p + 1) }
            first = false
            if c == UInt8(ascii: "\\") {
                p += 1
                guard p < pattern.endIndex else { return nil }
                c = pattern[p]
                if c == character { matched = true }
                previous = c
            } else if c == UInt8(ascii: "-"), let low = previous, p + 1 < pattern.endIndex,
                pattern[p + 1] != UInt8(ascii: "]")
            {
                p += 1
                var high = pattern[p]
                if high == UInt8(ascii: "\\") {
                    p += 1
                    guard p < pattern.endIndex else { return nil }
                    high = pattern[p]
                }
                if low <= character && character <= high { matched = true }
                previous = nil
            } else if c == UInt8(ascii: "["), p + 1 < pattern.endIndex, pattern[p + 1] == UInt8(ascii: ":") {
                // A POSIX class such as `[:alpha:]`.
                guard let close = Self.classEnd(pattern, from: p + 2) else {
                    if c == character { matched = true }
                    previous = c
                    p += 1
                    continue
                }
                let name = String(decoding: pattern[(p + 2)..<close], as: UTF8.self)
                // An unknown class name makes git's wildmatch give up.
                guard let test = Self.posixClasses[name] else { return nil }
                if test(character) { matched = true }
                p = close + 1
                previous = nil
            } else {
                if c == character { matched = true }
                previous = c
            }
            p += 1
        }
        return nil
    }

    /// The index of the `:` of the `:]` that ends a POSIX class name starting at `start`.
    private static func classEnd(_ pattern: ArraySlice<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + 1 < pattern.endIndex {
            if pattern[index] == UInt8(ascii: ":") && pattern[index + 1] == UInt8(ascii: "]") { return index }
            if pattern[index] == UInt8(ascii: "]") { return nil }
            index += 1
        }
        return nil
    }

    private static let posixClasses: [String: @Sendable (UInt8) -> Bool] = [
        "alnum": { isAlpha($0) || isDigit($0) },
        "alpha": { isAlpha($0) },
        "blank": { $0 == 0x20 || $0 == 0x09 },
        "cntrl": { $0 < 0x20 || $0 == 0x7F },
        "digit": { isDigit($0) },
        "graph": { $0 > 0x20 && $0 < 0x7F },
        "lower": { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") },
        "print": { $0 >= 0x20 && $0 < 0x7F },
        "punct": { $0 > 0x20 && $0 < 0x7F && !isAlpha($0) && !isDigit($0) },
        "space": { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) },
        "upper": { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") },
        "xdigit": {
            isDigit($0) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f"))
                || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "F"))
        },
    ]

    private static func isAlpha(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
