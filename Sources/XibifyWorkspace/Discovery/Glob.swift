/// A shell-style pattern for `--exclude`.
///
/// `*` matches within one path component, `**` across components, `?` one character. A pattern without `/` is tried against every
/// component and every tail of the path, so `Pods` or `*Legacy*.xib` work anywhere. An anchored pattern is
/// tried from the path's first component only (`ExcludeRules` makes `./Broken` and absolute patterns anchored).
///
/// Matching runs the pattern as a small automaton over the path, keeping the set of pattern
/// positions reached (Thompson's construction; no backtracking), so it takes time proportional to
/// the pattern's length times the path's, whatever the pattern holds. The recursive matcher it
/// replaced tried every split of the path at every `*`: a pattern of 16 `*` took 9 s against one
/// path, 20 `*` more than 100 s, and a repository's `.xibify.yml` could hang CI (#27). The
/// same pattern of 40 `*` now takes well under a millisecond (docs/cli.md, "Which files are read").
public struct Glob: Sendable, Hashable {
    public static func == (left: Glob, right: Glob) -> Bool {
        left.pattern == right.pattern && left.anchored == right.anchored
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(anchored)
    }

    /// The pattern as written.
    package let pattern: String
    /// Matched from the first component only, not at any depth.
    package let anchored: Bool
    /// The pattern, compiled.
    private let tokens: [Token]
    /// Whether the pattern holds a `/`: then it is matched against paths, else against components.
    private let hasSlash: Bool
    /// The fewest characters a match reads: one per literal and `?`.
    private let minimumLength: Int
    /// How many times each literal character must occur in a text that matches: ASCII ones by
    /// their code, the others by themselves.
    private let requiredASCII: [(code: Int, count: Int)]
    private let requiredOthers: [(character: Character, count: Int)]

    /// One step of a compiled pattern.
    private enum Token: Hashable {
        /// This character.
        case literal(Character)
        /// `?`: one character but `/`.
        case one
        /// `*`: any run of characters without `/`.
        case star
        /// `**`: any run of characters.
        case globstar
        /// The start of `**/`, which matches nothing or a run that ends in `/` (`**/x` matches
        /// `x` and `a/b/x`): it goes on to the `**` that follows it, or past that `**` and its `/`.
        case fork
    }

    /// The most patterns one source takes.
    ///
    /// A source is the configuration file's `excluded`, or the command line's `--exclude` flags.
    /// Real configurations give a few dozen.
    package static let maximumCount = 256

    /// The longest pattern, in UTF-8 bytes.
    ///
    /// Four times the longest file name (`NAME_MAX`, 255 bytes), a quarter of Linux's
    /// `PATH_MAX`. Matching costs at most the pattern's length times the path's, for each
    /// pattern, on each path the scan walks: with `maximumCount`, this bounds a scan's cost
    /// whatever a repository's configuration holds (docs/cli.md, "Which files are read").
    package static let maximumLength = 1024

    /// A list of patterns beyond the limits.
    package enum LimitProblem: Sendable, Equatable {
        /// More than `maximumCount` patterns: how many were given.
        case tooMany(count: Int)
        /// A pattern longer than `maximumLength`: its index in the list and its length in bytes.
        case tooLong(index: Int, length: Int)
    }

    /// What in a list of patterns goes beyond the limits, in the list's order.
    /// - Parameter patterns: the patterns of one source.
    /// - Returns: every problem; empty when the list is within the limits.
    package static func limitProblems(_ patterns: [String]) -> [LimitProblem] {
        var problems: [LimitProblem] = []
        if patterns.count > maximumCount { problems.append(.tooMany(count: patterns.count)) }
        for (index, pattern) in patterns.enumerated() where pattern.utf8.count > maximumLength {
            problems.append(.tooLong(index: index, length: pattern.utf8.count))
        }
        return problems
    }

    /// Creates a pattern matched at any depth.
    /// - Parameter pattern: the glob text.
    package init(_ pattern: String) {
        self.init(pattern, anchored: false)
    }

