/// A shell-style pattern for `--exclude`.
///
/// `*` matches within one path component, `**` across components, `?` one character. A pattern without `/` is tried against every
/// component and every tail of the path, so `Pods` or `*Legacy*.xib` work anywhere. An anchored pattern is
/// tried from the path's first component only (`ExcludeRules` makes `./Broken` and absolute patterns anchored).
public struct Glob: Sendable, Hashable {
    /// The pattern as written.
    public let pattern: String
    /// Matched from the first component only, not at any depth.
    public let anchored: Bool
    private let characters: [Character]

    /// Creates a pattern matched at any depth.
    /// - Parameter pattern: the glob text.
    public init(_ pattern: String) {
        self.init(pattern, anchored: false)
    }

    /// Creates a pattern.
    /// - Parameters:
    ///   - pattern: the glob text.
    ///   - anchored: match from the first component only.
    public init(_ pattern: String, anchored: Bool) {
        self.pattern = pattern
        self.anchored = anchored
        self.characters = Array(pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern)
    }

    /// Whether a relative path (with `/` separators) is matched.
    /// - Parameter path: the path relative to the scanned folder.
    /// - Returns: true when excluded.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        if !pattern.contains("/") && !anchored {
            return components.contains { Self.match(characters[...], Array($0)[...]) }
        }
        // Anchored at any component boundary, so `Legacy/**` excludes `App/Legacy/x.xib`.
        for start in anchored ? components.indices.prefix(1) : components.indices[...] {
            let tail = components[start...].joined(separator: "/")
            if Self.match(characters[...], Array(tail)[...]) { return true }
            // A directory pattern also excludes everything below it.
            for end in (start + 1)..<components.count + 1 where end < components.count {
                let prefix = components[start..<end].joined(separator: "/")
                if Self.match(characters[...], Array(prefix)[...]) { return true }
            }
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            let doubled = pattern.dropFirst().first == "*"
            var rest = pattern.dropFirst(doubled ? 2 : 1)
            if doubled && rest.first == "/" {
                // `**/x` also matches `x` at the start.
                if match(rest.dropFirst(), text) { return true }
                rest = pattern.dropFirst(2)
            }
            var index = text.startIndex
            while true {
                if match(rest, text[index...]) { return true }
                guard index < text.endIndex else { return false }
                if !doubled && text[index] == "/" { return false }
                index += 1
            }
        }
        guard let character = text.first else { return false }
        if first == "?" ? character != "/" : first == character {
            return match(pattern.dropFirst(), text.dropFirst())
        }
        return false
    }
}
