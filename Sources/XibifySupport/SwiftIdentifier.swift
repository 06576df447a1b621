/// Checks and builds Swift identifiers and type names.
package enum SwiftIdentifier {
    /// Swift keywords that cannot name a type or a property without backticks.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "some", "any",
    ]

    /// Whether text is a plain Swift identifier (ASCII letters, digits, underscores; no keyword).
    /// - Parameter text: the candidate.
    /// - Returns: true when valid.
    package static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !keywords.contains(text) else { return false }
        let letters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_".unicodeScalars)
        let digits = Set("0123456789".unicodeScalars)
        return letters.contains(first) && text.unicodeScalars.allSatisfy { letters.contains($0) || digits.contains($0) }
    }

    /// Whether text can stand as a name in Swift code.
    ///
    /// Letters (any script), digits and `_`, not starting with a digit, and no keyword. Broader
    /// than `isValid`, which names what xibify makes; this checks a name a document gives (a
    /// `customClass`) before code names it.
    /// - Parameter text: the candidate.
    /// - Returns: true when it is one word of letters, digits and `_`.
    package static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_", !keywords.contains(text) else { return false }
        return text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.unicodeScalars.count == 1 }
    }

    /// Whether text is a valid Swift type name (an identifier starting with an uppercase letter).
    /// - Parameter text: the candidate.
    /// - Returns: true when valid.
    package static func isTypeName(_ text: String) -> Bool {
        isValid(text) && (text.first?.isUppercase ?? false)
    }

    /// Words of a label joined in camel case: `"Payment Summary"` → `PaymentSummary`.
    /// - Parameters:
    ///   - text: the label.
    ///   - upperFirst: whether the first word is capitalised.
    /// - Returns: the joined words (may be empty).
    package static func camelCase(_ text: String, upperFirst: Bool) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        return words.enumerated().map { index, word in
            let head = index == 0 && !upperFirst ? word.prefix(1).lowercased() : word.prefix(1).uppercased()
            return head + word.dropFirst()
        }.joined()
    }
}