    /// Creates a pattern.
    /// - Parameters:
    ///   - pattern: the glob text.
    ///   - anchored: match from the first component only.
    package init(_ pattern: String, anchored: Bool) {
        self.pattern = pattern
        self.anchored = anchored
        self.hasSlash = pattern.contains("/")
        let tokens = Self.compile(Array(pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern))
        self.tokens = tokens
        var required: [Character: Int] = [:]
        var length = 0
        for (index, token) in tokens.enumerated() {
            switch token {
            case .literal(let character):
                // The `/` of `**/` may be left out.
                guard index < 2 || tokens[index - 2] != .fork else { continue }
                required[character, default: 0] += 1
                length += 1
            case .one: length += 1
            case .star, .globstar, .fork: break
            }
        }
        self.minimumLength = length
        self.requiredASCII = required.compactMap { character, count in
            character.asciiValue.map { (Int($0), count) }
        }
        self.requiredOthers = required.filter { $0.key.asciiValue == nil }.map { ($0.key, $0.value) }
    }

    /// Whether a relative path (with `/` separators) is matched.
    /// - Parameter path: the path relative to the scanned folder.
    /// - Returns: true when excluded.
    package func matches(_ path: String) -> Bool {
        matches(Subject(path))
    }

    /// A path made ready once for every pattern tried on it: its characters (the components,
    /// empty ones left out, joined by `/`) and how often each occurs.
    package struct Subject {
        /// The components, joined by `/`.
        package let text: [Character]
        /// How many times each ASCII character occurs in `text`, by its code.
        package let asciiCounts: [Int]
        /// How many times each other character occurs in `text`.
        package let otherCounts: [Character: Int]

        /// Prepares a path.
        /// - Parameter path: the path relative to the scanned folder.
        package init(_ path: String) {
            var text: [Character] = []
            for component in path.split(separator: "/") {
                if !text.isEmpty { text.append("/") }
                text.append(contentsOf: component)
            }
            var ascii = [Int](repeating: 0, count: 128)
            var others: [Character: Int] = [:]
            for character in text {
                if let code = character.asciiValue {
                    ascii[Int(code)] += 1
                } else {
                    others[character, default: 0] += 1
                }
            }
            self.text = text
            self.asciiCounts = ascii
            self.otherCounts = others
        }
    }

    /// Whether a prepared path is matched.
    ///
    /// A path shorter than the pattern's literals and `?`, or without each literal character as
    /// often as the pattern has it, cannot match any way the pattern is tried: such a path is
    /// turned down before the automaton runs, in time proportional to the pattern's length.
    /// - Parameter subject: the path, prepared.
    /// - Returns: true when excluded.
    package func matches(_ subject: Subject) -> Bool {
        matches(subject, wholePath: false)
    }

    /// Whether a relative path is matched as a whole, from its first component: a match of a
    /// folder above it does not count (as Tuist's globs name files: `App/*` takes `App/A.swift`,
    /// not `App/Views/B.swift`).
    /// - Parameter path: the path relative to where the pattern is read from.
    package func matchesWholePath(_ path: String) -> Bool {
        matches(Subject(path), wholePath: true)
    }

    /// Whether a prepared path is matched; with `wholePath`, from its first component to its end only.
    private func matches(_ subject: Subject, wholePath: Bool) -> Bool {
        let text = subject.text
        guard !text.isEmpty, text.count >= minimumLength,
            requiredASCII.allSatisfy({ subject.asciiCounts[$0.code] >= $0.count }),
            requiredOthers.allSatisfy({ subject.otherCounts[$0.character, default: 0] >= $0.count })
        else { return false }
        var scratch = Scratch(states: tokens.count + 1)
        if wholePath {
            return run(text, from: 0, to: text.count, everyComponent: false, wholePath: true, scratch: &scratch)
        }
        if !hasSlash && !anchored {
            // Each component on its own.
            var start = 0
            while start < text.count {
                var end = start
                while end < text.count && text[end] != "/" { end += 1 }
                if end - start >= minimumLength
                    && run(text, from: start, to: end, everyComponent: false, wholePath: false, scratch: &scratch)
                {
                    return true
                }
                start = end + 1
            }
            return false
        }
        // Anchored at any component boundary, so `Legacy/**` excludes `App/Legacy/x.xib`; a
        // directory pattern also excludes everything below it, so a run may end at the end of
        // any component.
        return run(text, from: 0, to: text.count, everyComponent: !anchored, wholePath: false, scratch: &scratch)
    }

