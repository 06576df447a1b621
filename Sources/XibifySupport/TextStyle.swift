/// ANSI styling for text output, or none.
///
/// The executable decides whether colour is allowed (a terminal, and no `NO_COLOR`);
/// the Kit only applies it. Four escape codes do not warrant a dependency with global state.
package struct TextStyle: Sendable {
    /// Whether escapes are emitted.
    package var enabled: Bool

    /// Creates a style.
    /// - Parameter enabled: whether to emit ANSI escapes.
    package init(enabled: Bool) { self.enabled = enabled }

    /// Wraps text in the bold style.
    package func bold(_ text: String) -> String { wrap(text, "1") }
    /// Wraps text in the dim style.
    package func dim(_ text: String) -> String { wrap(text, "2") }
    /// Wraps text in the yellow style.
    package func yellow(_ text: String) -> String { wrap(text, "33") }
    /// Wraps text in the cyan style.
    package func cyan(_ text: String) -> String { wrap(text, "36") }
    /// Wraps text in the red style.
    package func red(_ text: String) -> String { wrap(text, "31") }
    /// Wraps text in the green style.
    package func green(_ text: String) -> String { wrap(text, "32") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
