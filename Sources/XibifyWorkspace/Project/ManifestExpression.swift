/// A Swift expression of a manifest (`Package.swift`, Tuist's `Project.swift`), read as far as
/// its literals go.
///
/// Manifests are Swift, and only running them gives every value; their target declarations are
/// mostly literals, and those are what is read here, without a Swift parser: string literals,
/// array literals, names (`.app`, `Product.app`) and calls with labelled arguments. Anything
/// else (a variable combined with an operator, a closure, a dictionary, an interpolated or
/// multi-line string, a number) is `.code`: a value only running the manifest gives. The text is
/// cut into tokens outside comments (`//`, nested `/* */`) and string literals (`"…"`, raw
/// `#"…"#`, multi-line `"""`), so a `)` in a string or a comment ends no call.
package indirect enum ManifestExpression: Sendable, Equatable {
    /// A string literal without interpolation: its value, escapes resolved.
    case string(String)
    /// An array literal.
    case array([ManifestExpression])
    /// A name as written: `.app`, `Product.app`, `true`, `appSources`.
    case name(String)
    /// A call: the callee as written (`.target`, `Target`, `Target.target`) and its arguments.
    case call(String, [Argument])
    /// Anything else: a value only running the manifest gives.
    case code

    /// One argument of a call.
    package struct Argument: Sendable, Equatable {
        /// Its label, if it has one.
        package var label: String?
        /// Its value.
        package var value: ManifestExpression
    }

    /// The value of the argument with this label, if the call has one.
    package func argument(_ label: String) -> ManifestExpression? {
        guard case .call(_, let arguments) = self else { return nil }
        return arguments.first { $0.label == label }?.value
    }

    /// The arguments of a call (empty for anything else).
    package var arguments: [Argument] {
        if case .call(_, let arguments) = self { return arguments }
        return []
    }

    /// The string, if this is a string literal.
    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The deepest nesting of arrays and calls read: deeper ones are `.code`.
    package static let deepestNesting = 64

    /// The outermost calls of a text whose callee is one of `callees`, each with the byte range
    /// of its text: a call inside another (`dependencies: [.target(name: "Core")]`) is part of
    /// that one, not found again.
    /// - Parameters:
    ///   - text: a manifest.
    ///   - callees: callees as written: `.target`, `Target`, `Target.target`.
    /// - Returns: the calls, in the text's order.
    package static func calls(in text: String, named callees: Set<String>) -> [(
        call: ManifestExpression, text: Range<Int>
    )] {
        var parser = Parser(tokens: ManifestTokenizer.tokens(of: Array(text.utf8)))
        var result: [(ManifestExpression, Range<Int>)] = []
        while parser.index < parser.tokens.count {
            let start = parser.index
            guard parser.startsName, let callee = parser.callee() else {
                parser.index = start + 1
                continue
            }
            guard callees.contains(callee.name), parser.tokens.indices.contains(callee.end),
                parser.tokens[callee.end].kind == .open("(")
            else {
                // Past the whole name: each token is looked at a bounded number of times.
                parser.index = callee.end
                continue
            }
            let expression = parser.primary(depth: 0)
            let end = parser.tokens[max(parser.index - 1, start)].range.upperBound
            // A call whose value code goes on to change (`.target(…).with(…)`) is not read.
            let changed = parser.index < parser.tokens.count && parser.tokens[parser.index].kind == .dot
            if case .call = expression, !changed {
                result.append((expression, parser.tokens[start].range.lowerBound..<end))
            }
            parser.index = max(parser.index, start + 1)
        }
        return result
    }

    /// Reads tokens into expressions.
    private struct Parser {
        let tokens: [ManifestTokenizer.Token]
        var index = 0

        /// Whether a name starts at the current token: an identifier that follows no `.`
        /// (`Foo.Target(` is not `Target(`), or a `.` that follows no name, string or bracket
        /// (`x.target(` is no implicit member; `= .target(` is).
        var startsName: Bool {
            guard index < tokens.count else { return false }
            let previous = index > 0 ? tokens[index - 1].kind : nil
            switch tokens[index].kind {
            case .identifier: return previous != .dot
            case .dot:
                switch previous {
                case .identifier, .string, .close: return false
                default: return true
                }
            default: return false
            }
        }

        /// The name that starts at the current token (`.a`, `A`, `A.b.c`) and the index after it,
        /// without moving.
        func callee() -> (name: String, end: Int)? {
            var position = index
            var name = ""
            if position < tokens.count, tokens[position].kind == .dot {
                name = "."
                position += 1
            }
            guard position < tokens.count, case .identifier(let first) = tokens[position].kind else { return nil }
            name += first
            position += 1
            while position + 1 < tokens.count, tokens[position].kind == .dot,
                case .identifier(let next) = tokens[position + 1].kind
            {
                name += "." + next
                position += 2
            }
            return (name, position)
        }

        /// The expression at the current token, up to a `,`, `:` or closing bracket at its level
        /// (not consumed); anything it cannot read is `.code`, skipped to there.
        mutating func expression(depth: Int) -> ManifestExpression {
            let value = primary(depth: depth)
            if atEnd { return value }
            skipToDelimiter()
            return .code
        }

        /// Whether the current token ends an expression.
        var atEnd: Bool {
            guard index < tokens.count else { return true }
            switch tokens[index].kind {
            case .comma, .colon, .close: return true
            default: return false
            }
        }

        /// Skips balanced tokens up to a `,`, `:` or a closing bracket of this level.
        mutating func skipToDelimiter() {
            var depth = 0
            while index < tokens.count {
                switch tokens[index].kind {
                case .open: depth += 1
                case .close:
                    if depth == 0 { return }
                    depth -= 1
                case .comma, .colon:
                    if depth == 0 { return }
                default: break
                }
                index += 1
            }
        }

        /// A literal, a name or a call, and nothing after it.
        mutating func primary(depth: Int) -> ManifestExpression {
            guard index < tokens.count, depth < ManifestExpression.deepestNesting else { return .code }
            switch tokens[index].kind {
            case .string(let value):
                index += 1
                return value.map(ManifestExpression.string) ?? .code
            case .open("["):
                index += 1
                return array(depth: depth + 1)
            case .dot, .identifier:
                guard let callee = callee() else { return .code }
                index = callee.end
                guard index < tokens.count, tokens[index].kind == .open("(") else { return .name(callee.name) }
                index += 1
                return call(callee.name, depth: depth + 1)
            default:
                return .code
            }
        }

        /// The elements of an array literal after its `[`, through its `]`; a dictionary is `.code`.
        mutating func array(depth: Int) -> ManifestExpression {
            var elements: [ManifestExpression] = []
            var dictionary = false
            while index < tokens.count {
                if tokens[index].kind == .close("]") {
                    index += 1
                    return dictionary ? .code : .array(elements)
                }
                elements.append(expression(depth: depth))
                guard index < tokens.count else { break }
                switch tokens[index].kind {
                case .comma: index += 1
                case .colon:
                    dictionary = true
                    index += 1
                case .close("]"): continue
                default:
                    // A `)` or `}` where `]` belongs: not an expression read here.
                    index += 1
                    return .code
                }
            }
            return .code
        }

        /// The arguments of a call after its `(`, through its `)`; a trailing closure makes it `.code`.
        mutating func call(_ callee: String, depth: Int) -> ManifestExpression {
            var arguments: [Argument] = []
            while index < tokens.count {
                if tokens[index].kind == .close(")") {
                    index += 1
                    if index < tokens.count, tokens[index].kind == .open("{") {
                        skipToDelimiter()
                        return .code
                    }
                    return .call(callee, arguments)
                }
                var label: String?
                if index + 1 < tokens.count, case .identifier(let name) = tokens[index].kind,
                    tokens[index + 1].kind == .colon
                {
                    label = name
                    index += 2
                }
                arguments.append(Argument(label: label, value: expression(depth: depth)))
                guard index < tokens.count else { break }
                switch tokens[index].kind {
                case .comma: index += 1
                case .close(")"): continue
                default:
                    index += 1
                    return .code
                }
            }
            return .code
        }
    }
}