    /// The automaton's working memory, made once per path and kept across its components.
    private struct Scratch {
        /// For each state, the position it was last added at (positions only grow, across
        /// components too, so nothing is ever cleared).
        var added: [Int]
        /// The states alive before the character at the current position.
        var current: [Int] = []
        /// The states alive after it.
        var next: [Int] = []

        init(states: Int) {
            added = [Int](repeating: -1, count: states)
            current.reserveCapacity(states)
            next.reserveCapacity(states)
        }

        /// Adds a state, alive at a position, and every state it reaches without reading a character.
        ///
        /// Those are past a `*` or `**` (matching nothing), and past `**/` entirely. Such steps
        /// only go forward, and a fork's second branch skips the first's two states.
        mutating func add(_ first: Int, at position: Int, toNext: Bool, tokens: [Token]) {
            var state = first
            while true {
                guard added[state] != position else { return }
                added[state] = position
                if toNext { next.append(state) } else { current.append(state) }
                guard state < tokens.count else { return }
                switch tokens[state] {
                case .star, .globstar: state += 1
                case .fork:
                    add(state + 3, at: position, toNext: toNext, tokens: tokens)
                    state += 1
                case .literal, .one: return
                }
            }
        }
    }

    /// Runs the automaton over `text[start..<end]`.
    ///
    /// A run begins at `start` (and, with `everyComponent`, after every `/`), and the pattern
    /// matches when a run reaches its end at `end` or before a `/`. Components are not empty, so
    /// no run begins where a component ends: a run that reaches the end there has read at least
    /// one character.
    ///
    /// The states alive are kept as a list (with the position each was last added at, so none
    /// is listed twice), so a step costs what is alive, at most the pattern's length. With
    /// `wholePath` a run must reach the pattern's end at `end` itself.
    private func run(
        _ text: [Character], from start: Int, to end: Int, everyComponent: Bool, wholePath: Bool,
        scratch: inout Scratch
    ) -> Bool {
        let accepting = tokens.count
        scratch.current.removeAll(keepingCapacity: true)
        for position in start...end {
            if position == start || (everyComponent && text[position - 1] == "/") {
                scratch.add(0, at: position, toNext: false, tokens: tokens)
            }
            if scratch.added[accepting] == position && (position == end || (!wholePath && text[position] == "/")) {
                return true
            }
            guard position < end else { break }
            // Nothing alive and no run left to begin: no match.
            if scratch.current.isEmpty && !everyComponent { return false }
            let character = text[position]
            scratch.next.removeAll(keepingCapacity: true)
            for index in scratch.current.indices {
                let state = scratch.current[index]
                guard state < accepting else { continue }
                switch tokens[state] {
                case .literal(let expected):
                    if expected == character { scratch.add(state + 1, at: position + 1, toNext: true, tokens: tokens) }
                case .one:
                    if character != "/" { scratch.add(state + 1, at: position + 1, toNext: true, tokens: tokens) }
                case .star:
                    if character != "/" { scratch.add(state, at: position + 1, toNext: true, tokens: tokens) }
                case .globstar:
                    scratch.add(state, at: position + 1, toNext: true, tokens: tokens)
                case .fork: break
                }
            }
            swap(&scratch.current, &scratch.next)
        }
        return false
    }

    /// The tokens of a pattern, read as the recursive matcher read it: `**` is taken two at a
    /// time (`***` is `**` then `*`), and a `**` followed by `/` may also match nothing at all.
    private static func compile(_ characters: [Character]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "*" {
                // Runs of stars are merged where the language stays the same, so that a run of any
                // length is one or two states: `**` after `**` or `*` (`.*.*`, `[^/]*.*` are `.*`),
                // `*` after `**`, and `**/` after `**` (`.*(.*/)?` is `.*`: the `/` goes too).
                let merges = tokens.last == .globstar
                if index + 1 < characters.count && characters[index + 1] == "*" {
                    let slash = index + 2 < characters.count && characters[index + 2] == "/"
                    if merges {
                        index += slash ? 3 : 2
                    } else if slash {
                        tokens += [.fork, .globstar, .literal("/")]
                        index += 3
                    } else {
                        if tokens.last == .star { tokens.removeLast() }
                        tokens.append(.globstar)
                        index += 2
                    }
                } else {
                    if !merges { tokens.append(.star) }
                    index += 1
                }
            } else {
                tokens.append(character == "?" ? .one : .literal(character))
                index += 1
            }
        }
        return tokens
    }
}
