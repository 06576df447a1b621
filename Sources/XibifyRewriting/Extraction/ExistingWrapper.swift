import Foundation
import XibifyFormat
import XibifySupport
import XibifyWorkspace

/// A wrapper class an earlier run wrote, read back from its Swift source: the names new copies of
/// its layout must use to become its placeholders.
///
/// Only sources xibify wrote are read (they say `GeneratedMarker.wrapper` and follow the renderer's
/// line shapes); a hand-written class is never guessed at.
package struct ExistingWrapper: Sendable {
    /// The class and its base class (`NibView`, or, in the substitution style, the copies' root class).
    package var className: String
    package var baseClass: String
    /// The style it was written in: a `final` NibView subclass, or a class that a `final`
    /// `<Name>Placeholder` subclasses (substitution).
    package var style: ExtractionStyle
    /// Whether it carries an explicit Objective-C name (`@objc(Name)`).
    package var hasObjectiveCName: Bool
    /// Inspectable properties by getter expression (`titleLabel.text` → `titleText`).
    package var properties: [String: String] = [:]
    /// Action ports by selector: the port and its forwarding method's name and arity.
    package var actionPorts: [String: (port: String, method: String, arity: Int)] = [:]
    /// Outlet ports by `<outlet>.<key>`: the port that hands its object to that key.
    package var outletPorts: [String: String] = [:]
    /// Incoming ports by `<outlet>.<key>`: the port whose holder receives the outlet's object.
    package var incomingPorts: [String: String] = [:]
    /// Keyed incoming ports by outlet: the port whose holder receives the outlet's object under
    /// the name each placeholder sets (`SwiftSourceRenderer.keyedHolderPort`).
    package var keyedIncomingPorts: [String: String] = [:]
    /// Constraint ports by `<outlet>.<ordinal>`: the n-th port that makes a constraint outside
    /// again on the outlet's view.
    package var constraintPorts: [String: String] = [:]
    /// What it declares, for the verifier.
    package var declaration: WrapperDeclaration

    /// Reads a wrapper's source.
    /// - Parameters:
    ///   - path: the `.swift` file.
    ///   - className: the class it must declare.
    ///   - platform: the platform of its xib.
    ///   - files: where it is read.
    /// - Returns: nil when the file is missing, was not written by xibify, or does not declare the class.
    package static func read(path: String, className: String, platform: Platform, files: WorkspaceFiles)
        -> ExistingWrapper?
    {
        guard let data = files.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        // In the header's doc comment.
        guard GeneratedMarker.occurs(GeneratedMarker.wrapper, in: data) else { return nil }
        // Only code counts: a property commented out is not declared (the nib loader would raise
        // on its key path).
        var lines = withoutComments(text).split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        // Conditional compilation could hide any declaration from some build: only the two
        // conditions the substitution style writes around code that declares nothing the documents
        // use (the Swift 6 isolation of the swap, the designable preview), and what they enclose
        // is not read: a property declared only for Interface Builder is not the app's.
        let conditions: Set<String> = ["#if swift(>=6)", "#if TARGET_INTERFACE_BUILDER"]
        var unconditional: [String] = []
        var depth = 0
        for line in lines {
            if line.hasPrefix("#if") {
                guard conditions.contains(line) else { return nil }
                depth += 1
            } else if line.hasPrefix("#endif") {
                guard depth > 0 else { return nil }
                depth -= 1
            } else if depth == 0 {
                unconditional.append(line)
            } else {
                // Blank, so that line numbers still match (`lines[classLine - 1]`, `lines[index + 1]`).
                unconditional.append("")
            }
        }
        guard depth == 0 else { return nil }
        lines = unconditional
        let nibViewHeader = "final class \(className): "
        let substitutionHeader = "class \(className): "
        let placeholderLine =
            "final class \(RewriteStyles.style(.substitution).placeholderClass(of: className)): \(className) {"
        let style: ExtractionStyle
        let header: String
        if lines.contains(where: { $0.hasPrefix(nibViewHeader) && $0.hasSuffix("{") }) {
            (style, header) = (.nibView, nibViewHeader)
        } else if lines.contains(placeholderLine) {
            (style, header) = (.substitution, substitutionHeader)
        } else {
            return nil
        }
        guard let classLine = lines.firstIndex(where: { $0.hasPrefix(header) && $0.hasSuffix("{") }) else {
            return nil
        }
        let base = String(lines[classLine].dropFirst(header.count).dropLast()).trimmingCharacters(in: .whitespaces)
        guard SwiftIdentifier.isTypeName(base) else { return nil }
        // The substitution class's chain is the copies' root class's, which its plan completes.
        var wrapper = ExistingWrapper(
            className: className, baseClass: base, style: style,
            hasObjectiveCName: classLine > 0 && lines[classLine - 1] == "@objc(\(className))",
            declaration: WrapperDeclaration(
                runtimeClass: RuntimeClass.wrapper(className, base: base, platform: platform)))
        func word(after prefix: String, in line: String) -> String? {
            guard line.hasPrefix(prefix) else { return nil }
            let name = line.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
        func between(_ line: String, _ start: String, _ end: String) -> String? {
            guard let lower = line.range(of: start),
                let upper = line.range(of: end, range: lower.upperBound..<line.endIndex)
            else { return nil }
            return String(line[lower.upperBound..<upper.lowerBound])
        }
        // A keyed port's hand-over: the object it hands over by key, and the names it assigns typed.
        func keyedPort(_ port: String, method: String) -> (object: String, typed: [String: String])? {
            guard let start = lines.firstIndex(of: "private func \(method)() {"),
                start + 1 < lines.count, lines[start + 1] == "guard let key = \(port)Key else { return }"
            else { return nil }
            var object: String?
            var typed: [String: String] = [:]
            var index = start + 2
            while index < lines.count && lines[index] != "}" {
                let line = lines[index]
                if let handed = between(line, "(\(port) as? NSObject)?.setValue(", ", forKey: key)") {
                    object = handed
                } else if let key = between(line, "case \"", "\":"), index + 1 < lines.count,
                    let holder = between(lines[index + 1], "(\(port) as? ", ")?.\(key) = ")
                {
                    typed[key] = holder
                }
                index += 1
            }
            return object.map { ($0, typed) }
        }
        for (index, line) in lines.enumerated() {
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            if let name = word(after: "@IBOutlet private weak var ", in: line)
                ?? word(after: "@IBOutlet private var ", in: line)
            {
                wrapper.declaration.outlets.append(name)
            } else if let name = word(after: "@IBInspectable var ", in: line) {
                wrapper.declaration.properties.append(name)
                if let getter = between(next, "get { ", " }") { wrapper.properties[getter] = name }
            } else if let name = word(after: "@IBOutlet weak var ", in: line) {
                wrapper.declaration.ports.append(name)
                guard line.hasSuffix("{") else { continue }
                if let method = between(next, "didSet { ", "() }"), let keyed = keyedPort(name, method: method) {
                    wrapper.keyedIncomingPorts[keyed.object] = name
                    wrapper.declaration.keyedPorts.append(name)
                    for (key, holder) in keyed.typed {
                        wrapper.declaration.recordTypedHolder(holder, port: name, property: key)
                    }
                } else if let key = between(next, "forKey: \"", "\""),
                    let object = between(next, "didSet { ", "?.setValue")
                {
                    wrapper.outletPorts[object + "." + key] = name
                    wrapper.declaration.handedKeys.append(key)
                } else if index + 2 < lines.count, let key = between(lines[index + 2], "forKey: \"", "\""),
                    let object = between(lines[index + 2], "?.setValue(", ", forKey")
                {
                    wrapper.incomingPorts[object + "." + key] = name
                    wrapper.declaration.heldKeys.append(key)
                } else if index + 2 < lines.count, let holder = between(lines[index + 2], "(\(name) as? ", ")?."),
                    let key = between(lines[index + 2], ")?.", " = "),
                    let assigned = lines[index + 2].range(of: " = ")
                {
                    // A port that assigns its holder's typed property (`HolderTyping`).
                    let object = String(lines[index + 2][assigned.upperBound...])
                    wrapper.incomingPorts[object + "." + key] = name
                    wrapper.declaration.heldKeys.append(key)
                    wrapper.declaration.recordTypedHolder(holder, port: name, property: key)
                }
            } else if let name = word(after: "@objc var ", in: line), line.hasSuffix(": String? {") {
                // A keyed port's key, which each placeholder sets.
                wrapper.declaration.properties.append(name)
            } else if line.hasPrefix("moveConstraint("), let port = between(line, "moveConstraint(", ", constant: "),
                let constant = between(line, ", constant: ", ", to: "), let object = between(line, ", to: ", ")")
            {
                let ordinal = 1 + wrapper.constraintPorts.keys.filter { $0.hasPrefix(object + ".") }.count
                wrapper.constraintPorts[object + "." + String(ordinal)] = port
                wrapper.declaration.properties.append(constant)
            } else if let selector = between(line + "\u{0}", "@IBAction @objc(", ")\u{0}") {
                wrapper.declaration.selectors.append(selector)
                guard let method = word(after: "private func ", in: next), index + 2 < lines.count,
                    let port = between(lines[index + 2], "guard let target = ", " as? NSObject")
                else { continue }
                let arity = next.contains("forEvent") ? 2 : next.contains("(_ sender") ? 1 : 0
                wrapper.actionPorts[selector] = (port, method, arity)
            }
        }
        return wrapper
    }

    /// Swift source with its comments blanked (line comments, nested block comments), string
    /// literals kept, line breaks kept.
    package static func withoutComments(_ text: String) -> String {
        let characters = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        var depth = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : "\u{0}"
            if depth > 0 {
                if character == "*" && next == "/" {
                    depth -= 1
                    index += 2
                } else if character == "/" && next == "*" {
                    depth += 1
                    index += 2
                } else {
                    if character == "\n" { out.append(character) }
                    index += 1
                }
                continue
            }
            if inString {
                out.append(character)
                if character == "\\" && index + 1 < characters.count {
                    out.append(next)
                    index += 2
                    continue
                }
                if character == "\"" || character == "\n" { inString = false }
                index += 1
                continue
            }
            if character == "/" && next == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/" && next == "*" {
                depth = 1
                index += 2
                continue
            }
            if character == "\"" { inString = true }
            out.append(character)
            index += 1
        }
        return String(out)
    }
}
