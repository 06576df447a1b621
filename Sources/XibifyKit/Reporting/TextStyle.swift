/// ANSI styling for text output, or none.
///
/// The executable decides whether colour is allowed (a terminal, and no `NO_COLOR`);
/// the Kit only applies it. Four escape codes do not warrant a dependency with global state.
public struct TextStyle: Sendable {
    /// Whether escapes are emitted.
    public var enabled: Bool

    /// Creates a style.
    /// - Parameter enabled: whether to emit ANSI escapes.
    public init(enabled: Bool) { self.enabled = enabled }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func cyan(_ text: String) -> String { wrap(text, "36") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
